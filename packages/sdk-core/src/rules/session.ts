// Session kind and the B2B login-flyout guard (spec storefront §4 "Session kind", §2.4 "Guards", §8
// "Session-expired in B2B"; shopping §4 "Session kind"). Pure: the caller passes the cookies it can
// read (the request's on the server, `document.cookie` in the browser).
import { isFixedPath, staticPrefix, withoutTrailingSlash } from '../routes/defineRoute';
import { ROUTE_DEFINITIONS } from '../routes/routeDefinitions';

/** Present while a customer's login token exists. */
export const SESSION_COOKIE = 'X-JWT-exist';
/** Present while a guest session exists. */
export const GUEST_SESSION_COOKIE = 'X-JWT-guest';
/**
 * Ours (docs/not-shown.md): set by a login next to the session cookie and kept when that expires,
 * removed by a normal logout. A visitor without a session but with this cookie had been logged in.
 */
export const HAD_SESSION_COOKIE = 'had-session';
/** Lifetime of HAD_SESSION_COOKIE: the longest browsers keep (400 days). */
export const HAD_SESSION_COOKIE_MAX_AGE_SECONDS = 400 * 24 * 60 * 60;

export type SessionKind = 'logged-in' | 'guest' | 'anonymous';

export type SessionCookies = Readonly<Record<string, string | undefined>>;

/**
 * Logged in when the session cookie is present and the guest cookie absent; guest when the guest cookie is present.
 *
 * @example
 * ```ts
 * sessionKind({}); // 'anonymous'
 * sessionKind({ [SESSION_COOKIE]: '1' }); // 'logged-in'
 * ```
 */
export function sessionKind(cookies: SessionCookies): SessionKind {
  if (cookies[GUEST_SESSION_COOKIE] !== undefined) return 'guest';
  if (cookies[SESSION_COOKIE] !== undefined) return 'logged-in';
  return 'anonymous';
}

/**
 * Paths a B2B visitor may read without a session (docs/not-shown.md), from the routes' `b2bPublic`
 * facts: the home page, login and logout, registration and password reset, and the service pages
 * (legal pages included) — except the catalogue pages, which need a login. A fixed
 * route's own answer wins over a prefix's.
 */
const B2B_EXACT: ReadonlyMap<string, boolean> = new Map(
  ROUTE_DEFINITIONS.flatMap((route) => {
    const open = route.b2bPublic;
    if (typeof open !== 'boolean') return [];
    return route.paths.filter(isFixedPath).map((entry) => [withoutTrailingSlash(entry.path), open] as const);
  }),
);
const B2B_PUBLIC_PREFIXES: readonly string[] = ROUTE_DEFINITIONS.flatMap((route) => {
  const prefix = route.b2bPublic === 'withSubpages' && route.paths[0] ? staticPrefix(route.paths[0]) : null;
  return prefix ? [prefix] : [];
});

export function isB2bPublicPath(pathname: string): boolean {
  const path = withoutTrailingSlash(pathname);
  return B2B_EXACT.get(path) ?? B2B_PUBLIC_PREFIXES.some((prefix) => `${path}/`.startsWith(prefix));
}

export interface LoginFlyoutGuardInput {
  /** The store's `features.loginRequired` (B2B). */
  readonly loginRequired: boolean;
  readonly pathname: string;
  readonly cookies: SessionCookies;
}

export type LoginFlyoutGuard =
  | { readonly open: false }
  | { readonly open: true; readonly sessionExpired: boolean };

/**
 * In B2B, a visitor without a session cookie (neither the customer nor the guest one) on
 * a non-public path gets the login flyout, with the session-expired warning (
 * vue.message.sessionExpired) when they had been logged in.
 *
 * @example
 * ```ts
 * loginFlyoutGuard({ loginRequired: true, pathname: '/myaccount/', cookies: {} }); // { open: true, sessionExpired: false }
 * loginFlyoutGuard({ loginRequired: false, pathname: '/myaccount/', cookies: {} }); // { open: false }
 * ```
 */
export function loginFlyoutGuard({
  loginRequired,
  pathname,
  cookies,
}: LoginFlyoutGuardInput): LoginFlyoutGuard {
  if (!loginRequired || sessionKind(cookies) !== 'anonymous' || isB2bPublicPath(pathname))
    return { open: false };
  return { open: true, sessionExpired: cookies[HAD_SESSION_COOKIE] !== undefined };
}
