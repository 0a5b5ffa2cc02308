// Wish list queries and mutations (wishlist.graphql; shopping §7 wish lists).
import type { Resolvers } from '../generated/resolvers';
import {
  addToWishlist,
  changeWishlistQuantity,
  createWishlist,
  getWishlist,
  listWishlists,
  removeFromWishlist,
  removeWishlist,
  renameWishlist,
  replaceWishlistItem,
  restoreWishlistEntry,
  setStandardWishlist,
  setWishlistDescription,
} from './wishlistService';
import {
  addWishlistComment,
  createWishlistInvite,
  deleteWishlistComment,
  importSharedWishlist,
  listComments,
  previewInvite,
  removeWishlistMember,
  revokeWishlistInvite,
} from './wishlistSharing';
import { convertTeaserWishlist, teaserWishlist } from './wishlistTeaser';
import { addWishlistToCart } from './wishlistToCart';

export const wishlistResolvers: Resolvers = {
  Query: {
    wishlists: (_parent, { activeWishlistId }, ctx) => listWishlists(ctx, activeWishlistId ?? null),
    wishlist: (_parent, { externalId }, ctx) => getWishlist(ctx, externalId),
    wishlistComments: (_parent, { externalId, entryId }, ctx) => listComments(ctx, externalId, entryId),
    wishlistInvite: (_parent, { token }, ctx) => previewInvite(ctx, token),
    teaserWishlist: (_parent, { teaserId, choices }, ctx) => teaserWishlist(ctx, teaserId, choices),
  },
  Mutation: {
    createWishlist: (_parent, { name, description }, ctx) => createWishlist(ctx, name, description ?? null),
    renameWishlist: (_parent, { externalId, name }, ctx) => renameWishlist(ctx, externalId, name),
    setWishlistDescription: (_parent, { externalId, description }, ctx) =>
      setWishlistDescription(ctx, externalId, description),
    removeWishlist: (_parent, { externalId }, ctx) => removeWishlist(ctx, externalId),
    setStandardWishlist: (_parent, { externalId }, ctx) => setStandardWishlist(ctx, externalId),
    addToWishlist: (_parent, { externalId, entry }, ctx) => addToWishlist(ctx, externalId ?? null, entry),
    changeWishlistQuantity: (_parent, { externalId, entry }, ctx) =>
      changeWishlistQuantity(ctx, externalId, entry),
    removeFromWishlist: (_parent, { externalId, entryId }, ctx) =>
      removeFromWishlist(ctx, externalId, entryId),
    restoreWishlistEntry: (_parent, { externalId, entryId }, ctx) =>
      restoreWishlistEntry(ctx, externalId, entryId),
    replaceWishlistItem: (_parent, { externalId, entryId, entry }, ctx) =>
      replaceWishlistItem(ctx, externalId, entryId, entry),
    addWishlistComment: (_parent, { externalId, entryId, comment }, ctx) =>
      addWishlistComment(ctx, externalId, entryId, comment),
    deleteWishlistComment: (_parent, { externalId, commentId }, ctx) =>
      deleteWishlistComment(ctx, externalId, commentId),
    createWishlistInvite: (_parent, { externalId, role }, ctx) => createWishlistInvite(ctx, externalId, role),
    revokeWishlistInvite: (_parent, { externalId, inviteId }, ctx) =>
      revokeWishlistInvite(ctx, externalId, inviteId),
    removeWishlistMember: (_parent, { externalId, memberId }, ctx) =>
      removeWishlistMember(ctx, externalId, memberId),
    importSharedWishlist: (_parent, { token }, ctx) => importSharedWishlist(ctx, token),
    addWishlistToCart: (_parent, { externalId, cartId, choices }, ctx) =>
      addWishlistToCart(ctx, externalId, cartId, choices),
    convertTeaserWishlist: (_parent, { teaserId, choices }, ctx) =>
      convertTeaserWishlist(ctx, teaserId, choices),
  },
};
