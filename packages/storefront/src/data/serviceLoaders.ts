// Loaders of the fixed routes beside the shop's core pages (spec storefront §2.1, §2.2, §2.4, §8):
// login and logout, the rating link, the CMS-backed pages with a route of their own (prime, the
// catalogue and service pages, the service pages with their forms: issue 20) and the empty-layout test page.
import {
  CONTACT_FORM_PATH,
  CONTACT_ORDER_PARAM,
  ConfirmNewsletterSubscriptionDocument,
  ContactFormDataDocument,
  type ContactFormDataQuery,
  DecryptRatingDataDocument,
  type MessageKey,
  NEWSLETTER_PATH,
  NEWSLETTER_SUCCESS_PATH,
  NEWSLETTER_TOKEN_PARAM,
  NEWSLETTER_UNSUBSCRIBE_PATH,
  noIndexPageFor,
  PrintedCataloguesDocument,
  type PrintedCataloguesQuery,
  ROBOTS_NOINDEX,
  resolvePageOutcome,
  robotsFor,
  routePath,
  SECURITY_LOGOUT_COOKIE,
  translate,
} from '@ranzen/sdk-core';
import { type CmsCookieState, cmsCookieState } from './frameCookies';
import { gone, loadOrFail, notFound, redirectTo } from './loaderErrors';
import { loadPageDetails, type PageDetails } from './pageDetails';
import type { WithMeta } from './pageMeta';
import { pageTitle } from './pageTitle';
import { serverToastCookie } from './responseCookies';
import type { RouteDeps } from './routeDeps';

/** A CMS content page: the catch-all's content pages and the fixed routes backed by the CMS. */
export interface CmsContentData extends WithMeta {
  readonly rows: PageDetails['rows'];
  readonly cms: CmsCookieState;
  readonly abTests: PageDetails['activeAbTests'];
}

export interface LogoutLoaderData extends WithMeta {
  /** A security logout rather than the visitor's own. */
  readonly security: boolean;
}

function titled({ store, messages }: RouteDeps, key: MessageKey, robots: string) {
  return { title: pageTitle(store, translate(messages, key)), robots };
}

export function loadLogin(deps: RouteDeps): WithMeta {
  return { meta: titled(deps, 'vue.loginPage.headline', robotsFor('login')) };
}

/**
 * Logout ends the API session and deletes the session cookies (the token's, and the
 * security-logout flag, so the forced visit happens once) and leaves its message as a server toast: a
 * warning after a security logout, the success message otherwise. Runs on the server only (a document
 * route, sdk-core requiresDocumentLoad), where deleting HttpOnly cookies is possible.
 */
export async function loadLogout(deps: RouteDeps): Promise<LogoutLoaderData> {
  const { messages, setCookie } = deps;
  const security = deps.readCookies?.()[SECURITY_LOGOUT_COOKIE] !== undefined;
  await deps.endSession?.();
  setCookie?.(
    serverToastCookie([
      security
        ? { type: 'warning', message: translate(messages, 'vue.message.securityLogout') }
        : { type: 'success', message: translate(messages, 'vue.user.logout.message') },
    ]),
  );
  return { security, meta: titled(deps, 'vue.logoutPage.headline', robotsFor('logout')) };
}

/**
 * The API decrypts enc; its message becomes a success or error toast; a result flagged
 * as a redirect with a message and a product id sends the visitor to the product (302: the link is
 * personal and must not be cached as moved), anything else is 404.
 */
export async function loadRating({ client, setCookie }: RouteDeps, url: URL): Promise<never> {
  const enc = url.searchParams.get('enc');
  if (!enc) return notFound();
  const { data } = await loadOrFail(() =>
    client.query({
      query: DecryptRatingDataDocument,
      variables: { encryptedData: enc },
      fetchPolicy: 'no-cache',
    }),
  );
  const result = data?.decryptRatingData;
  if (result?.message) {
    setCookie?.(serverToastCookie([{ type: result.success ? 'success' : 'error', message: result.message }]));
  }
  if (result?.redirect && result.message && result.productId)
    return redirectTo(routePath('product', { id: result.productId }), 302);
  return notFound();
}

/** A CMS content page's loader data; robots follow the spec's noindex list (e.g. newsletter success). */
export function cmsContentData(deps: RouteDeps, details: PageDetails | null, path: string): CmsContentData {
  return {
    rows: details?.rows ?? [],
    cms: cmsCookieState(deps.readCookies?.() ?? {}),
    abTests: details?.activeAbTests ?? [],
    meta: {
      title: pageTitle(deps.store, details?.title),
      description: details?.metaDescription,
      robots: robotsFor(noIndexPageFor(path) ?? 'indexable', details?.metaRobots),
    },
  };
}

/** A CMS page behind a fixed route: its content, or the lookup's answer (redirect, 410, 404) as on the catch-all. */
export async function loadCmsRoute(deps: RouteDeps, path: string, url: URL): Promise<CmsContentData> {
  const details = await loadPageDetails(deps.client, path, url);
  const outcome = resolvePageOutcome(details);
  switch (outcome.kind) {
    case 'redirect':
      return redirectTo(outcome.location, outcome.status);
    case 'gone':
      return gone();
    case 'notFound':
    case 'category':
      return notFound();
    case 'content':
      return cmsContentData(deps, details, path);
  }
}

export interface CataloguePageData extends CmsContentData {
  /** The store's printed catalogues: the request form shows them to every visitor, with a cart or not. */
  readonly catalogues: PrintedCataloguesQuery['printedCatalogues'];
}

/** /service/katalog and /service/catalogue: the CMS page and the store's printed catalogues. */
export async function loadCataloguePage(deps: RouteDeps, path: string, url: URL): Promise<CataloguePageData> {
  const [content, { data }] = await Promise.all([
    loadCmsRoute(deps, path, url),
    loadOrFail(() => deps.client.query({ query: PrintedCataloguesDocument })),
  ]);
  return { ...content, catalogues: data?.printedCatalogues ?? [] };
}

/** The form or outcome a service page shows beside its CMS content (issue 20). */
export type ServiceForm =
  | { readonly kind: 'newsletterSignUp' }
  /** The success page opened from the opt-in mail's link: whether the link's subscription is confirmed. */
  | { readonly kind: 'newsletterConfirmation'; readonly confirmed: boolean }
  /** The unsubscribe page; `token` is a newsletter mail's unsubscribe link's. */
  | { readonly kind: 'newsletterUnsubscribe'; readonly token: string | null }
  /** The contact form; `order` is the logged-in customer's order it was opened about (its contact form data). */
  | { readonly kind: 'contact'; readonly order: ContactFormDataQuery['contactFormData'] };

export interface ServicePageData extends CmsContentData {
  readonly form: ServiceForm | null;
}

/**
 * /service/newsletter/success opened from the opt-in mail's link: the token confirms the subscription
 * (the API; opening it again changes nothing and still answers confirmed) and the page shows the outcome
 * as its own content, rendered on the server: no toast and no redirect, so the answer is there with the
 * first HTML and a reload shows the same.
 */
async function confirmNewsletter(deps: RouteDeps, token: string): Promise<ServiceForm> {
  const { data } = await loadOrFail(() =>
    deps.client.mutate({ mutation: ConfirmNewsletterSubscriptionDocument, variables: { token } }),
  );
  return { kind: 'newsletterConfirmation', confirmed: data?.confirmNewsletterSubscription === true };
}

/** The contact data of the customer's order named in the URL; null for a visitor or another order (the API). */
async function contactOrderOf(deps: RouteDeps, url: URL): Promise<ServiceForm> {
  const orderId = url.searchParams.get(CONTACT_ORDER_PARAM);
  if (!orderId) return { kind: 'contact', order: null };
  const { data } = await loadOrFail(() =>
    deps.client.query({ query: ContactFormDataDocument, variables: { orderId }, fetchPolicy: 'no-cache' }),
  );
  return { kind: 'contact', order: data?.contactFormData ?? null };
}

async function serviceFormOf(deps: RouteDeps, path: string, url: URL): Promise<ServiceForm | null> {
  const token = url.searchParams.get(NEWSLETTER_TOKEN_PARAM);
  switch (path) {
    case NEWSLETTER_PATH:
      return { kind: 'newsletterSignUp' };
    case NEWSLETTER_SUCCESS_PATH:
      return token ? confirmNewsletter(deps, token) : null;
    case NEWSLETTER_UNSUBSCRIBE_PATH:
      return { kind: 'newsletterUnsubscribe', token };
    case CONTACT_FORM_PATH:
      return contactOrderOf(deps, url);
    default:
      return null;
  }
}

/** A service page: its CMS content and the form the path has (the newsletter's pages, the contact form). */
export async function loadServicePage(deps: RouteDeps, path: string, url: URL): Promise<ServicePageData> {
  const [content, form] = await Promise.all([loadCmsRoute(deps, path, url), serviceFormOf(deps, path, url)]);
  // A link that confirmed nothing shows no content thanking for a subscription that did not happen.
  if (form?.kind === 'newsletterConfirmation' && !form.confirmed) {
    return { ...content, rows: [], meta: { ...content.meta, description: null }, form };
  }
  return { ...content, form };
}

/** The CDN's test page: never indexed. */
export function loadCfTest(deps: RouteDeps): WithMeta {
  return { meta: titled(deps, 'vue.cfTest.headline', ROBOTS_NOINDEX) };
}
