// Session kind and the B2B login-flyout guard (spec storefront §4 "Session kind", §2.4 "Guards", §8
// "Session-expired in B2B"; shopping §4 "Session kind"). Pure: the caller passes the cookies it can
// read (the request's on the server, `document.cookie` in the browser).

/** Present while a customer's login token exists (spec §4). */
export const SESSION_COOKIE = 'X-JWT-exist';
/** Present while a guest session exists (spec §4). */
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

/** Logged in when the session cookie is present and the guest cookie absent; guest when the guest cookie is present. */
export function sessionKind(cookies: SessionCookies): SessionKind {
  if (cookies[GUEST_SESSION_COOKIE] !== undefined) return 'guest';
  if (cookies[SESSION_COOKIE] !== undefined) return 'logged-in';
  return 'anonymous';
}

/**
 * Paths a B2B visitor may read without a session (docs/not-shown.md): the home page, login and
 * logout, registration and password reset, and the service pages (legal pages included) — except
 * the catalogue pages, which need a login (spec §2.4).
 */
const B2B_PUBLIC_EXACT: readonly string[] = [
  '/',
  '/login',
  '/logout',
  '/myaccount/register',
  '/myaccount/resetpassword',
];
const B2B_PUBLIC_PREFIXES: readonly string[] = ['/service/'];
const B2B_CATALOGUE_PATHS: readonly string[] = ['/service/katalog', '/service/catalogue'];

function withoutTrailingSlash(pathname: string): string {
  return pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
}

export function isB2bPublicPath(pathname: string): boolean {
  const path = withoutTrailingSlash(pathname);
  if (B2B_CATALOGUE_PATHS.includes(path)) return false;
  return (
    B2B_PUBLIC_EXACT.includes(path) || B2B_PUBLIC_PREFIXES.some((prefix) => `${path}/`.startsWith(prefix))
  );
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
 * Spec §2.4: in B2B, a visitor without a session cookie (neither the customer nor the guest one) on
 * a non-public path gets the login flyout, with the session-expired warning (§8
 * vue.message.sessionExpired) when they had been logged in.
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
