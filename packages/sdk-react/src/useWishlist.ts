// The wish list as pages see it (spec shopping §4 "Wish list entry removal", "Adding from a product",
// §7 cross-tab sync, §8 wish list notices; storefront §3.15 activeWishlistId): a view of the wish list
// machine (sdk-core) and the visitor's actions. Until the first action the view is at rest, so pages
// render and hydrate without XState; the machine loads by dynamic import() on first use (DESIGN §6).
// After each change the wish list queries are refetched and the other tabs told; the active list is
// kept in the activeWishlistId cookie.
import {
  ACTIVE_WISHLIST_COOKIE,
  type CreatedWishlistInvite,
  isMessageKey,
  type ListRemovalReason,
  type RemovedWishlistEntry,
  type WishlistActivity,
  WishlistDocument,
  type WishlistEmitted,
  type WishlistEntryRef,
  WishlistEssentialsDocument,
  type WishlistListChange,
  type WishlistProduct,
  type WishlistSummary,
  WishlistsDocument,
  wishlistActivity,
  type wishlistMachine,
} from '@ranzen/sdk-core';
import { useEffect, useMemo, useRef } from 'react';
import type { SnapshotFrom } from 'xstate';
import { fetchCartIdsFromServer } from './CartProvider';
import { openCartSyncChannel } from './cartSync';
import { useShop, useTranslate } from './ShopProvider';
import { useShopClient } from './shopClient';
import { useToasts } from './ToastProvider';
import { useLazyMachine } from './useLazyMachine';

type WishlistSnapshot = SnapshotFrom<typeof wishlistMachine>;

export interface WishlistMachineView {
  /** The heart button's state (data-state); `choosingList` while the choose-list modal is open. */
  readonly state: WishlistActivity;
  /** The visitor's lists once loaded (the choose-list modal); empty before. */
  readonly lists: readonly WishlistSummary[];
  readonly activeListId: string | null;
  /** Removed entries with their positions (restore rows). */
  readonly removed: readonly RemovedWishlistEntry[];
  /** The list the remove-list modal asks about; null while it is closed. */
  readonly listToRemove: WishlistSummary | null;
  readonly listRemovalReason: ListRemovalReason | null;
  /** The invite link created last (its token is answered only once); null before. */
  readonly invite: CreatedWishlistInvite | null;
}

export interface UseWishlistOptions {
  readonly loggedIn: boolean;
  /** The activeWishlistId cookie as the page was rendered with it. */
  readonly activeListId: string | null;
  /**
   * Makes sure the visitor has ids before the first change (a first-time visitor has none). Defaults to
   * the storefront's GET /api/cart-id; tests pass their own.
   */
  readonly ensureVisitorIds?: () => Promise<unknown>;
}

export interface UseWishlistResult {
  readonly view: WishlistMachineView;
  /** The heart button: a logged-in visitor with several lists chooses the list first. */
  readonly add: (product: WishlistProduct) => void;
  readonly chooseList: (listId: string) => void;
  readonly closeModal: () => void;
  readonly changeQuantity: (listId: string, entry: WishlistEntryRef, quantity: number) => void;
  readonly remove: (listId: string, entry: WishlistEntryRef, index: number) => void;
  /** A restore row's button: the machine's removal or one the server kept (the list's removedEntries). */
  readonly restore: (removal: RemovedWishlistEntry) => void;
  readonly replaceItem: (listId: string, entry: WishlistEntryRef, itemId: string) => void;
  readonly selectList: (listId: string | null) => void;
  readonly askRemoveList: (list: WishlistSummary) => void;
  readonly confirmRemoveList: () => void;
  /** A list setting, a comment or a sharing change (create, rename, describe, standard list, invites, members). */
  readonly changeList: (change: WishlistListChange) => void;
}

function viewOf(snapshot: WishlistSnapshot): WishlistMachineView {
  const { context } = snapshot;
  return {
    state: wishlistActivity(snapshot.value),
    lists: context.lists ?? [],
    activeListId: context.activeListId,
    removed: context.removed,
    listToRemove: snapshot.matches({ modal: 'confirmingListRemoval' }) ? context.listToRemove : null,
    listRemovalReason: context.listRemovalReason,
    invite: context.invite,
  };
}

/** A year: the active list outlives the session, like the cart id. */
const ACTIVE_LIST_MAX_AGE_S = 365 * 24 * 60 * 60;

function writeActiveListCookie(listId: string | null): void {
  const value = listId === null ? '' : encodeURIComponent(listId);
  const maxAge = listId === null ? 0 : ACTIVE_LIST_MAX_AGE_S;
  // biome-ignore lint/suspicious/noDocumentCookie: the one cookie this hook owns; not every browser has the Cookie Store API.
  document.cookie = `${ACTIVE_WISHLIST_COOKIE}=${value}; max-age=${maxAge}; path=/; samesite=lax`;
}

let toastSequence = 0;

/** The visitor's ids from GET /api/cart-id, which issues them on first use. */
const fetchVisitorIds = () => fetchCartIdsFromServer({ renew: false });

/**
 * The wish list: the heart buttons, the choose-list and remove-list modals and the wish list page.
 *
 * @example
 * ```tsx
 * const { view, add } = useWishlist({ loggedIn, activeListId });
 * <WishlistButton productName={product.name} inList={inList} state={view.state}
 *   onToggle={() => add({ productId: product.id, itemId, productName: product.name, quantity: 1 })} />
 * ```
 */
export function useWishlist({
  loggedIn,
  activeListId,
  ensureVisitorIds = fetchVisitorIds,
}: UseWishlistOptions): UseWishlistResult {
  const shopClient = useShopClient();
  const { messages } = useShop();
  const t = useTranslate();
  const { addToast } = useToasts();
  const channel = useRef<ReturnType<typeof openCartSyncChannel>>(null);

  const onEmitted = (event: WishlistEmitted) => {
    switch (event.type) {
      case 'WISHLIST.NOTICE': {
        const { tone, message, params } = event.notice;
        toastSequence += 1;
        addToast({
          id: `wishlist-${toastSequence}`,
          type: tone,
          message: isMessageKey(messages, message) ? t(message, params) : message,
        });
        return;
      }
      case 'WISHLIST.CHANGED':
        void shopClient.refetchQueries([WishlistsDocument, WishlistDocument, WishlistEssentialsDocument]);
        channel.current?.post({
          cartId: null,
          user: null,
          cart: null,
          wishlist: { activeListId: event.listId },
        });
        return;
      case 'WISHLIST.ACTIVE_LIST':
        writeActiveListCookie(event.listId);
        return;
    }
  };

  const { view, send, sendIfStarted } = useLazyMachine({
    load: () =>
      Promise.all([import('./provideWishlistMachine'), shopClient.load()]).then(
        ([{ provideWishlistMachine }, client]) => provideWishlistMachine(client, ensureVisitorIds),
      ),
    input: (shown) => ({ loggedIn, activeListId: shown.activeListId }),
    initialView: (): WishlistMachineView => ({
      state: 'idle',
      lists: [],
      activeListId,
      removed: [],
      listToRemove: null,
      listRemovalReason: null,
      invite: null,
    }),
    view: viewOf,
    onEmitted,
  });

  // Spec §7: another tab changed a wish list; the cart's listener resets the store, this one forgets
  // what the machine cached.
  useEffect(() => {
    const opened = openCartSyncChannel();
    channel.current = opened;
    const unsubscribe = opened?.subscribe((message) => {
      if (message.wishlist)
        sendIfStarted({ type: 'WISHLIST.SYNC', activeListId: message.wishlist.activeListId });
    });
    return () => {
      unsubscribe?.();
      opened?.close();
      channel.current = null;
    };
  }, [sendIfStarted]);

  useEffect(() => {
    sendIfStarted({ type: 'WISHLIST.SESSION', loggedIn });
  }, [loggedIn, sendIfStarted]);

  return useMemo(
    () => ({
      view,
      add: (product) => send({ type: 'WISHLIST.ADD', product }),
      chooseList: (listId) => sendIfStarted({ type: 'WISHLIST.CHOOSE_LIST', listId }),
      closeModal: () => sendIfStarted({ type: 'WISHLIST.CLOSE_MODAL' }),
      changeQuantity: (listId, entry, quantity) =>
        send({ type: 'WISHLIST.CHANGE_QUANTITY', listId, entry, quantity }),
      remove: (listId, entry, index) => send({ type: 'WISHLIST.REMOVE', listId, entry, index }),
      restore: (removal) => send({ type: 'WISHLIST.RESTORE', removal }),
      replaceItem: (listId, entry, itemId) => send({ type: 'WISHLIST.REPLACE_ITEM', listId, entry, itemId }),
      selectList: (listId) => send({ type: 'WISHLIST.SELECT_LIST', listId }),
      askRemoveList: (list) => send({ type: 'WISHLIST.ASK_REMOVE_LIST', list }),
      confirmRemoveList: () => sendIfStarted({ type: 'WISHLIST.CONFIRM_REMOVE_LIST' }),
      changeList: (change) => send({ type: 'WISHLIST.CHANGE_LIST', change }),
    }),
    [view, send, sendIfStarted],
  );
}
