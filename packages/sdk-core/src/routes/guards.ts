// Route guards (spec storefront §2.4 "Guards", §8; shopping §2 "Guards and redirects", §7 auth error
// keys). Pure functions over the route match, the store and the cookies the caller can read (the
// request's on the server, `document.cookie` in the browser), so the server and a client-side
// navigation decide the same redirect.
import {
  GUEST_SESSION_COOKIE,
  HAD_SESSION_COOKIE,
  SESSION_COOKIE,
  type SessionCookies,
  sessionKind,
} from '../rules/session';
import type { StoreConfig } from '../store/storeConfig';
import type { CatalogueVariant } from './routeDefinitions';
import { type AppRouteMatch, type RouteMatch, routePath } from './routeTable';

/**
 * Ours (shopping §7 names the cookie "securityLogout"): set by the storefront server when the API
 * rejects the customer's token with one of SECURITY_LOGOUT_ERROR_CODES; readable by page scripts so
 * client-side navigations obey it too. The logout page deletes it, so it forces /logout once.
 */
export const SECURITY_LOGOUT_COOKIE = 'securityLogout';

/** Shopping §7: "Auth error keys invalid_token or revoked_token: set the securityLogout cookie". */
export const SECURITY_LOGOUT_ERROR_CODES: readonly string[] = ['invalid_token', 'revoked_token'];

export function isSecurityLogoutError(code: unknown): boolean {
  return typeof code === 'string' && SECURITY_LOGOUT_ERROR_CODES.includes(code);
}

/** Spec §3.15: the visitor's active wish list; a logout resets the wish list (shopping §4). */
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

export type GuardResult = { readonly allow: true } | { readonly allow: false; readonly location: string };

const ALLOW: GuardResult = { allow: true };

function redirect(location: string): GuardResult {
  return { allow: false, location };
}

/**
 * Spec §2.4: catalogue pages for B2B need a login, else /login; the host decides which catalogue
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

/** Spec §2.4: a security logout forces /logout (once: the logout page deletes the cookie). */
export function securityLogoutGuard(match: RouteMatch | AppRouteMatch, cookies: SessionCookies): GuardResult {
  if (cookies[SECURITY_LOGOUT_COOKIE] === undefined || match.name === 'logout') return ALLOW;
  return redirect(routePath('logout'));
}

/** Every guard of the browsing routes, in order: the security logout wins over the rest. */
export function routeGuard(
  match: RouteMatch | AppRouteMatch,
  store: StoreConfig,
  cookies: SessionCookies,
): GuardResult {
  const security = securityLogoutGuard(match, cookies);
  if (!security.allow) return security;
  if (match.name === 'catalogue') return catalogueGuard(match.variant, store, cookies);
  return ALLOW;
}

/** Protocols a navigation may use; anything else (javascript:, data:, vbscript:, file: ...) is unsafe. */
export const SAFE_NAVIGATION_PROTOCOLS: readonly string[] = ['http:', 'https:'];

export type NavigationCheck =
  | { readonly ok: true; readonly url: URL }
  | { readonly ok: false; readonly reason: 'invalid' | 'unsafeProtocol' | 'external' };

export interface NavigationOptions {
  /** Allow another origin (a deliberate external link such as a search redirect, spec §4). */
  readonly allowExternal?: boolean;
}

/**
 * Spec §8: navigation to an external URL is refused by default, and URLs with unsafe protocols are
 * always refused. `target` is resolved against the current page's URL.
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
