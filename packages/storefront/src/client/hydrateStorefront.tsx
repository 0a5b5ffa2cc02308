// Browser entry shared by the apps: hydrates the streamed HTML from the server's route state and the
// results its components rendered with (decisions 0002, 0037), so hydration sends no GraphQL request
// and runs no loader; only the shown page's component chunk is loaded first (pageComponents.ts).
// Apollo Client loads behind a promise with the server's cache restored: before hydration for a page
// that reads through Apollo's hooks, else on the first need (a write, a navigation, the load-ahead a
// second after the page is shown, or the visitor's first interaction).
//
// Resilience (spec storefront §2.4, §4, §8): a failed lazy chunk reloads the page once within the reload
// guard, a failed mount is logged and shown as an app error, a deploy is noticed by the build manifest
// poll and the next navigation loads as a document, errors are silenced 1 s after the page is hidden,
// and the service worker at /sw.js is registered once the page is idle.
import '@ranzen/ui/styles/tokens.css';
import '@ranzen/ui/styles/base.css';
import type { NormalizedCacheObject } from '@apollo/client';
import {
  acceptsPartialResults,
  isChunkLoadError,
  routePath,
  SERVICE_WORKER_PATH,
  type StoreConfig,
  sessionStorageOf,
  storeById,
} from '@ranzen/sdk-core';
import {
  deferredShopClient,
  GRAPHQL_ENDPOINT,
  nextTask,
  parseDocumentCookies,
  type ShopClient,
} from '@ranzen/sdk-react';
import { cmsElementTypesIn, preloadCmsElements } from '@ranzen/ui';
import { type ReactNode, startTransition, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { loadConsentBanner } from '../pages/ConsentProvider';
import { StorefrontProviders } from '../pages/StorefrontProviders';
import { hydratesWithoutClient, loadPageComponent } from '../router/pageComponents';
import { type AppRoute, createStorefrontRouter } from '../router/StorefrontRouter';
import {
  APP_ERROR_TEMPLATE_ID,
  HYDRATION_ATTRIBUTE,
  type HydrationStage,
  ROOT_ELEMENT_ID,
  STATE_ELEMENT_ID,
  type StorefrontState,
} from '../server/hydrationState';
import { watchBuild } from './buildWatch';
import { ClientRouter } from './ClientRouter';
import { reportError } from './errorReporting';
import { installChunkErrorReload, installErrorWatch, reloadOnce } from './pageRecovery';

function readState(): StorefrontState {
  const element = document.getElementById(STATE_ELEMENT_ID);
  if (!element?.textContent) throw new Error('storefront: server state missing');
  return JSON.parse(element.textContent) as StorefrontState;
}

export interface HydrateOptions {
  /** The stores this app serves; the server named one of them. */
  readonly stores: readonly StoreConfig[];
  /** The app's own routes beside the shop's: the same the server was started with. */
  readonly routes?: readonly AppRoute[];
}

/** Registers the service worker once the page is idle (it must not compete with the page's own requests). */
function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const register = () =>
    navigator.serviceWorker.register(SERVICE_WORKER_PATH).catch((error: unknown) => {
      console.warn('[storefront] service worker not registered', error);
    });
  if ('requestIdleCallback' in window) window.requestIdleCallback(() => void register());
  else setTimeout(() => void register(), 1);
}

/** Events of a visitor about to act: the client loads with the first, before its click or key lands. */
const FIRST_INTERACTION_EVENTS = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const;

function loadOnFirstInteraction(shopClient: ShopClient): void {
  const load = () => {
    for (const type of FIRST_INTERACTION_EVENTS) window.removeEventListener(type, load, true);
    shopClient.load().catch((error: unknown) => console.warn('[storefront] client not loaded', error));
  };
  for (const type of FIRST_INTERACTION_EVENTS)
    window.addEventListener(type, load, { capture: true, passive: true });
}

function markHydration(stage: HydrationStage): void {
  document.documentElement.setAttribute(HYDRATION_ATTRIBUTE, stage);
}

/**
 * Wraps the whole tree: its effect runs after every other effect of the hydration commit, so the
 * document is marked hydrated only when all of the page's handlers are attached.
 */
function HydrationMark({ children }: { readonly children: ReactNode }) {
  useEffect(() => markHydration('done'), []);
  return children;
}

/**
 * The app error of a page that could not be mounted (mount failures are logged and shown as
 * an app error): the server's HTML stays, with the server-rendered alert above it that offers to
 * reload. Its texts come with the HTML, so the entry carries no message catalogue (first-load budget).
 */
function showAppError(root: HTMLElement | null): void {
  const template = document.getElementById(APP_ERROR_TEMPLATE_ID);
  if (template instanceof HTMLTemplateElement)
    (root ?? document.body).prepend(template.content.cloneNode(true));
}

/**
 * Hydrates the server's page; a failure to mount is logged and shown as an app error, or, when a
 * chunk could not be loaded, reloads the page once (a deploy replaced it).
 *
 * @example
 * ```ts
 * void hydrateStorefront({ stores: [STORES.de, STORES.at] });
 * ```
 */
export async function hydrateStorefront(options: HydrateOptions): Promise<void> {
  installChunkErrorReload(window);
  try {
    await mountStorefront(options);
  } catch (error) {
    console.error('[storefront] mount failed', error);
    const reload = {
      storage: sessionStorageOf(window),
      reload: () => window.location.reload(),
      now: Date.now,
    };
    if (isChunkLoadError(error) && reloadOnce(reload)) return;
    showAppError(document.getElementById(ROOT_ELEMENT_ID));
    markHydration('failed');
  }
}

async function mountStorefront({ stores, routes }: HydrateOptions): Promise<void> {
  const router = createStorefrontRouter(routes);
  const state = readState();
  const store = stores.find((candidate) => candidate.id === state.storeId) ?? storeById(state.storeId);
  const root = document.getElementById(ROOT_ELEMENT_ID);
  if (!store || !root) throw new Error('storefront: unknown store or missing root element');
  const { outcome } = state.route;
  const shopClient = deferredShopClient({
    rendered: state.results,
    create: () =>
      import('@ranzen/sdk-core/client').then(async ({ createShopClient }) => {
        // The code's evaluation and the cache's restore in tasks of their own (Lighthouse TBT).
        await nextTask();
        return createShopClient({
          uri: GRAPHQL_ENDPOINT,
          initialState: state.apollo as NormalizedCacheObject,
          acceptPartialResults: acceptsPartialResults(parseDocumentCookies(document.cookie)),
          location: {
            pathname: () => window.location.pathname,
            goHome: () => window.location.assign(routePath('index')),
          },
        });
      }),
  });
  await Promise.all([
    outcome.kind === 'page' ? loadPageComponent(outcome.page.route, router) : undefined,
    // The code of the CMS elements the server HTML shows (the footer's grid, the page's rows).
    preloadCmsElements(cmsElementTypesIn([state.results, state.route])),
    // The consent banner's, when the server HTML shows it (no choice yet).
    state.consentChoice === null ? loadConsentBanner() : undefined,
    outcome.kind === 'page' && hydratesWithoutClient(outcome.page.route) ? undefined : shopClient.load(),
  ]);
  loadOnFirstInteraction(shopClient);
  installErrorWatch(window, reportError);
  const build = state.buildId ? watchBuild({ buildId: state.buildId, target: window }) : null;
  // Hydrated as a transition, React works through the tree in slices of a few milliseconds and lets
  // the browser run in between; as a default update it hydrates in one task (400 ms and more on a
  // 4x-throttled phone CPU: Lighthouse TBT, DESIGN §6). Input meanwhile hydrates its target first.
  startTransition(() => {
    hydrateRoot(
      root,
      <HydrationMark>
        <StorefrontProviders
          shopClient={shopClient}
          store={store}
          messages={state.messages}
          cartId={state.cartId}
          mobileSearchOnArrival={state.mobileSearchOnArrival}
          infoLayerHidden={state.infoLayerHidden}
          consentChoice={state.consentChoice}
          analytics={state.analytics}
          buildId={state.buildId}
          languageOrigins={state.languageOrigins}
        >
          <ClientRouter
            initial={state.route}
            deps={{
              shopClient,
              store,
              messages: state.messages,
              cartId: state.cartId,
              readCookies: () => parseDocumentCookies(document.cookie),
            }}
            container={root}
            router={router}
            loadsAsDocument={build?.changed}
          />
        </StorefrontProviders>
      </HydrationMark>,
    );
  });
  registerServiceWorker();
}
