// One loader per entry of sdk-core's route table (spec storefront §2.1, decision 0002). Loaders
// prefetch each page's queries into the Apollo cache (the per-request cache on the server, the
// browser client's cache before a client-side navigation) and return the page's data and meta, so
// the status code (200/301/302/404/410/503) is known before the server streams a byte (spec §2.4,
// §8). Pages then read the same queries with Apollo hooks, cache-first, and hydrate without a request.
import type { ApolloClient } from '@apollo/client';
import {
  CATALOGUE_PATHS,
  CartDocument,
  isRejectedCatchAllPath,
  type MessageCatalogue,
  type MessageKey,
  type RouteMatch,
  resolvePageOutcome,
  robotsFor,
  routeGuard,
  type StoreConfig,
  translate,
} from '@ranzen/sdk-core';
import { type CmsCookieState, type CookieJar, cmsCookieState } from './frameCookies';
import { prefetchLayoutData } from './layoutData';
import { type CategoryLoaderData, loadCategory, loadSearch, type SearchLoaderData } from './listingLoaders';
import {
  gone,
  isRouteAnswer,
  loadOrFail,
  notFound,
  type RouteAnswerOutcome,
  redirectTo,
} from './loaderErrors';
import { loadPageComponent, preloadPageComponent } from './pageComponents';
import { loadPageDetails, type PageDetails } from './pageDetails';
import type { PageMeta, WithMeta } from './pageMeta';
import { pageTitle } from './pageTitle';
import { fetchProductPage, type ProductPageData } from './productData';
import {
  cmsContentData,
  type LogoutLoaderData,
  loadCfTest,
  loadCmsRoute,
  loadLogin,
  loadLogout,
  loadRating,
  PRIME_PAGE_PATH,
} from './serviceLoaders';

export interface RouteDeps {
  readonly client: ApolloClient;
  readonly store: StoreConfig;
  /** The store's message catalogue, for titles and messages loaders put into their data. */
  readonly messages: MessageCatalogue;
  /** From the cartId cookie; null for a visitor without a cart. */
  readonly cartId: string | null;
  /**
   * The visitor's cookies now: the request's on the server, `document.cookie` in the browser. Read
   * by loaders whose output depends on them (closed info bars, consent; spec §3.15, §4). Absent in
   * tests: no cookies.
   */
  readonly readCookies?: () => CookieJar;
  /**
   * Server only: a Set-Cookie value for the document response (logout, server toasts). Absent in the
   * browser, where the routes that need it are never loaded (sdk-core requiresDocumentLoad).
   */
  readonly setCookie?: (cookie: string) => void;
}

export type { CategoryLoaderData, SearchLoaderData } from './listingLoaders';
export type { PageDetails } from './pageDetails';

export interface HomeLoaderData extends WithMeta {
  readonly rows: PageDetails['rows'];
  readonly cms: CmsCookieState;
  /** Spec §3.14: reported in the Meta event's test_id / test_variant. */
  readonly abTests: PageDetails['activeAbTests'];
}

export interface ProductLoaderData extends WithMeta, ProductPageData {}

export interface BasketLoaderData extends WithMeta {
  /** The store's in-stock message key for the rows' delivery status (spec storefront §5). */
  readonly inStockKey: MessageKey;
}

/** A CMS content page: the catch-all's content pages and the fixed routes backed by the CMS. */
export interface CmsContentData extends WithMeta {
  readonly rows: PageDetails['rows'];
  readonly cms: CmsCookieState;
  readonly abTests: PageDetails['activeAbTests'];
}

export type CatchAllLoaderData =
  | (CmsContentData & { readonly kind: 'content' })
  | (CategoryLoaderData & { readonly kind: 'category' });

/** A loaded page: the route it matched and that route's loader data (JSON, it is serialised). */
export type LoadedPage =
  | { readonly route: 'index'; readonly data: HomeLoaderData }
  | { readonly route: 'category'; readonly data: CategoryLoaderData }
  | { readonly route: 'search'; readonly data: SearchLoaderData }
  | { readonly route: 'product'; readonly data: ProductLoaderData }
  | { readonly route: 'basket'; readonly data: BasketLoaderData }
  | { readonly route: 'login'; readonly data: WithMeta }
  | { readonly route: 'logout'; readonly data: LogoutLoaderData }
  | { readonly route: 'cmsPage'; readonly data: CmsContentData }
  | { readonly route: 'cfTest'; readonly data: WithMeta }
  | { readonly route: 'catchAll'; readonly data: CatchAllLoaderData };

export type PageRoute = LoadedPage['route'];

export type RouteOutcome =
  | { readonly kind: 'page'; readonly status: 200; readonly page: LoadedPage }
  | RouteAnswerOutcome;

/** What a rendered document shows: a page or the error page (redirects are never rendered). */
export type RenderedOutcome = Exclude<RouteOutcome, { readonly kind: 'redirect' }>;

/** The CMS host state the visitor's cookies decide, computed when the page loads (no flash). */
function cmsStateOf({ readCookies, store }: RouteDeps): CmsCookieState {
  return cmsCookieState(readCookies?.() ?? {}, store);
}

async function loadHome(deps: RouteDeps, url: URL): Promise<HomeLoaderData> {
  const { client, store, messages } = deps;
  const details = await loadPageDetails(client, '/', url);
  return {
    rows: details?.rows ?? [],
    cms: cmsStateOf(deps),
    abTests: details?.activeAbTests ?? [],
    meta: {
      title: pageTitle(store, details?.title ?? translate(messages, 'vue.meta.homeTitle')),
      description: details?.metaDescription ?? translate(messages, 'vue.meta.homeDescription'),
      robots: robotsFor('indexable', details?.metaRobots),
    },
  };
}

async function loadProduct(
  { client, store }: RouteDeps,
  productId: string,
  url: URL,
): Promise<ProductLoaderData> {
  const { page, product } = await loadOrFail(() => fetchProductPage(client, productId, url, store));
  if (!product) return notFound();
  return {
    ...page,
    meta: {
      title: pageTitle(store, product.metaTitle ?? product.name),
      description: product.metaDescription,
      robots: robotsFor('indexable', product.metaRobots),
    },
  };
}

function loadBasket({ store, messages }: RouteDeps): BasketLoaderData {
  return {
    inStockKey: store.inStockMessageKey,
    meta: {
      title: pageTitle(store, translate(messages, 'vue.basket.title')),
      robots: robotsFor('basket'),
    },
  };
}

/** Spec §2.4: pages outside the table are resolved by URL (CMS content, category by URL, redirect, 410). */
async function loadCatchAll(deps: RouteDeps, pathname: string, url: URL): Promise<CatchAllLoaderData> {
  if (isRejectedCatchAllPath(pathname)) return notFound();
  const details = await loadPageDetails(deps.client, pathname, url);
  const outcome = resolvePageOutcome(details);
  switch (outcome.kind) {
    case 'redirect':
      return redirectTo(outcome.location, outcome.status);
    case 'gone':
      return gone();
    case 'notFound':
      return notFound();
    case 'category':
      return { kind: 'category', ...(await loadCategory(deps, outcome.categoryId, url)) };
    case 'content':
      return { kind: 'content', ...cmsContentData(deps, details, pathname) };
  }
}

async function loadPage(match: RouteMatch, url: URL, deps: RouteDeps): Promise<LoadedPage> {
  switch (match.name) {
    case 'index':
      return { route: 'index', data: await loadHome(deps, url) };
    case 'category':
      return { route: 'category', data: await loadCategory(deps, match.id, url) };
    case 'search':
      return { route: 'search', data: await loadSearch(deps, url) };
    case 'product':
      return { route: 'product', data: await loadProduct(deps, match.id, url) };
    case 'basket':
      return { route: 'basket', data: loadBasket(deps) };
    case 'catchAll':
      return { route: 'catchAll', data: await loadCatchAll(deps, match.path, url) };
    case 'login':
      return { route: 'login', data: loadLogin(deps) };
    case 'logout':
      return { route: 'logout', data: loadLogout(deps) };
    case 'rating':
      return loadRating(deps, url);
    case 'prime':
      return { route: 'cmsPage', data: await loadCmsRoute(deps, PRIME_PAGE_PATH, url) };
    case 'catalogue':
      return { route: 'cmsPage', data: await loadCmsRoute(deps, CATALOGUE_PATHS[match.variant], url) };
    case 'service':
      return { route: 'cmsPage', data: await loadCmsRoute(deps, match.path, url) };
    case 'cfTest':
      return { route: 'cfTest', data: loadCfTest(deps) };
  }
}

/**
 * The header's cart count comes from the Cart query with the cartId cookie (0 without one); the
 * footer, global parameters and customer info are prefetched beside it (layoutData.ts).
 */
async function loadLayout({ client, cartId }: RouteDeps): Promise<void> {
  await Promise.all([
    cartId ? loadOrFail(() => client.query({ query: CartDocument, variables: { cartId } })) : undefined,
    prefetchLayoutData(client),
  ]);
}

export interface LoadRouteOptions {
  /**
   * Also load the layout's data (the header's cart). True for a document request; a client-side
   * navigation keeps the layout and its cache entries, so it has nothing to reload.
   */
  readonly withLayout: boolean;
}

/**
 * Runs the loaders of a route match and answers with the outcome: the page, a redirect or an error
 * status. Only RouteAnswers become outcomes; any other exception is a bug and is rethrown (the
 * server answers it with 500, the browser falls back to a document load).
 */
export async function loadRoute(
  match: RouteMatch,
  url: URL,
  deps: RouteDeps,
  { withLayout }: LoadRouteOptions,
): Promise<RouteOutcome> {
  // Spec §2.4 guards (security logout, B2B catalogue login and variant) before anything loads.
  const guard = routeGuard(match, deps.store, deps.readCookies?.() ?? {});
  if (!guard.allow) return { kind: 'redirect', status: 302, location: guard.location };
  preloadPageComponent(match.name);
  // Layout and page load in parallel; a failing layout wins, as the outer boundary would.
  const [layout, page] = await Promise.allSettled([
    withLayout ? loadLayout(deps) : Promise.resolve(),
    loadPage(match, url, deps),
  ]);
  if (layout.status === 'rejected') return answerOf(layout.reason);
  if (page.status === 'rejected') return answerOf(page.reason);
  await loadPageComponent(page.value.route);
  return { kind: 'page', status: 200, page: page.value };
}

function answerOf(error: unknown): RouteAnswerOutcome {
  if (isRouteAnswer(error)) return error.outcome;
  throw error;
}

/** The head's meta for what is shown: the page's own, or the error page's (spec §2.9). */
export function outcomeMeta(
  { store, messages }: Pick<RouteDeps, 'store' | 'messages'>,
  outcome: RenderedOutcome,
): PageMeta {
  if (outcome.kind === 'page') return outcome.page.data.meta;
  const notFoundStatus = outcome.status === 404 || outcome.status === 410;
  // Spec storefront §2.9: not-found title for 404/410, Error otherwise; the page is noindex,follow.
  const title = translate(messages, notFoundStatus ? 'statuscode.title.notFound' : 'statuscode.title.error');
  return { title: pageTitle(store, title), robots: robotsFor(notFoundStatus ? 'notFound' : 'error') };
}
