// Route guards (spec storefront §2.4 "Guards", §8; shopping §2 "Guards and redirects", §6, §7 auth
// error keys). Pure functions over the route match, the URL, the store and the cookies the caller can
// read (the request's on the server, `document.cookie` in the browser), so the server and a
// client-side navigation decide the same redirect.
import type { MessageKey } from '../i18n/messages';
import {
  GUEST_SESSION_COOKIE,
  HAD_SESSION_COOKIE,
  SESSION_COOKIE,
  type SessionCookies,
  sessionKind,
} from '../rules/session';
import type { ToastType } from '../rules/toastQueue';
import type { StoreConfig } from '../store/storeConfig';
import { type AnyRouteDefinition, staticPrefix } from './defineRoute';
import {
  type CatalogueVariant,
  NEW_PASSWORD_TOKEN_PARAM,
  REGISTER_ORIGIN_PARAM,
  ROUTE_DEFINITIONS,
} from './routeDefinitions';
import type { RouteAccess } from './routeFacts';
import { type AppRouteMatch, type PathName, type RouteMatch, routePath } from './routeTable';

/**
 * Ours: set by the storefront server when the API
 * rejects the customer's token with one of SECURITY_LOGOUT_ERROR_CODES; readable by page scripts so
 * client-side navigations obey it too. The logout page deletes it, so it forces /logout once.
 */
export const SECURITY_LOGOUT_COOKIE = 'securityLogout';

/** Auth error keys invalid_token or revoked_token: set the securityLogout cookie". */
export const SECURITY_LOGOUT_ERROR_CODES: readonly string[] = ['invalid_token', 'revoked_token'];

/**
 * Whether an API auth error code ends the customer's session (`invalid_token`, `revoked_token`): the storefront logs out and says why.
 *
 * @example
 * ```ts
 * isSecurityLogoutError('invalid_token'); // true
 * isSecurityLogoutError('INVALID_TOKEN'); // false
 * ```
 */
export function isSecurityLogoutError(code: unknown): boolean {
  return typeof code === 'string' && SECURITY_LOGOUT_ERROR_CODES.includes(code);
}

/** The visitor's active wish list; a logout resets the wish list. */
export const ACTIVE_WISHLIST_COOKIE = 'activeWishlistId';

/**
 * The cookies a logout deletes: the session presence cookies, the had-session marker (a logged-out
 * visitor gets no session-expired warning later), the security-logout flag (so /logout is forced
 * once) and the active wish list.
 */
export const LOGOUT_SESSION_COOKIES: readonly string[] = [
  SESSION_COOKIE,
  GUEST_SESSION_COOKIE,
  HAD_SESSION_COOKIE,
  SECURITY_LOGOUT_COOKIE,
  ACTIVE_WISHLIST_COOKIE,
];

/** A message the visitor sees on the page a guard sends them to (a server toast). */
export interface GuardMessage {
  readonly type: ToastType;
  readonly key: MessageKey;
}

export type GuardResult =
  | { readonly allow: true }
  | { readonly allow: false; readonly location: string; readonly message?: GuardMessage };

const ALLOW: GuardResult = { allow: true };

function redirect(location: string, message?: GuardMessage): GuardResult {
  return message ? { allow: false, location, message } : { allow: false, location };
}

/**
 * Catalogue pages for B2B need a login, else /login; the host decides which catalogue
 * variant is allowed (German B2B host: katalog, English B2B host: catalogue); a non-B2B host is sent
 * to /service/katalog.
 */
export function catalogueGuard(
  requested: CatalogueVariant,
  store: StoreConfig,
  cookies: SessionCookies,
): GuardResult {
  if (store.family !== 'b2b')
    return requested === 'de' ? ALLOW : redirect(routePath('catalogue', { variant: 'de' }));
  if (sessionKind(cookies) !== 'logged-in') return redirect(routePath('login'));
  const own: CatalogueVariant = store.messages === 'en' ? 'en' : 'de';
  return requested === own ? ALLOW : redirect(routePath('catalogue', { variant: own }));
}

/** A security logout forces /logout (once: the logout page deletes the cookie). */
export function securityLogoutGuard(match: RouteMatch | AppRouteMatch, cookies: SessionCookies): GuardResult {
  if (cookies[SECURITY_LOGOUT_COOKIE] === undefined || match.name === 'logout') return ALLOW;
  return redirect(routePath('logout'));
}

/** The register origin that sends an already logged-in customer to the wish list. */
export const REGISTER_ORIGIN_WISHLIST = 'wishlist';

/** The success message on the page the guard sends to. */
export const ALREADY_LOGGED_IN_MESSAGE: GuardMessage = {
  type: 'success',
  key: 'vue.user.registerPage.notification.alreadyLoggedIn',
};

/** The static starts of the account pages' paths ('/myaccount/'), from the routes of page type account. */
const ACCOUNT_PREFIXES: readonly string[] = ROUTE_DEFINITIONS.flatMap((route) => {
  const prefix = route.pageArea === 'account' && route.paths[0] ? staticPrefix(route.paths[0]) : null;
  return prefix ? [prefix] : [];
});

/** A route's access fact, or its default: account pages (at or below /myaccount/) need a login. */
export function routeAccess(route: AnyRouteDefinition): RouteAccess {
  if (route.access) return route.access;
  const prefix = route.paths[0] ? staticPrefix(route.paths[0]) : null;
  const underAccount = prefix !== null && ACCOUNT_PREFIXES.some((account) => prefix.startsWith(account));
  return underAccount ? 'customer' : 'anyone';
}

/** The declared routes only a logged-in customer opens. */
export const CUSTOMER_ROUTES: ReadonlySet<string> = new Set(
  ROUTE_DEFINITIONS.filter((route) => routeAccess(route) === 'customer').map((route) => route.name),
);

/**
 * Where a visitor without a login goes from a customer page: /login, with this page as the way back.
 *
 * @example
 * ```ts
 * loginPathBack(new URL('https://shop.example/myaccount/orders/?page=2')); // '/login/?redirect=%2Fmyaccount%2Forders%2F%3Fpage%3D2'
 * ```
 */
export function loginPathBack(url: URL): string {
  return routePath('login', { redirect: `${url.pathname}${url.search}` });
}

/**
 * The token of a new-password link, or null.
 *
 * @example
 * ```ts
 * newPasswordToken(new URL('https://shop.example/myaccount/newpassword/?token=a%2Bb')); // 'a+b'
 * ```
 */
export function newPasswordToken(url: URL): string | null {
  const token = url.searchParams.get(NEW_PASSWORD_TOKEN_PARAM)?.trim();
  return token ? token : null;
}

/**
 * The guards and redirects of the account pages. A customer page sends a visitor
 * without a login (anonymous or guest) to /login and back afterwards. Register: a
 * logged-in customer goes to the wish list (origin=wishlist) or the account, with the already-logged-in
 * message. Reset-password layout (reset and new password): a logged-in customer goes to the password
 * page. New password: an empty or missing token goes to the reset page (its validity is the loader's:
 * it needs the API).
 */
export function accountGuard(name: PathName, url: URL, cookies: SessionCookies): GuardResult {
  const loggedIn = sessionKind(cookies) === 'logged-in';
  switch (name) {
    case 'register': {
      if (!loggedIn) return ALLOW;
      const toWishlist = url.searchParams.get(REGISTER_ORIGIN_PARAM) === REGISTER_ORIGIN_WISHLIST;
      return redirect(routePath(toWishlist ? 'wishlist' : 'account'), ALREADY_LOGGED_IN_MESSAGE);
    }
    case 'resetPassword':
      return loggedIn ? redirect(routePath('password')) : ALLOW;
    case 'newPassword':
      if (loggedIn) return redirect(routePath('password'));
      return newPasswordToken(url) ? ALLOW : redirect(routePath('resetPassword'));
    default:
      return CUSTOMER_ROUTES.has(name) && !loggedIn ? redirect(loginPathBack(url)) : ALLOW;
  }
}

function isCoreMatch(match: RouteMatch | AppRouteMatch): match is RouteMatch {
  return !match.name.includes(':');
}

/**
 * Every guard of the routes, in order: the security logout wins over the rest.
 *
 * @example
 * ```ts
 * routeGuard(matchRoute('/myaccount/'), STORES.de, {}, new URL('https://shop.example/myaccount/')); // { allow: false, location: '/login/?redirect=%2Fmyaccount%2F' }
 * ```
 */
export function routeGuard(
  match: RouteMatch | AppRouteMatch,
  store: StoreConfig,
  cookies: SessionCookies,
  url: URL,
): GuardResult {
  const security = securityLogoutGuard(match, cookies);
  if (!security.allow) return security;
  if (!isCoreMatch(match)) return ALLOW;
  if (match.name === 'catalogue') return catalogueGuard(match.variant, store, cookies);
  return accountGuard(match.name, url, cookies);
}

/** Protocols a navigation may use; anything else (javascript:, data:, vbscript:, file: ...) is unsafe. */
export const SAFE_NAVIGATION_PROTOCOLS: readonly string[] = ['http:', 'https:'];

export type NavigationCheck =
  | { readonly ok: true; readonly url: URL }
  | { readonly ok: false; readonly reason: 'invalid' | 'unsafeProtocol' | 'external' };

export interface NavigationOptions {
  /** Allow another origin (a deliberate external link such as a search redirect). */
  readonly allowExternal?: boolean;
}

/**
 * Navigation to an external URL is refused by default, and URLs with unsafe protocols are
 * always refused. `target` is resolved against the current page's URL.
 *
 * @example
 * ```ts
 * const current = new URL('https://shop.example/cat/1/');
 * checkNavigationTarget('/prod/2/', current).ok; // true
 * checkNavigationTarget('//evil.example/x', current); // { ok: false, reason: 'external' }
 * ```
 */
export function checkNavigationTarget(
  target: string,
  current: URL,
  { allowExternal = false }: NavigationOptions = {},
): NavigationCheck {
  let url: URL;
  try {
    url = new URL(target, current);
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if (!SAFE_NAVIGATION_PROTOCOLS.includes(url.protocol)) return { ok: false, reason: 'unsafeProtocol' };
  if (url.origin !== current.origin && !allowExternal) return { ok: false, reason: 'external' };
  return { ok: true, url };
}

const NEUTRAL_ORIGIN = new URL('http://shop.invalid/');

/**
 * Whether a target stays on the shop whatever its host: a path (`/cat/1/`), not an absolute or
 * protocol-relative URL (`//evil.example/`) and not an unsafe protocol. Used for redirect targets
 * that come from data (CMS redirects), which are known before any host is.
 */
export function isSameSitePath(target: string): boolean {
  if (!target.startsWith('/')) return false;
  return checkNavigationTarget(target, NEUTRAL_ORIGIN).ok;
}
