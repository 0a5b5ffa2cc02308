// Where a successful login sends the visitor (spec shopping §4 "Login"): for B2B or a share-data
// redirect to the redirect stored before the login, from a page whose path contains login to the
// account; otherwise the visitor stays where they are. Issue 15: "account pages send visitors without
// a session to /login and back afterwards": the account guard's way back (/login?redirect=) is followed
// in every store. Pure: the login machine asks it, the host navigates. The paths come from the route
// table (routes/routeDefinitions.ts).

import { withoutTrailingSlash } from '../routes/defineRoute';
import { isSameSitePath } from '../routes/guards';
import { LOGIN_RETURN_PARAM } from '../routes/routeDefinitions';
import { routePath } from '../routes/routeTable';
import type { StoreConfig } from '../store/storeConfig';

/** A target the storefront kept for after the login (a guarded page, or a wish-list invite's share data). */
export interface StoredLoginRedirect {
  readonly location: string;
  /** The redirect carries share data (a wish-list invite link). */
  readonly shareData: boolean;
  /** The account guard sent the visitor to log in from this page (routes/guards.ts loginPathBack). */
  readonly guardedPage?: boolean;
}

/**
 * The way back a login page's URL carries (/login/?redirect=/myaccount/password/, set by the account
 * guard), or null. Only a path of the shop counts (no open redirect).
 *
 * @example
 * ```ts
 * loginReturnOf(new URL('https://shop.example/login/?redirect=/myaccount/password/')); // { location: '/myaccount/password/', shareData: false, guardedPage: true }
 * loginReturnOf(new URL('https://shop.example/login/?redirect=https://evil.example/')); // null
 * ```
 */
export function loginReturnOf(url: URL): StoredLoginRedirect | null {
  const location = url.searchParams.get(LOGIN_RETURN_PARAM);
  if (!location || !isSameSitePath(location)) return null;
  return { location, shareData: false, guardedPage: true };
}

export interface LoginRedirectInput {
  /** The store's `family === 'b2b'`. */
  readonly isB2b: boolean;
  readonly storedRedirect: StoredLoginRedirect | null;
  /** The pathname of the page the login happened on. */
  readonly pathname: string;
}

/** "The current path contains login": the login route's path without its slashes around it ('login'). */
const LOGIN_PATH_SEGMENT = withoutTrailingSlash(routePath('login')).slice(1);

/**
 * The location to go to after a login, or null to stay on the page. A stored redirect is followed only
 * while it stays on the shop (a path, never another origin or an unsafe protocol): it comes from the
 * visitor's storage or a link, so it must not turn the login into an open redirect.
 *
 * @example
 * ```ts
 * loginRedirect({ isB2b: false, storedRedirect: null, pathname: '/login/' }); // '/myaccount/'
 * ```
 */
export function loginRedirect({ isB2b, storedRedirect, pathname }: LoginRedirectInput): string | null {
  const follow = isB2b || storedRedirect?.shareData === true || storedRedirect?.guardedPage === true;
  if (storedRedirect && follow && isSameSitePath(storedRedirect.location)) return storedRedirect.location;
  if (pathname.includes(LOGIN_PATH_SEGMENT)) return routePath('account');
  return null;
}

/**
 * What a login form sends as its stored redirect: the account guard's way back (`/login/?redirect=…`)
 * wins; in B2B a login on a page that required it (the login shown in its place, or the flyout the guard
 * opened) returns to that page, now with its prices.
 *
 * @example
 * ```ts
 * storedLoginRedirect(new URL(window.location.href), store); // null, or { location, shareData }
 * ```
 */
export function storedLoginRedirect(url: URL, store: StoreConfig): StoredLoginRedirect | null {
  const back = loginReturnOf(url);
  if (back) return back;
  const onLoginPage = withoutTrailingSlash(url.pathname) === withoutTrailingSlash(routePath('login'));
  if (store.family !== 'b2b' || onLoginPage) return null;
  return { location: `${url.pathname}${url.search}`, shareData: false };
}
