import {
  type AppRouteName,
  CartDocument,
  isRejectedCatchAllPath,
  type MessageKey,
  type RouteName,
  resolvePageOutcome,
  robotsFor,
  translate,
  WishlistEssentialsDocument,
} from '@ranzen/sdk-core';
import type {
  CertificateLoaderData,
  ContactDetailsLoaderData,
  CustomerNumberLoaderData,
  NewPasswordLoaderData,
  RegisterLoaderData,
} from './accountLoaders';
import type { AddressBookLoaderData } from './addressBookLoaders';
import type { CheckoutStepData } from './checkoutLoaders';
import type { CheckoutConfirmationData, CheckoutSummaryData } from './checkoutPaymentLoaders';
import { type CmsCookieState, cmsCookieState } from './frameCookies';
import { CURRENT_LIST_VARIABLES, prefetchLayoutData } from './layoutData';
import { type CategoryLoaderData, loadCategory, type SearchLoaderData } from './listingLoaders';
import { GONE, gone, loadOrFail, notFound, type RouteAnswerOutcome, redirectTo } from './loaderErrors';
import type { OrderDetailLoaderData, OrdersLoaderData } from './orderLoaders';
import { loadPageDetails, type PageDetails } from './pageDetails';
import type { WithMeta } from './pageMeta';
import { pageTitle } from './pageTitle';
import type { PrimeCheckoutData, PrimeConfirmationData, PrimePageData } from './primeLoaders';
import { fetchProductPage, type ProductPageData } from './productData';
import type { ReturnsStepData } from './returnsLoaders';
import type { RouteDeps } from './routeDeps';
import {
  type CataloguePageData,
  type CmsContentData,
  cmsContentData,
  type LogoutLoaderData,
  type ServicePageData,
} from './serviceLoaders';
import { hasWishlists, type WishlistLoaderData } from './wishlistLoaders';

// Every route's loader is reachable from this one module, the chunk the router loads lazily.
export type {
  CertificateLoaderData,
  ContactDetailsLoaderData,
  CustomerNumberLoaderData,
  NewPasswordLoaderData,
  RegisterLoaderData,
} from './accountLoaders';
export {
  loadAccount,
  loadCertificate,
  loadContactDetails,
  loadCustomerNumber,
  loadNewPassword,
  loadPassword,
  loadRegister,
  loadResetPassword,
} from './accountLoaders';
export { loadAddressBook, loadAddresses } from './addressBookLoaders';
export type { CheckoutStepData } from './checkoutLoaders';
export { loadCheckoutShipping, loadCheckoutStep } from './checkoutLoaders';
export type { CheckoutConfirmationData, CheckoutSummaryData } from './checkoutPaymentLoaders';
export {
  loadCheckoutConfirmation,
  loadCheckoutPayment,
  loadCheckoutSummary,
  loadComputopSuccess,
} from './checkoutPaymentLoaders';
export type { CategoryLoaderData, SearchLoaderData } from './listingLoaders';
export { loadCategory, loadSearch } from './listingLoaders';
export type { OrderDetailLoaderData, OrdersLoaderData } from './orderLoaders';
export { loadOrderDetail, loadOrders } from './orderLoaders';
export type { PageDetails } from './pageDetails';
export type { PrimeCheckoutData, PrimeConfirmationData, PrimePageData } from './primeLoaders';
export { loadPrime, loadPrimeCheckout, loadPrimeConfirmation } from './primeLoaders';
export type { ReturnsStepData } from './returnsLoaders';
export { loadReturns, loadReturnsStep } from './returnsLoaders';
export type { RouteDeps } from './routeDeps';
export {
  loadCataloguePage,
  loadCfTest,
  loadCmsRoute,
  loadLogin,
  loadLogout,
  loadRating,
  loadServicePage,
} from './serviceLoaders';
export { loadWishlist } from './wishlistLoaders';

export interface HomeLoaderData extends WithMeta {
  readonly rows: PageDetails['rows'];
  readonly cms: CmsCookieState;
  /** Reported in the Meta event's test_id / test_variant. */
  readonly abTests: PageDetails['activeAbTests'];
}

export interface ProductLoaderData extends WithMeta, ProductPageData {}

export interface BasketLoaderData extends WithMeta {
  /** The store's in-stock message key for the rows' delivery status. */
  readonly inStockKey: MessageKey;
}

export type { CataloguePageData, CmsContentData, ServiceForm, ServicePageData } from './serviceLoaders';

export type CatchAllLoaderData =
  | (CmsContentData & { readonly kind: 'content' })
  | (CategoryLoaderData & { readonly kind: 'category' });

/**
 * Each route's loader data, by the route's name in sdk-core's declarations (a route without an
 * entry here is a type error in the route bindings). `never`: the route always answers with a
 * redirect or an error status (the rating link), so it has no page.
 */
export interface RouteData {
  readonly index: HomeLoaderData;
  readonly login: WithMeta;
  readonly logout: LogoutLoaderData;
  readonly category: CategoryLoaderData;
  readonly product: ProductLoaderData;
  readonly search: SearchLoaderData;
  readonly prime: PrimePageData;
  readonly rating: never;
  readonly cfTest: WithMeta;
  readonly catalogue: CataloguePageData;
  readonly service: ServicePageData;
  readonly orderForm: CmsContentData;
  readonly basket: BasketLoaderData;
  readonly checkoutLogin: CheckoutStepData;
  readonly checkoutShipping: CheckoutStepData;
  readonly checkoutPayment: CheckoutStepData;
  readonly checkoutSummary: CheckoutSummaryData;
  readonly checkoutConfirmation: CheckoutConfirmationData;
  readonly computopSuccess: never;
  readonly primeCheckout: PrimeCheckoutData;
  readonly primeConfirmation: PrimeConfirmationData;
  readonly account: never;
  readonly register: RegisterLoaderData;
  readonly resetPassword: WithMeta;
  readonly password: WithMeta;
  readonly newPassword: NewPasswordLoaderData;
  readonly contactDetails: ContactDetailsLoaderData;
  readonly customerNumber: CustomerNumberLoaderData;
  readonly certificate: CertificateLoaderData;
  readonly addresses: never;
  readonly addressBook: AddressBookLoaderData;
  readonly wishlist: WishlistLoaderData;
  readonly orders: OrdersLoaderData;
  readonly orderDetail: OrderDetailLoaderData;
  readonly returns: WithMeta;
  readonly returnsStep: ReturnsStepData;
  readonly catchAll: CatchAllLoaderData;
}

/** The routes that render a page (those whose loader can answer with data). */
export type PageRoute = {
  readonly [Route in RouteName]: [RouteData[Route]] extends [never] ? never : Route;
}[RouteName];

/** A page of an app's own route (router/StorefrontRouter.ts): its loader data has a meta. */
export interface AppLoadedPage {
  readonly route: AppRouteName;
  readonly data: WithMeta;
}

/** A loaded page: the route it matched and that route's loader data (JSON, it is serialised). */
export type LoadedPage =
  | {
      readonly [Route in PageRoute]: { readonly route: Route; readonly data: RouteData[Route] };
    }[PageRoute]
  | AppLoadedPage;

export type RouteOutcome =
  | { readonly kind: 'page'; readonly status: 200; readonly page: LoadedPage }
  | RouteAnswerOutcome;

/** What a rendered document shows: a page or the error page (redirects are never rendered). */
export type RenderedOutcome = Exclude<RouteOutcome, { readonly kind: 'redirect' }>;

/** The CMS host state the visitor's cookies decide, computed when the page loads (no flash). */
function cmsStateOf({ readCookies }: RouteDeps): CmsCookieState {
  return cmsCookieState(readCookies?.() ?? {});
}

export async function loadHome(deps: RouteDeps, url: URL): Promise<HomeLoaderData> {
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

export async function loadProduct(
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

export function loadBasket({ store, messages }: RouteDeps): BasketLoaderData {
  return {
    inStockKey: store.inStockMessageKey,
    meta: {
      title: pageTitle(store, translate(messages, 'vue.basket.title')),
      robots: robotsFor('basket'),
    },
  };
}

/**
 * The path-redirect lookup that runs for each navigation, beside the route's loader
 * (router/loadRoute.ts): the answer kept for the URL in its page details, a redirect (a category
 * merged into another, a product page moved) or a 410 (a product taken out of the range for good),
 * else null. Best effort: a failed lookup leaves the answer to the loader.
 */
export async function keptPathAnswer(
  { client }: Pick<RouteDeps, 'client'>,
  url: URL,
): Promise<RouteAnswerOutcome | null> {
  try {
    const outcome = resolvePageOutcome(await loadPageDetails(client, url.pathname, url));
    if (outcome.kind === 'redirect')
      return { kind: 'redirect', status: outcome.status, location: outcome.location };
    return outcome.kind === 'gone' ? GONE : null;
  } catch {
    return null;
  }
}

/** Pages outside the table are resolved by URL (CMS content, category by URL, redirect, 410). */
export async function loadCatchAll(deps: RouteDeps, pathname: string, url: URL): Promise<CatchAllLoaderData> {
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

/**
 * The header's cart count comes from the Cart query with the cartId cookie (0 without one), its wish list
 * count and the hearts from the WishlistEssentials query (best effort: the count decorates the page); the
 * footer, global parameters and customer info are prefetched
 * beside them (layoutData.ts).
 */
export async function loadLayout({ client, cartId, readCookies }: RouteDeps): Promise<void> {
  await Promise.all([
    cartId ? loadOrFail(() => client.query({ query: CartDocument, variables: { cartId } })) : undefined,
    hasWishlists(cartId, readCookies?.() ?? {})
      ? client
          .query({ query: WishlistEssentialsDocument, variables: CURRENT_LIST_VARIABLES, errorPolicy: 'all' })
          .catch(() => undefined)
      : undefined,
    prefetchLayoutData(client),
  ]);
}
