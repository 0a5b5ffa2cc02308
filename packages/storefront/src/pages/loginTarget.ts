// What the login machine needs from the page at a submit (spec shopping §4 "Login": "for B2B or a
// share-data redirect the user goes to the stored redirect; if the current path contains login the user
// goes to /myaccount/"): the redirect kept for after the login. The account guard's way back
// (/login/?redirect=…) wins, then a wish list invite link's own address (share data); in B2B a login on a page that required it (the login shown in its place,
// or the flyout the guard opened) returns to that page, now with its prices.
import {
  loginReturnOf,
  routePath,
  type StoreConfig,
  type StoredLoginRedirect,
  withoutTrailingSlash,
} from '@ranzen/sdk-core';
import { inviteLoginRedirect } from './wishlistInvite';

export function storedLoginRedirect(url: URL, store: StoreConfig): StoredLoginRedirect | null {
  const back = loginReturnOf(url) ?? inviteLoginRedirect(url);
  if (back) return back;
  const onLoginPage = withoutTrailingSlash(url.pathname) === withoutTrailingSlash(routePath('login'));
  if (store.family !== 'b2b' || onLoginPage) return null;
  return { location: `${url.pathname}${url.search}`, shareData: false };
}
