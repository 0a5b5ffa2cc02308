// Cart state for the whole page (spec shopping §4, §7, §8; DESIGN §2). The cart machine's I/O is wired
// to the Apollo client so a change lands in the normalised cache and every cart view (header count,
// mini cart, basket page) updates without a reload. The machine and XState are loaded by dynamic
// import() on the first cart action (useLazyMachine; DESIGN §6 first-load budget); until then cart
// views read the cart from the Apollo cache, which the server filled.
//
// Failures become error toasts with the server's message (§8 "Cart add or remove fails"); every
// successful change is announced to the other tabs, and a change announced by another tab makes this
// one adopt its cart id, reset the Apollo store and refetch (§7 cross-tab sync). An add's GA4
// add_to_cart event (storefront §7 analytics) goes to the data layer once the cart took the position.
import {
  CartDocument,
  type CartEmitted,
  type CartIds,
  type cartMachine,
  type EcommerceEvent,
  type EnsureCartIdInput,
  errorText,
  HttpStatusError,
  isMessageKey,
  pushToDataLayer,
  type RemovedCartItem,
  shopFetch,
} from '@ranzen/sdk-core';
import { type ReactNode, useEffect, useMemo, useRef } from 'react';
import type { EventFromLogic } from 'xstate';
import { type CartSyncChannel, openCartSyncChannel } from './cartSync';
import { type CartView, cartView, initialCartView } from './cartView';
import { createLazyMachineContext, useLazyMachineContext } from './createLazyMachineContext';
import { useShop, useTranslate } from './ShopProvider';
import { useShopClient } from './shopClient';
import { useToasts } from './ToastProvider';
import { useLazyMachine } from './useLazyMachine';

export type { CartView, CartViewState } from './cartView';

export interface AddToCartOptions {
  /** No success flyout after this add. */
  readonly suppressFlyout?: boolean;
  /** Pushed to the data layer once the cart took the position (never after a failed add). */
  readonly addedEvent?: EcommerceEvent<'add_to_cart'>;
}

export interface CartActions {
  readonly addToCart: (itemId: string, quantity: number, options?: AddToCartOptions) => void;
  /** Checked by the machine; the quantity field has already waited its 500 ms. */
  readonly changeQuantity: (positionId: string, quantity: number) => void;
  readonly removePosition: (item: RemovedCartItem) => void;
  readonly undoRemove: () => void;
  readonly addVoucher: (code: string) => void;
  readonly removeVoucher: (code: string) => void;
  readonly closeFlyout: () => void;
  /** Returns the buy box to its resting state. */
  readonly dismiss: () => void;
  /**
   * A login or registration moved the visitor to another cart: this page shows it from now on and the other
   * tabs adopt it too.
   */
  readonly adoptCart: (cartId: string) => void;
}

export interface CartContextValue extends CartActions {
  readonly view: CartView;
}

/** The storefront server's endpoint that hands out (and on first use issues) cart and user ids. */
export const CART_ID_ENDPOINT = '/api/cart-id';

/** Data-layer event when part of a lightning purchase goes at the normal price. */
export const LIGHTNING_SPLIT_EVENT = 'lightning_deal_quantity_exceeded';

export interface CartProviderProps {
  /** Cart id from the cartId cookie, read on the server; null for a visitor without a cart. */
  readonly cartId: string | null;
  readonly children: ReactNode;
  /** Overrides how cart ids are obtained (tests). */
  readonly fetchCartIds?: (input: EnsureCartIdInput) => Promise<CartIds>;
  /** Overrides the cross-tab channel (tests); BroadcastChannel where the browser has it. */
  readonly openSyncChannel?: () => CartSyncChannel | null;
}

function isCartIds(value: unknown): value is CartIds {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return typeof record.cartId === 'string' && typeof record.userId === 'string';
}

/**
 * GET /api/cart-id; the server sets the id cookies. The cart machine's `ensureCartId` actor in
 * `CartProvider`; a write outside the cart (a review, a rating) asks it for the visitor's ids too.
 *
 * @example
 * ```ts
 * const { cartId, userId } = await fetchCartIdsFromServer({ renew: false });
 * ```
 */
export async function fetchCartIdsFromServer({ renew }: EnsureCartIdInput): Promise<CartIds> {
  // A GET: the generic client's timeout, no retry (sdk-core shopFetch).
  const response = await shopFetch(renew ? `${CART_ID_ENDPOINT}?renew=1` : CART_ID_ENDPOINT, {
    credentials: 'same-origin',
    headers: { accept: 'application/json' },
  });
  if (!response.ok) throw new HttpStatusError(response.status, `cart-id: HTTP ${response.status}`);
  const body: unknown = await response.json();
  if (!isCartIds(body)) throw new Error('cart-id: unexpected answer');
  return body;
}

/** What the buy box and the cart id show at once, before the machine's chunk has arrived. */
function previewCart(view: CartView, event: EventFromLogic<typeof cartMachine>): CartView {
  switch (event.type) {
    case 'CART.ADD_POSITION':
      return { ...view, state: { ...view.state, add: 'adding' }, errorMessage: null };
    case 'CART.DISMISS':
      return { ...view, state: { ...view.state, add: 'idle' }, errorMessage: null };
    case 'CART.SYNC':
      return { ...view, cartId: event.cartId };
    default:
      return view;
  }
}

const CartContext = createLazyMachineContext<CartContextValue>({ provider: 'CartProvider', hook: 'useCart' });

let toastSequence = 0;

function useCartHost({
  cartId,
  fetchCartIds = fetchCartIdsFromServer,
  openSyncChannel = openCartSyncChannel,
}: Omit<CartProviderProps, 'children'>): CartContextValue {
  const shopClient = useShopClient();
  const t = useTranslate();
  const { messages } = useShop();
  const { addToast } = useToasts();
  const channel = useRef<CartSyncChannel | null>(null);
  const userId = useRef<string | null>(null);

  const onEmitted = (event: CartEmitted) => {
    switch (event.type) {
      case 'CART.ERROR':
        toastSequence += 1;
        addToast({
          id: `cart-error-${toastSequence}`,
          type: 'error',
          message: isMessageKey(messages, event.message) ? t(event.message) : event.message,
        });
        return;
      case 'CART.ADDED':
        pushToDataLayer(event.addedEvent);
        return;
      case 'CART.CHANGED':
        channel.current?.post({
          cartId: event.cartId,
          user: userId.current ? { userId: userId.current } : null,
          cart:
            shopClient.current?.readQuery({ query: CartDocument, variables: { cartId: event.cartId } })
              ?.cart ?? null,
        });
        return;
      case 'CART.LIGHTNING_SPLIT': {
        const { itemId, quantityLightning, quantityNormal } = event.position;
        const split = {
          event: LIGHTNING_SPLIT_EVENT,
          item_id: itemId,
          quantity_lightning: quantityLightning,
          quantity_normal: quantityNormal,
        };
        pushToDataLayer(split);
        return;
      }
    }
  };

  const machine = useLazyMachine({
    load: () =>
      Promise.all([import('./provideCartMachine'), shopClient.load()]).then(
        ([{ provideCartMachine }, client]) =>
          provideCartMachine({
            client,
            fetchCartIds: async (input) => {
              const ids = await fetchCartIds(input);
              userId.current = ids.userId;
              return ids;
            },
          }),
      ),
    input: (view) => ({ cartId: view.cartId, articleCount: view.articleCount }),
    initialView: () => initialCartView(cartId),
    view: cartView,
    preview: previewCart,
    onEmitted,
    // The buy box shows the failed add; any other action reports it as a toast.
    onLoadError: (error, event, view): CartView => {
      if (event.type === 'CART.ADD_POSITION')
        return { ...view, state: { ...view.state, add: 'error' }, errorMessage: errorText(error) };
      onEmitted({ type: 'CART.ERROR', message: errorText(error) });
      return view;
    },
  });
  const { send, sendIfStarted } = machine;

  // Spec §7: another tab changed the cart: take its cart id, reset the store and refetch.
  useEffect(() => {
    const opened = openSyncChannel();
    channel.current = opened;
    const unsubscribe = opened?.subscribe((message) => {
      if (message.user) userId.current = message.user.userId;
      if (message.cartId) sendIfStarted({ type: 'CART.SYNC', cartId: message.cartId });
      shopClient
        .load()
        .then((client) => client.resetStore())
        .catch((error: unknown) => {
          console.error('[cart] refetch after a change in another tab failed', error);
        });
    });
    return () => {
      unsubscribe?.();
      opened?.close();
      channel.current = null;
    };
  }, [shopClient, openSyncChannel, sendIfStarted]);

  const actions = useMemo<CartActions>(
    () => ({
      addToCart: (itemId, quantity, options) =>
        send({
          type: 'CART.ADD_POSITION',
          itemId,
          quantity,
          suppressFlyout: options?.suppressFlyout ?? false,
          addedEvent: options?.addedEvent,
        }),
      changeQuantity: (positionId, quantity) => send({ type: 'CART.CHANGE_QUANTITY', positionId, quantity }),
      removePosition: (item) => send({ type: 'CART.REMOVE_POSITION', item }),
      undoRemove: () => send({ type: 'CART.UNDO_REMOVE' }),
      addVoucher: (code) => send({ type: 'CART.ADD_VOUCHER', code }),
      removeVoucher: (code) => send({ type: 'CART.REMOVE_VOUCHER', code }),
      closeFlyout: () => sendIfStarted({ type: 'CART.CLOSE_FLYOUT' }),
      dismiss: () => sendIfStarted({ type: 'CART.DISMISS' }),
      adoptCart: (cartId) => {
        sendIfStarted({ type: 'CART.SYNC', cartId });
        channel.current?.post({ cartId, user: null, cart: null });
      },
    }),
    [send, sendIfStarted],
  );

  return useMemo(() => ({ view: machine.view, ...actions }), [machine.view, actions]);
}

/**
 * Cart state and actions for the whole page: one cart machine shared by every cart view.
 *
 * @example
 * ```tsx
 * // cartId: the visitor's cart id when the server knows it (the `cartId` cookie), else null.
 * <CartProvider cartId={cartId}>
 *   <SiteHeader />
 *   <ProductPage />
 * </CartProvider>
 * ```
 */
export function CartProvider({ children, ...props }: CartProviderProps) {
  const value = useCartHost(props);
  return <CartContext.Context.Provider value={value}>{children}</CartContext.Context.Provider>;
}

/**
 * The page's cart view and actions; throws outside <CartProvider>.
 *
 * @example
 * ```tsx
 * const { view, addToCart } = useCartContext();
 * // Prefer useCart(): the same actions with the cart read from the Apollo cache.
 * ```
 */
export function useCartContext(): CartContextValue {
  return useLazyMachineContext(CartContext);
}
