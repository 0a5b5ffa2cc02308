// Client-side navigation over sdk-core's route table (decision 0002). Hydrates from the state the
// server rendered; then a click on an in-app page link runs that route's loader with the browser's
// Apollo client, pushes the URL and renders the outcome. Back/forward re-run the loader for the entry
// (cache-first, so usually without a request). Anything unexpected falls back to a document load.
// Hydration runs no loader, so the loaders (and the GraphQL documents only they use) are fetched with
// the first client-side navigation instead of with the page (DESIGN §6 first-load budget).
import { isDataStale, PRELOAD_DELAY_MS } from '@ranzen/sdk-core';
import type { ShopClient } from '@ranzen/sdk-react';
import { cmsElementTypesIn, MAIN_CONTENT_ID, preloadCmsElements } from '@ranzen/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type NavigateTo, NavigateToContext } from '../data/navigateTo';
import { type ReplaceUrl, ReplaceUrlContext } from '../data/replaceUrl';
import type { RouteDeps } from '../data/routeLoaders';
import type { RouterState } from '../data/routerState';
import { CORE_ROUTER, type StorefrontRouter } from '../router/StorefrontRouter';
import { StorefrontRoutes } from '../router/StorefrontRoutes';
import {
  clientNavigationTarget,
  isSameDocumentEntry,
  MAX_CLIENT_REDIRECTS,
  navigationTargetOf,
} from './navigation';

type NavigationMode = 'push' | 'replace' | 'pop';

/** What the browser's loaders get: the route deps with the client still to load (decision 0037). */
export type BrowserRouteDeps = Omit<RouteDeps, 'client'> & { readonly shopClient: ShopClient };

export interface ClientRouterProps {
  readonly initial: RouterState;
  readonly deps: BrowserRouteDeps;
  /** The element the app renders into; only links inside it are handled. */
  readonly container: Element;
  /** The routes served: the shop's alone unless the app adds its own. */
  readonly router?: StorefrontRouter;
  /**
   * True when navigations must load documents from now on: a new build was deployed (buildWatch.ts,
   * the build manifest poll), so the old page's chunks may be gone.
   */
  readonly loadsAsDocument?: () => boolean;
}

const routeLoaders = () => import('../router/loadRoute');

function hrefOf(url: URL): string {
  return `${url.pathname}${url.search}`;
}

/**
 * A second after a page is shown, loads ahead the code its visible links lead to (linkPreloads.ts,
 * imported only then). Keyed by the page, so each shown page starts anew.
 */
function PreloadLinksAhead({
  container,
  router,
  shopClient,
}: {
  container: Element;
  router: StorefrontRouter;
  shopClient: ShopClient;
}) {
  useEffect(() => {
    let stopWatching: (() => void) | null = null;
    let left = false;
    const timer = setTimeout(() => {
      // The first client-side navigation needs the Apollo client as much as the route's code.
      shopClient
        .load()
        .catch((error: unknown) => console.warn('[storefront] client not loaded ahead', error));
      void import('./linkPreloads').then(({ preloadVisibleLinks }) => {
        if (!left) stopWatching = preloadVisibleLinks(container, router, routeLoaders);
      });
    }, PRELOAD_DELAY_MS);
    return () => {
      left = true;
      clearTimeout(timer);
      stopWatching?.();
    };
  }, [container, router, shopClient]);
  return null;
}

/** After a navigation, focus the new page's main heading (or main) so screen readers announce it. */
function focusMainContent(): void {
  const main = document.getElementById(MAIN_CONTENT_ID);
  if (!main) return;
  const heading = main.querySelector('h1');
  const target = heading instanceof HTMLElement ? heading : main;
  if (target !== main && !target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}

/**
 * Navigates between the storefront's pages in the browser: same-origin links inside `container` load
 * the next route's data and render it without a document load; back and forward restore it.
 *
 * @example
 * ```tsx
 * // hydrateStorefront renders it; a host that hydrates itself:
 * hydrateRoot(container, <ClientRouter initial={initialState} deps={deps} container={container} router={router} />);
 * ```
 */
export function ClientRouter({
  initial,
  deps,
  container,
  router = CORE_ROUTER,
  loadsAsDocument,
}: ClientRouterProps) {
  const [state, setState] = useState<RouterState>(initial);
  const shownHref = useRef(initial.href);
  const latest = useRef(0);
  const [navigated, setNavigated] = useState(0);
  // Spec §4 "refresh": when the cached data was last fetched (the document load, then each refresh).
  const lastRefreshAt = useRef(Date.now());

  const navigate = useCallback(
    async (url: URL, mode: NavigationMode, redirects = 0, inPage = false): Promise<void> => {
      const token = ++latest.current;
      // A new build: the browser loads the next page with the new code (back/forward included).
      if (loadsAsDocument?.()) {
        // Back/forward has already moved to the entry: load it where it is.
        if (mode === 'pop') window.location.reload();
        else if (mode === 'replace') window.location.replace(url.href);
        else window.location.assign(url.href);
        return;
      }
      try {
        if (isDataStale(lastRefreshAt.current, Date.now())) {
          lastRefreshAt.current = Date.now();
          // Drops the cache and refetches what is shown (header, cart); the loader below fetches anew.
          await (await deps.shopClient.load()).resetStore();
        }
        const match = router.table.match(url.pathname);
        const { loadRoute, outcomeMeta } = await routeLoaders();
        const { shopClient, ...given } = deps;
        const outcome = await loadRoute(
          match,
          url,
          { ...given, client: await shopClient.load() },
          { withLayout: false, router },
        );
        // The code of the CMS elements the page shows, so it renders whole at once.
        await preloadCmsElements(cmsElementTypesIn(outcome));
        // A newer navigation started meanwhile: it decides what is shown.
        if (token !== latest.current) return;
        if (outcome.kind === 'redirect') {
          const target = navigationTargetOf(outcome.location, url, router.table);
          // Spec §8: an external or unsafe target is refused; the page stays as it is.
          if (target.kind === 'refused') return;
          if (target.kind === 'document' || redirects >= MAX_CLIENT_REDIRECTS) {
            window.location.assign(target.url.href);
            return;
          }
          // The redirect replaces a back/forward entry, and is the pushed entry of a click.
          return navigate(target.url, mode === 'pop' ? 'replace' : mode, redirects + 1);
        }
        if (mode === 'push') window.history.pushState(null, '', url.href);
        else if (mode === 'replace') window.history.replaceState(null, '', url.href);
        shownHref.current = hrefOf(url);
        document.title = outcomeMeta(deps, outcome).title;
        setState({ href: hrefOf(url), match, outcome });
        if (inPage) return;
        setNavigated((count) => count + 1);
        if (mode !== 'pop') window.scrollTo(0, 0);
      } catch {
        if (token === latest.current) window.location.assign(url.href);
      }
    },
    [deps, router, loadsAsDocument],
  );

  useEffect(() => {
    function onClick(event: MouseEvent) {
      const anchor = event.target instanceof Element ? event.target.closest('a') : null;
      if (!(anchor instanceof HTMLAnchorElement) || !container.contains(anchor)) return;
      const target = clientNavigationTarget(
        event,
        {
          href: anchor.getAttribute('href'),
          target: anchor.getAttribute('target'),
          hasDownload: anchor.hasAttribute('download'),
        },
        new URL(window.location.href),
        router.table,
      );
      if (!target) return;
      event.preventDefault();
      // The same page again: like a browser, load it anew but do not add a history entry.
      void navigate(target, hrefOf(target) === shownHref.current ? 'replace' : 'push');
    }
    function onPopState() {
      const next = new URL(window.location.href);
      if (isSameDocumentEntry(next, shownHref.current)) return;
      void navigate(next, 'pop');
    }
    document.addEventListener('click', onClick);
    window.addEventListener('popstate', onPopState);
    return () => {
      document.removeEventListener('click', onClick);
      window.removeEventListener('popstate', onPopState);
    };
  }, [container, navigate, router]);

  useEffect(() => {
    if (navigated > 0) focusMainContent();
  }, [navigated]);

  const replaceUrl = useCallback<ReplaceUrl>((href) => {
    const url = new URL(href, window.location.href);
    window.history.replaceState(window.history.state, '', url.href);
    shownHref.current = hrefOf(url);
  }, []);

  const navigateTo = useCallback<NavigateTo>(
    (href, options) => {
      const target = navigationTargetOf(href, new URL(window.location.href), router.table);
      // Spec §8: an external or unsafe target is refused; the page stays as it is.
      if (target.kind === 'refused') return;
      // A route that requires a document load (its server render reads what the last request changed,
      // such as the session a checkout login started) is loaded by the browser.
      if (target.kind === 'document') {
        window.location.assign(target.url.href);
        return;
      }
      const { url } = target;
      void navigate(url, hrefOf(url) === shownHref.current ? 'replace' : 'push', 0, options?.inPage);
    },
    [navigate, router],
  );

  return (
    <NavigateToContext.Provider value={navigateTo}>
      <ReplaceUrlContext.Provider value={replaceUrl}>
        <StorefrontRoutes state={state} router={router} />
        <PreloadLinksAhead
          key={state.href}
          container={container}
          router={router}
          shopClient={deps.shopClient}
        />
      </ReplaceUrlContext.Provider>
    </NavigateToContext.Provider>
  );
}
