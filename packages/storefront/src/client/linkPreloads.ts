// Loading ahead what a shown page's visible links lead to (spec storefront §4 "The page payload is
// prefetched after 1 s", §9 "Route preloads at once: 4"; the rules in sdk-core rules/preloads.ts). A
// page's data comes with its document, so what is loaded ahead is code: the route loaders with their
// GraphQL documents (the first client navigation needs them) and the page component of each route a
// visible in-app link leads to. The ClientRouter imports this module only when a page has been shown
// for a second, so none of it is in the first load.
import { createPreloadQueue } from '@ranzen/sdk-core';
import { nextTask } from '@ranzen/sdk-react';
import { preloadPageComponent } from '../router/pageComponents';
import type { StorefrontRouter } from '../router/StorefrontRouter';
import { navigationTargetOf } from './navigation';
import { loadAhead } from './pageRecovery';

/** One queue for the page's lifetime: a route's code is loaded once, whichever page links to it. */
const queue = createPreloadQueue();

/**
 * Queues a load ahead, started in a task of its own: a chunk's import inserts a preload link for each of
 * its dependencies, and several at once are a long task on a phone (Lighthouse TBT). One that
 * fails leaves the page as it is (pageRecovery.ts loadAhead).
 */
function addAhead(key: string, load: () => Promise<unknown>): void {
  queue.add(key, () => nextTask().then(() => loadAhead(load)));
}

/** The visitor asked the browser to save data (Chrome's Data Saver, a metered connection setting). */
function savesData(): boolean {
  const { connection } = navigator as Navigator & { connection?: { saveData?: boolean } };
  return connection?.saveData === true;
}

/** The route a link leads to when the app would render it itself; null for any other link. */
function clientRouteOf(link: Element, router: StorefrontRouter): string | null {
  const href = link.getAttribute('href');
  if (href === null) return null;
  const target = navigationTargetOf(href, new URL(window.location.href), router.table);
  return target.kind === 'client' ? router.table.match(target.url.pathname).name : null;
}

/**
 * Loads the route loaders, then the page code of every in-app link of `container` once it is on screen,
 * at most four at a time; answers the function that stops watching (the next page was shown).
 *
 * @example
 * ```ts
 * const stop = preloadVisibleLinks(document.getElementById('app')!, router, () => import('../router/loadRoute'));
 * ```
 */
export function preloadVisibleLinks(
  container: Element,
  router: StorefrontRouter,
  loadRouteLoaders: () => Promise<unknown>,
): () => void {
  if (savesData() || typeof IntersectionObserver === 'undefined') return () => undefined;
  addAhead('route loaders', loadRouteLoaders);
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      observer.unobserve(entry.target);
      const route = clientRouteOf(entry.target, router);
      if (route !== null) addAhead(route, () => preloadPageComponent(route, router));
    }
  });
  for (const link of container.querySelectorAll('a[href]')) observer.observe(link);
  return () => observer.disconnect();
}
