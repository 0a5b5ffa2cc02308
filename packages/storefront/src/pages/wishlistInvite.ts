// A wish list invite link (spec shopping §2 "shared wish list with invite link", §4 invite links; storefront
// §2.5 "On a wish-list-invite redirect the flyout shows an invite header and text"): the wish list page with
// the link's token. A visitor who is not logged in gets the login flyout with the invite header; the login
// comes back to the same address (share data), where the page imports the list.
import {
  routePath,
  type StoredLoginRedirect,
  WISHLIST_INVITE_PARAM,
  withoutTrailingSlash,
} from '@ranzen/sdk-core';

/** The invite token of a wish list page address (path and query, or absolute); null for any other page. */
export function inviteTokenOf(href: string): string | null {
  const url = new URL(href, 'http://storefront');
  if (withoutTrailingSlash(url.pathname) !== withoutTrailingSlash(routePath('wishlist'))) return null;
  return url.searchParams.get(WISHLIST_INVITE_PARAM) || null;
}

/** The way back after the login from an invite link: the invite's own address, as share data. */
export function inviteLoginRedirect(url: URL): StoredLoginRedirect | null {
  return inviteTokenOf(url.href) ? { location: `${url.pathname}${url.search}`, shareData: true } : null;
}
