// Loaders of the fixed routes beside the shop's core pages (spec storefront §2.1, §2.2, §2.4, §8):
// login and logout, the rating link, the CMS-backed pages with a route of their own (prime, the
// catalogue and service pages) and the empty-layout test page.
import {
  ConfirmNewsletterSubscriptionDocument,
  DecryptRatingDataDocument,
  type MessageKey,
  NEWSLETTER_PATH,
  NEWSLETTER_SUCCESS_PATH,
  NEWSLETTER_TOKEN_PARAM,
  noIndexPageFor,
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
    cms: cmsCookieState(deps.readCookies?.() ?? {}, deps.store),
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

/**
 * /service/newsletter/success opened from the newsletter's opt-in mail:
 * the token confirms the subscription, once (the API), and the page is shown without it (302, so a
 * reload confirms nothing again) with a success toast; an unknown or used token leads to the sign-up
 * page with an error toast.
 */
async function confirmNewsletter(deps: RouteDeps, token: string): Promise<never> {
  const { data } = await loadOrFail(() =>
    deps.client.mutate({ mutation: ConfirmNewsletterSubscriptionDocument, variables: { token } }),
  );
  const confirmed = data?.confirmNewsletterSubscription === true;
  deps.setCookie?.(
    serverToastCookie([
      confirmed
        ? { type: 'success', message: translate(deps.messages, 'vue.newsletter.confirmed') }
        : { type: 'error', message: translate(deps.messages, 'vue.newsletter.confirmFailed') },
    ]),
  );
  return redirectTo(
    routePath('service', { path: confirmed ? NEWSLETTER_SUCCESS_PATH : NEWSLETTER_PATH }),
    302,
  );
}

/** A service page; the newsletter success page confirms an opt-in link's token first. */
export function loadServicePage(deps: RouteDeps, path: string, url: URL): Promise<CmsContentData> {
  const token = path === NEWSLETTER_SUCCESS_PATH ? url.searchParams.get(NEWSLETTER_TOKEN_PARAM) : null;
  return token ? confirmNewsletter(deps, token) : loadCmsRoute(deps, path, url);
}

/** The CDN's test page: never indexed. */
export function loadCfTest(deps: RouteDeps): WithMeta {
  return { meta: titled(deps, 'vue.cfTest.headline', ROBOTS_NOINDEX) };
}
