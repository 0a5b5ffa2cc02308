// What the login machine needs from the page at a submit (spec shopping §4 "Login": "for B2B or a
// share-data redirect the user goes to the stored redirect; if the current path contains login the user
// goes to /myaccount/"): the redirect kept for after the login. The account guard's way back
// (/login/?redirect=…) wins, then a wish list invite link's own address (share data); in B2B a login on a page that required it (the login shown in its place,
// or the flyout the guard opened) returns to that page, now with its prices.
import {
  loginReturnOf,
  type StoreConfig,
  type StoredLoginRedirect,
  storedLoginRedirect,
} from '@ranzen/sdk-core';
import { inviteLoginRedirect } from './wishlistInvite';

/** sdk-core's storedLoginRedirect, with a wish list invite link's own address after the guard's way back. */
export function storefrontLoginRedirect(url: URL, store: StoreConfig): StoredLoginRedirect | null {
  return loginReturnOf(url) ?? inviteLoginRedirect(url) ?? storedLoginRedirect(url, store);
}
