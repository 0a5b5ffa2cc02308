// The wish list page /myaccount/wishlist (spec shopping §2, §3 "Wish list", "Wish list entry", §4
// "Wish list entry removal", §5, §6; storefront §3.15). The lists come from the Apollo cache (the loader
// read them: data/wishlistLoaders.ts); changes go through the wish list machine (useWishlist), which
// refetches the lists after each change. Anonymous visitors see their single merkzettel; a first-time
// visitor without ids (the loader says so) sees it empty.
import { useQuery } from '@apollo/client/react';
import type { WishlistEntryFieldsFragment, WishlistSummary } from '@ranzen/sdk-core';
import { WishlistDocument, WishlistsDocument, wishlistSummary } from '@ranzen/sdk-core';
import { useCart, useWishlist } from '@ranzen/sdk-react';
import { RemoveWishlistDialog, type WishlistEntryView, WishlistView } from '@ranzen/ui';
import { usePageData } from '../data/pageData';
import { shownListId } from '../data/wishlistLoaders';
import pages from './pages.module.css';

/** An entry as the page shows it; an entry without a chosen item (teaser lists only) shows its product. */
function entryView(entry: WishlistEntryFieldsFragment): WishlistEntryView {
  const { product, item } = entry;
  const prices = (item ?? product).unitPrices;
  return {
    entryId: entry.externalId,
    productId: product.id,
    itemId: item?.id ?? '',
    name: item?.name ?? product.name,
    path: item?.path ?? product.path,
    imageUrl: (item ?? product).image.src,
    variantInfo: item?.variantInfoList ?? [],
    orderNumber: item?.orderNumber ?? '',
    quantity: entry.quantity,
    minimumOrderQuantity: item?.minimumOrderQuantity ?? product.minimumOrderQuantity,
    maxQuantity: item?.maxQuantity ?? null,
    price: prices.current,
    oldPrice: prices.old ?? null,
    isSaleable: entry.isSaleable,
    hasMultipleItems: product.hasMultipleItems,
    comments: entry.comments.map((comment) => ({
      commentId: comment.id,
      comment: comment.comment,
      name: comment.name,
      displayedDate: comment.displayedDate,
      deleteAllowed: comment.isDeleteAllowed,
    })),
  };
}

/** The merkzettel of a visitor without ids: nothing was ever put on it, so it is not stored yet. */
const UNSAVED_MERKZETTEL: WishlistSummary = { listId: '', name: '', isDefault: true, entryCount: 0 };

export function WishlistPage() {
  const { loggedIn, activeWishlistId, withoutVisitorIds } = usePageData('wishlist');
  const wishlist = useWishlist({ loggedIn, activeListId: activeWishlistId });
  const { addToCart } = useCart();
  const activeListId = wishlist.view.activeListId;
  const { data } = useQuery(WishlistsDocument, { variables: { activeWishlistId: activeListId } });
  const shownId = data ? shownListId(data.wishlists, activeListId) : null;
  const shownList = useQuery(WishlistDocument, {
    variables: { externalId: shownId ?? '' },
    skip: shownId === null,
  });
  const shown = shownList.data?.wishlist;
  const list = shown ? wishlistSummary(shown) : !data && withoutVisitorIds ? UNSAVED_MERKZETTEL : null;
  if (!list) return null;
  const all = data ? [data.wishlists.merkzettel, ...data.wishlists.otherLists] : [];
  return (
    <div className={pages.page} data-state={wishlist.view.state}>
      <WishlistView
        lists={all.map(wishlistSummary)}
        list={list}
        entries={shown?.entries.map(entryView) ?? []}
        removed={wishlist.view.removed}
        loggedIn={loggedIn}
        teaser={shown?.isTeaser ?? false}
        onSelectList={wishlist.selectList}
        onChangeQuantity={(entry, quantity) => wishlist.changeQuantity(list.listId, entry, quantity)}
        onRemove={(entry, index) => wishlist.remove(list.listId, entry, index)}
        onRestore={wishlist.restore}
        onAddToCart={(entry) => addToCart(entry.itemId, Math.max(1, entry.quantity))}
        {...(shown?.allowed.removeList ? { onAskRemoveList: () => wishlist.askRemoveList(list) } : {})}
      />
      <RemoveWishlistDialog
        list={wishlist.view.listToRemove}
        reason={wishlist.view.listRemovalReason}
        onConfirm={wishlist.confirmRemoveList}
        onClose={wishlist.closeModal}
      />
    </div>
  );
}
