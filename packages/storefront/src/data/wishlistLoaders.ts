// The wish list page /myaccount/wishlist (spec shopping §2, §6 "anonymous users use the single current
// list"; storefront §3.15 activeWishlistId). Open to anyone: the lists are read into the Apollo cache for
// the list the activeWishlistId cookie names, so the first HTML shows them; the page reads them there:
// the lists by name, and the shown list in full. A first-time visitor has no user id yet (the ids come with
// the first cart or wish list change, GET /api/cart-id); the API reads no lists without one, so the page
// shows the visitor's merkzettel as it is: empty.

import { CombinedGraphQLErrors } from '@apollo/client/errors';
import {
  ACTIVE_WISHLIST_COOKIE,
  ROBOTS_NOINDEX,
  sessionKind,
  translate,
  WISHLIST_LABEL_BY_FAMILY,
  WishlistDocument,
  WishlistsDocument,
  type WishlistsQuery,
} from '@ranzen/sdk-core';
import { loadOrFail, toRouteError } from './loaderErrors';
import type { WithMeta } from './pageMeta';
import { pageTitle } from './pageTitle';
import type { RouteDeps } from './routeDeps';

export interface WishlistLoaderData extends WithMeta {
  readonly loggedIn: boolean;
  readonly activeWishlistId: string | null;
  /** The visitor has no user id yet: nothing was ever put on a list, the page shows the empty merkzettel. */
  readonly withoutVisitorIds: boolean;
}

/**
 * Whether the visitor can have lists: a customer, or a visitor with ids (they come with the cart id). A
 * visitor without either is not asked about (the API reads no lists without a user id).
 */
export function hasWishlists(
  cartId: string | null,
  cookies: Readonly<Record<string, string | undefined>>,
): boolean {
  return cartId !== null || sessionKind(cookies) === 'logged-in';
}

/** The API's answer to a list read without a user id (the field the refusal names). */
function lacksVisitorId(error: unknown): boolean {
  return (
    CombinedGraphQLErrors.is(error) && error.errors.some((entry) => entry.extensions?.field === 'userId')
  );
}

/** The list the page shows: the one the activeWishlistId names when it is one of the visitor's, else the merkzettel. */
export function shownListId(lists: WishlistsQuery['wishlists'], activeListId: string | null): string {
  return lists.otherLists.some((list) => list.externalId === activeListId) && activeListId
    ? activeListId
    : lists.merkzettel.externalId;
}

export async function loadWishlist(deps: RouteDeps): Promise<WishlistLoaderData> {
  const cookies = deps.readCookies?.() ?? {};
  const activeWishlistId = cookies[ACTIVE_WISHLIST_COOKIE] ?? null;
  const { data, error } = await loadOrFail(() =>
    deps.client.query({ query: WishlistsDocument, variables: { activeWishlistId }, errorPolicy: 'all' }),
  );
  const withoutVisitorIds = !data && lacksVisitorId(error);
  if (!data && !withoutVisitorIds) toRouteError(error);
  if (data) {
    const externalId = shownListId(data.wishlists, activeWishlistId);
    await loadOrFail(() =>
      deps.client.query({ query: WishlistDocument, variables: { externalId }, errorPolicy: 'all' }),
    );
  }
  return {
    loggedIn: sessionKind(cookies) === 'logged-in',
    activeWishlistId,
    withoutVisitorIds,
    meta: {
      title: pageTitle(deps.store, translate(deps.messages, WISHLIST_LABEL_BY_FAMILY[deps.store.family])),
      robots: ROBOTS_NOINDEX,
    },
  };
}
