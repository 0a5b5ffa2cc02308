// The wish list page /myaccount/wishlist (spec shopping §2, §3 "Wish list", "Wish list entry", §4
// "Wish list entry removal", invite links, §5, §6; storefront §3.15). The lists come from the Apollo cache (the
// loader read them: data/wishlistLoaders.ts); changes go through the wish list machine (useWishlist), which
// refetches the lists after each change. Anonymous visitors see their single merkzettel; a first-time
// visitor without ids (the loader says so) sees it empty. What the visitor may do on the shown list is the
// server's answer (`allowed`): each handler is given only where it is allowed.
import { useApolloClient, useQuery } from '@apollo/client/react';
import {
  addedLineEvent,
  addToCartEvent,
  ProductVariantsDocument,
  type RemovedWishlistEntry,
  routePath,
  WISHLIST_INVITE_PARAM,
  type WishlistCommentFieldsFragment,
  WishlistCommentsDocument,
  WishlistDocument,
  type WishlistEntryFieldsFragment,
  type WishlistFieldsFragment,
  type WishlistSummary,
  WishlistsDocument,
  wishlistSummary,
} from '@ranzen/sdk-core';
import { useCart, useWishlist, useWishlistToCart } from '@ranzen/sdk-react';
import {
  QuantityChangedDialog,
  RemoveWishlistDialog,
  ReplaceVariantDialog,
  type WishlistCommentView,
  type WishlistEntryView,
  WishlistListSettings,
  WishlistShareDialog,
  WishlistView,
  wishlistEntryRef,
} from '@ranzen/ui';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { usePageData } from '../data/pageData';
import { useReplaceUrl } from '../data/replaceUrl';
import { shownListId } from '../data/wishlistLoaders';
import pages from './pages.module.css';

function commentView(comment: WishlistCommentFieldsFragment): WishlistCommentView {
  return {
    commentId: comment.id,
    comment: comment.comment,
    name: comment.name,
    displayedDate: comment.displayedDate,
    deleteAllowed: comment.isDeleteAllowed,
  };
}

/**
 * An entry as the page shows it; an entry without a chosen item (teaser lists only) shows its product.
 * `allComments`: the entry's comments read by its show-all link, when read.
 */
function entryView(
  entry: WishlistEntryFieldsFragment,
  allComments: readonly WishlistCommentFieldsFragment[] | undefined,
): WishlistEntryView {
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
    // All comments only while they are as many as the entry has (a new or deleted one reads the list anew).
    comments: (allComments?.length === entry.commentCount ? allComments : entry.comments).map(commentView),
    commentCount: entry.commentCount,
  };
}

// Spec shopping §4 "kept as a removed entry with its list position": the entries the server kept as removed
// (24 hours), each at its place among the rows, so after a reload their restore rows stand where they stood.
function serverRemovals(list: WishlistFieldsFragment): RemovedWishlistEntry[] {
  const byPosition = [
    ...list.entries.map((entry) => ({ position: entry.position, removed: null })),
    ...list.removedEntries.map((removed) => ({ position: removed.position, removed })),
  ].sort((a, b) => a.position - b.position);
  return byPosition.flatMap(({ removed }, index) =>
    removed?.item
      ? [
          {
            listId: list.externalId,
            index,
            entry: {
              entryId: removed.externalId,
              productId: removed.product.id,
              itemId: removed.item.id,
              productName: removed.item.name,
              quantity: removed.quantity,
              minimumOrderQuantity: removed.item.minimumOrderQuantity,
            },
          },
        ]
      : [],
  );
}

/** The machine's removals first (they know where the row stood at the click), then the server's others. */
function restoreRows(
  machine: readonly RemovedWishlistEntry[],
  list: WishlistFieldsFragment | undefined,
): readonly RemovedWishlistEntry[] {
  if (!list) return machine;
  const known = new Set(machine.map((removal) => removal.entry.entryId));
  return [...machine, ...serverRemovals(list).filter((removal) => !known.has(removal.entry.entryId))];
}

const noSubscription = () => () => undefined;

// Spec shopping §5 comment links: the shop's own origin is the browser's; none in the server's HTML, so
// the first render and hydration agree and the links appear right after.
function useOwnOrigins(): readonly string[] {
  const origin = useSyncExternalStore(
    noSubscription,
    () => window.location.origin,
    () => null,
  );
  return origin ? [origin] : [];
}

/** The merkzettel of a visitor without ids: nothing was ever put on it, so it is not stored yet. */
const UNSAVED_MERKZETTEL: WishlistSummary = { listId: '', name: '', isDefault: true, entryCount: 0 };

/**
 * An invite link opened by a logged-in customer: the shared list is imported once and the token leaves
 * the address (a reload imports nothing twice). A visitor who is not logged in gets the login flyout with
 * the invite header first (StoreHeader), and comes back here after the login.
 */
function useInviteAcceptance(loggedIn: boolean, importShared: (token: string) => void): void {
  const replaceUrl = useReplaceUrl();
  const accepted = useRef(false);
  useEffect(() => {
    if (!loggedIn || accepted.current) return;
    const url = new URL(window.location.href);
    const token = url.searchParams.get(WISHLIST_INVITE_PARAM);
    if (!token) return;
    accepted.current = true;
    url.searchParams.delete(WISHLIST_INVITE_PARAM);
    replaceUrl(`${url.pathname}${url.search}`);
    importShared(token);
  }, [loggedIn, importShared, replaceUrl]);
}

/** The variants of an entry's product for the replace-variant dialog. */
function useVariants(entry: WishlistEntryView | null) {
  const { data } = useQuery(ProductVariantsDocument, {
    variables: { productId: entry?.productId ?? '' },
    skip: entry === null,
  });
  return (data?.product?.items ?? []).map((item) => ({
    itemId: item.itemId,
    label: item.variantAttributes.map((attribute) => attribute.value).join(', ') || item.name,
    available: item.availableForSale,
  }));
}

export function WishlistPage() {
  const { loggedIn, activeWishlistId, withoutVisitorIds } = usePageData('wishlist');
  const wishlist = useWishlist({ loggedIn, activeListId: activeWishlistId });
  const { addToCart } = useCart();
  // Spec storefront §7 analytics: every line add-all put into the cart is an add_to_cart.
  const shownEntries = useRef<readonly WishlistEntryView[]>([]);
  const toCart = useWishlistToCart({ addedEvent: (line) => addedLineEvent(line, shownEntries.current) });
  const ownOrigins = useOwnOrigins();
  const [sharing, setSharing] = useState(false);
  const [replacing, setReplacing] = useState<WishlistEntryView | null>(null);
  const client = useApolloClient();
  const [allComments, setAllComments] = useState<
    Readonly<Record<string, readonly WishlistCommentFieldsFragment[]>>
  >({});
  const variants = useVariants(replacing);
  const { changeList } = wishlist;
  useInviteAcceptance(loggedIn, (token) => changeList({ kind: 'importShared', token }));
  const activeListId = wishlist.view.activeListId;
  const { data } = useQuery(WishlistsDocument, { variables: { activeWishlistId: activeListId } });
  const shownId = data ? shownListId(data.wishlists, activeListId) : null;
  const shownList = useQuery(WishlistDocument, {
    variables: { externalId: shownId ?? '' },
    skip: shownId === null,
  });
  const shown = shownList.data?.wishlist ?? undefined;
  const list = shown ? wishlistSummary(shown) : !data && withoutVisitorIds ? UNSAVED_MERKZETTEL : null;
  if (!list) return null;
  const all = data ? [data.wishlists.merkzettel, ...data.wishlists.otherLists] : [];
  const allowed = shown?.allowed;
  const listId = list.listId;
  const entries = shown?.entries.map((entry) => entryView(entry, allComments[entry.externalId])) ?? [];
  shownEntries.current = entries;
  // Spec shopping §9: the show-all link reads the entry's comments beyond the first 3.
  const showAllComments = (entry: WishlistEntryView) => {
    void client
      .query({
        query: WishlistCommentsDocument,
        variables: { externalId: listId, entryId: entry.entryId },
        fetchPolicy: 'network-only',
      })
      .then(({ data }) => {
        if (data) setAllComments((known) => ({ ...known, [entry.entryId]: data.wishlistComments }));
      });
  };
  const productName = (entryId: string) => entries.find((entry) => entry.entryId === entryId)?.name ?? '';
  const invite = wishlist.view.invite?.listId === listId ? wishlist.view.invite : null;
  const inviteUrl = invite
    ? `${window.location.origin}${routePath('wishlist', { [WISHLIST_INVITE_PARAM]: invite.token })}`
    : null;
  return (
    <div className={pages.page} data-state={wishlist.view.state}>
      <WishlistView
        lists={all.map(wishlistSummary)}
        list={list}
        entries={entries}
        removed={restoreRows(wishlist.view.removed, shown)}
        loggedIn={loggedIn}
        teaser={shown?.isTeaser ?? false}
        ownOrigins={ownOrigins}
        settings={
          shown ? (
            <WishlistListSettings
              list={list}
              description={shown.description ?? null}
              isStandard={shown.isStandardList}
              {...(loggedIn
                ? {
                    onCreate: (name: string, description: string | null) =>
                      wishlist.changeList({ kind: 'createList', name, description }),
                  }
                : {})}
              {...(shown.role === 'CREATOR'
                ? { onSetStandard: () => wishlist.changeList({ kind: 'setStandardList', listId }) }
                : {})}
              {...(allowed?.manageList && !shown.isDefault
                ? {
                    onSave: ({ name, description }: { name?: string; description?: string }) => {
                      if (name !== undefined) wishlist.changeList({ kind: 'renameList', listId, name });
                      if (description !== undefined)
                        wishlist.changeList({ kind: 'describeList', listId, description });
                    },
                  }
                : {})}
            />
          ) : null
        }
        onSelectList={wishlist.selectList}
        onChangeQuantity={(entry, quantity) => wishlist.changeQuantity(listId, entry, quantity)}
        onRemove={(entry, index) => wishlist.remove(listId, entry, index)}
        onRestore={wishlist.restore}
        onAddToCart={(entry) => {
          const quantity = Math.max(1, entry.quantity);
          addToCart(entry.itemId, quantity, { addedEvent: addToCartEvent({ entry }, quantity) });
        }}
        addingAllToCart={toCart.view.state === 'adding'}
        {...(shown && !shown.isTeaser
          ? {
              onAddAllToCart: () =>
                toCart.addAll(
                  listId,
                  entries.map((entry) => ({
                    entryId: entry.entryId,
                    productId: entry.productId,
                    productName: entry.name,
                  })),
                ),
            }
          : {})}
        {...(allowed?.editEntries ? { onReplaceVariant: setReplacing } : {})}
        {...(allowed?.comment
          ? {
              onComment: (entry: WishlistEntryView, comment: string) =>
                wishlist.changeList({ kind: 'comment', listId, entryId: entry.entryId, comment }),
            }
          : {})}
        onShowAllComments={showAllComments}
        onDeleteComment={(_entry, comment) =>
          wishlist.changeList({ kind: 'deleteComment', listId, commentId: comment.commentId })
        }
        {...(allowed?.share && loggedIn ? { onShare: () => setSharing(true) } : {})}
        {...(allowed?.removeList ? { onAskRemoveList: () => wishlist.askRemoveList(list) } : {})}
      />
      <RemoveWishlistDialog
        list={wishlist.view.listToRemove}
        reason={wishlist.view.listRemovalReason}
        onConfirm={wishlist.confirmRemoveList}
        onClose={wishlist.closeModal}
      />
      <WishlistShareDialog
        open={sharing}
        inviteUrl={inviteUrl}
        invites={(shown?.invites ?? []).map((open) => ({
          inviteId: open.id,
          level: open.role,
          expiresAt: open.expiresAt,
        }))}
        members={(shown?.users ?? []).map((user) => ({
          memberId: user.id,
          name: user.name,
          role: user.role,
        }))}
        onCreateInvite={(level) => wishlist.changeList({ kind: 'createInvite', listId, level })}
        onRevokeInvite={(inviteId) => wishlist.changeList({ kind: 'revokeInvite', listId, inviteId })}
        onRemoveMember={(memberId) => wishlist.changeList({ kind: 'removeMember', listId, memberId })}
        onClose={() => setSharing(false)}
      />
      <QuantityChangedDialog
        open={toCart.view.state === 'confirmingQuantities'}
        lines={toCart.view.changed}
        productName={productName}
        onClose={toCart.closeModal}
      />
      <ReplaceVariantDialog
        // Keyed by entry: the dialog starts from the entry's own variant.
        key={replacing?.entryId ?? 'closed'}
        productName={replacing?.name ?? null}
        currentItemId={replacing?.itemId ?? ''}
        variants={variants}
        onReplace={(itemId) => {
          if (replacing) wishlist.replaceItem(listId, wishlistEntryRef(replacing), itemId);
          setReplacing(null);
        }}
        onClose={() => setReplacing(null)}
      />
    </div>
  );
}
