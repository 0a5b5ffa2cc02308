// Add-all-to-cart of a visitor's own or shared wish list (spec shopping §4 add-all-to-cart with
// quantityChanged, maxInCart, successfullyAdded; §7 "add products to cart from teaser list", the same call for
// any list the visitor may see). The same machine and I/O as a teaser list's (provideTeaserWishlistMachine):
// one cart update adds every line it can at the server's prices; changed quantities open the changed-quantity
// modal, a line already at its maximum is a notice. An own list names every item, so no variant is open
// (variantsToChoose stays empty). The machine loads by dynamic import() on the first click (DESIGN §6).
// Each line that went in is reported to the data layer (storefront §7 analytics, GA4 add_to_cart).
import {
  type EcommerceEvent,
  errorText,
  isMessageKey,
  pushToDataLayer,
  type TeaserEntry,
  type TeaserWishlistEmitted,
  type TeaserWishlistNotice,
  type teaserWishlistMachine,
  type WishlistCartLine,
} from '@ranzen/sdk-core';
import { useMemo, useRef } from 'react';
import type { SnapshotFrom } from 'xstate';
import { fetchCartIdsFromServer, useCartContext } from './CartProvider';
import { useShop, useTranslate } from './ShopProvider';
import { type ShopClient, useShopClient } from './shopClient';
import { useToasts } from './ToastProvider';
import { useLazyMachine } from './useLazyMachine';

export interface WishlistToCartView {
  /** `adding` while the call runs; `confirmingQuantities` with the changed-quantity modal open. */
  readonly state: 'idle' | 'adding' | 'confirmingQuantities';
  /** Lines added with another quantity than the list asked for. */
  readonly changed: readonly WishlistCartLine[];
}

export interface UseWishlistToCartResult {
  readonly view: WishlistToCartView;
  /** Puts every entry of the list into the visitor's cart (entries of quantity 0 stay out). */
  readonly addAll: (listId: string, entries: readonly TeaserEntry[]) => void;
  readonly closeModal: () => void;
}

function viewOf(snapshot: SnapshotFrom<typeof teaserWishlistMachine>): WishlistToCartView {
  const state =
    snapshot.value === 'idle' || snapshot.value === 'confirmingQuantities' ? snapshot.value : 'adding';
  return { state, changed: snapshot.context.changed };
}

const IDLE: WishlistToCartView = { state: 'idle', changed: [] };

export interface UseWishlistToCartOptions {
  /**
   * The data layer event of a line that went into the cart (its `addedQuantity`); pushed for every such
   * line, never for a failed call. Null leaves the line out.
   */
  readonly addedEvent?: (line: WishlistCartLine) => EcommerceEvent<'add_to_cart'> | null;
}

/**
 * Every line an add-all put into the cart as its data layer event (GA4 add_to_cart): the one path of the
 * wish list page's and a teaser list's add-all.
 */
export function reportAddedLines(
  added: readonly WishlistCartLine[],
  addedEvent: (line: WishlistCartLine) => EcommerceEvent<'add_to_cart'> | null,
): void {
  for (const line of added) {
    const lineEvent = addedEvent(line);
    if (lineEvent) pushToDataLayer(lineEvent);
  }
}

let toastSequence = 0;

/**
 * Loads the teaser wish list machine with the shop client. Its writes go to the cart shown now, or to the
 * visitor's cart from `/api/cart-id` when there is none yet; `cartIdUsed` remembers which, for adoptCart.
 */
export function loadTeaserWishlistMachine(
  shopClient: ShopClient,
  shownCartId: () => string | null,
  cartIdUsed: { current: string | null },
) {
  return Promise.all([import('./provideTeaserWishlistMachine'), shopClient.load()]).then(
    ([{ provideTeaserWishlistMachine }, client]) =>
      provideTeaserWishlistMachine({
        client,
        cartId: async () => {
          const cartId = shownCartId() ?? (await fetchCartIdsFromServer({ renew: false })).cartId;
          cartIdUsed.current = cartId;
          return cartId;
        },
        ensureVisitorIds: () => fetchCartIdsFromServer({ renew: false }),
      }),
  );
}

/**
 * Add-all-to-cart of a wish list on the wish list page.
 *
 * @example
 * ```tsx
 * const toCart = useWishlistToCart({ addedEvent: (line) => addedLineEvent(line, entries) });
 * <button type="button" onClick={() => toCart.addAll(list.externalId, entries)}>Add all to cart</button>
 * ```
 */
export function useWishlistToCart({ addedEvent }: UseWishlistToCartOptions = {}): UseWishlistToCartResult {
  const shopClient = useShopClient();
  const { messages } = useShop();
  const t = useTranslate();
  const { addToast } = useToasts();
  const cart = useCartContext();
  const latestCart = useRef(cart);
  latestCart.current = cart;
  const cartIdUsed = useRef<string | null>(null);

  const toast = (notice: TeaserWishlistNotice) => {
    toastSequence += 1;
    addToast({
      id: `wishlist-to-cart-${toastSequence}`,
      type: notice.tone,
      message: isMessageKey(messages, notice.message) ? t(notice.message, notice.params) : notice.message,
    });
  };

  const onEmitted = (event: TeaserWishlistEmitted) => {
    if (event.type === 'TEASER.NOTICE') toast(event.notice);
    if (event.type !== 'TEASER.CART_CHANGED') return;
    // The cart views (header count, mini cart) show the cart the answer carried; the other tabs adopt it.
    if (cartIdUsed.current) latestCart.current.adoptCart(cartIdUsed.current);
    if (addedEvent) reportAddedLines(event.added, addedEvent);
  };

  const { view, send, sendIfStarted } = useLazyMachine({
    load: () => loadTeaserWishlistMachine(shopClient, () => latestCart.current.view.cartId, cartIdUsed),
    // Not a teaser: the machine's conversion ("save as my list") is never asked for here.
    input: () => ({ teaserId: '' }),
    initialView: () => IDLE,
    view: viewOf,
    onEmitted,
    onLoadError: (error, _event, shown) => {
      toast({ tone: 'error', message: errorText(error), params: {} });
      return shown;
    },
  });

  return useMemo(
    () => ({
      view,
      addAll: (listId, entries) => send({ type: 'TEASER.ADD_ALL', listId, entries, choices: [] }),
      closeModal: () => sendIfStarted({ type: 'TEASER.CLOSE' }),
    }),
    [view, send, sendIfStarted],
  );
}
