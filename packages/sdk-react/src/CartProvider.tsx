// Cart state for the whole page (spec shopping §4, §7, §8; DESIGN §2). The cart machine's I/O is wired
// to the Apollo client so a change lands in the normalised cache and every cart view (header count,
// mini cart, basket page) updates without a reload. The machine and XState are loaded by dynamic
// import() on the first cart action (DESIGN §6 first-load budget); until then cart views read the
// cart from the Apollo cache, which the server filled.
//
// Failures become error toasts with the server's message (§8 "Cart add or remove fails"); every
// successful change is announced to the other tabs, and a change announced by another tab makes this
// one adopt its cart id, reset the Apollo store and refetch (§7 cross-tab sync).
import { useApolloClient } from '@apollo/client/react';
import {
  CartDocument,
  type CartEmitted,
  type CartIds,
  type EnsureCartIdInput,
  isMessageKey,
  pushToDataLayer,
  type RemovedCartItem,
} from '@ranzen/sdk-core';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { CartMachineActor } from './cartActor';
import { type CartSnapshot, initialCartSnapshot } from './cartSnapshot';
import { type CartSyncChannel, openCartSyncChannel } from './cartSync';
import { useShop, useTranslate } from './ShopProvider';
import { useToasts } from './ToastProvider';

export type { CartSnapshot } from './cartSnapshot';

export interface AddToCartOptions {
  /** No success flyout after this add (spec shopping §4 "unless suppressed"). */
  readonly suppressFlyout?: boolean;
}

export interface CartActions {
  readonly addToCart: (itemId: string, quantity: number, options?: AddToCartOptions) => void;
  /** Debounced by the machine (500 ms) before it is sent. */
  readonly changeQuantity: (positionId: string, quantity: number) => void;
  readonly removePosition: (item: RemovedCartItem) => void;
  readonly undoRemove: () => void;
  readonly addVoucher: (code: string) => void;
  readonly removeVoucher: (code: string) => void;
  readonly closeFlyout: () => void;
  /** Returns the buy box to its resting state. */
  readonly dismiss: () => void;
}

export interface CartContextValue extends CartActions {
  readonly snapshot: CartSnapshot;
}

const CartContext = createContext<CartContextValue | null>(null);

/** The storefront server's endpoint that hands out (and on first use issues) cart and user ids. */
export const CART_ID_ENDPOINT = '/api/cart-id';

/** Data-layer event when part of a lightning purchase goes at the normal price (spec shopping §4). */
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

/** GET /api/cart-id (spec shopping §7 "Internal endpoints"); the server sets the id cookies. */
export async function fetchCartIdsFromServer({ renew }: EnsureCartIdInput): Promise<CartIds> {
  const response = await fetch(renew ? `${CART_ID_ENDPOINT}?renew=1` : CART_ID_ENDPOINT, {
    credentials: 'same-origin',
    headers: { accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`cart-id: HTTP ${response.status}`);
  const body: unknown = await response.json();
  if (!isCartIds(body)) throw new Error('cart-id: unexpected answer');
  return body;
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

let toastSequence = 0;

export function CartProvider({
  cartId,
  children,
  fetchCartIds = fetchCartIdsFromServer,
  openSyncChannel = openCartSyncChannel,
}: CartProviderProps) {
  const client = useApolloClient();
  const t = useTranslate();
  const { messages } = useShop();
  const { addToast } = useToasts();
  const [snapshot, setSnapshot] = useState<CartSnapshot>(() => initialCartSnapshot(cartId));
  const snapshotRef = useRef(snapshot);
  snapshotRef.current = snapshot;
  const actorRef = useRef<CartMachineActor | null>(null);
  const loading = useRef<Promise<CartMachineActor> | null>(null);
  const channel = useRef<CartSyncChannel | null>(null);
  const userId = useRef<string | null>(null);

  const onEmitted = useCallback(
    (event: CartEmitted) => {
      switch (event.type) {
        case 'CART.ERROR':
          toastSequence += 1;
          addToast({
            id: `cart-error-${toastSequence}`,
            type: 'error',
            message: isMessageKey(messages, event.message) ? t(event.message) : event.message,
          });
          return;
        case 'CART.CHANGED':
          channel.current?.post({
            cartId: event.cartId,
            user: userId.current ? { userId: userId.current } : null,
            cart:
              client.readQuery({ query: CartDocument, variables: { cartId: event.cartId } })?.cart ?? null,
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
    },
    [addToast, client, messages, t],
  );
  const onEmittedRef = useRef(onEmitted);
  onEmittedRef.current = onEmitted;

  const ensureActor = useCallback((): Promise<CartMachineActor> => {
    if (!loading.current) {
      loading.current = import('./cartActor').then(({ startCartActor }) => {
        const actor = startCartActor({
          client,
          cartId: snapshotRef.current.cartId,
          articleCount: snapshotRef.current.articleCount,
          fetchCartIds: async (input) => {
            const ids = await fetchCartIds(input);
            userId.current = ids.userId;
            return ids;
          },
          onSnapshot: setSnapshot,
          onEmitted: (event) => onEmittedRef.current(event),
        });
        actorRef.current = actor;
        return actor;
      });
      // A failed chunk load may succeed on the next click.
      loading.current.catch(() => {
        loading.current = null;
      });
    }
    return loading.current;
  }, [client, fetchCartIds]);

  // Spec §7: another tab changed the cart: take its cart id, reset the store and refetch.
  useEffect(() => {
    const opened = openSyncChannel();
    channel.current = opened;
    const unsubscribe = opened?.subscribe((message) => {
      if (message.user) userId.current = message.user.userId;
      setSnapshot((current) => ({ ...current, cartId: message.cartId }));
      actorRef.current?.send({ type: 'CART.SYNC', cartId: message.cartId });
      client.resetStore().catch((error: unknown) => {
        console.error('[cart] refetch after a change in another tab failed', error);
      });
    });
    return () => {
      unsubscribe?.();
      opened?.close();
      channel.current = null;
    };
  }, [client, openSyncChannel]);

  useEffect(
    () => () => {
      actorRef.current?.stop();
      actorRef.current = null;
      loading.current = null;
    },
    [],
  );

  const actions = useMemo<CartActions>(() => {
    const send = (event: Parameters<CartMachineActor['send']>[0]) => {
      ensureActor().then(
        (actor) => actor.send(event),
        (error: unknown) => onEmittedRef.current({ type: 'CART.ERROR', message: errorText(error) }),
      );
    };
    return {
      addToCart: (itemId, quantity, options) => {
        // The buy box shows it is working while the machine's chunk is still on its way.
        if (!actorRef.current)
          setSnapshot((current) => ({ ...current, activity: 'adding', errorMessage: null }));
        ensureActor().then(
          (actor) =>
            actor.send({
              type: 'CART.ADD_POSITION',
              itemId,
              quantity,
              suppressFlyout: options?.suppressFlyout ?? false,
            }),
          (error: unknown) =>
            setSnapshot((current) => ({ ...current, activity: 'error', errorMessage: errorText(error) })),
        );
      },
      changeQuantity: (positionId, quantity) => send({ type: 'CART.CHANGE_QUANTITY', positionId, quantity }),
      removePosition: (item) => send({ type: 'CART.REMOVE_POSITION', item }),
      undoRemove: () => send({ type: 'CART.UNDO_REMOVE' }),
      addVoucher: (code) => send({ type: 'CART.ADD_VOUCHER', code }),
      removeVoucher: (code) => send({ type: 'CART.REMOVE_VOUCHER', code }),
      closeFlyout: () => actorRef.current?.send({ type: 'CART.CLOSE_FLYOUT' }),
      dismiss: () => {
        if (actorRef.current) actorRef.current.send({ type: 'CART.DISMISS' });
        else setSnapshot((current) => ({ ...current, activity: 'idle', errorMessage: null }));
      },
    };
  }, [ensureActor]);

  const value = useMemo(() => ({ snapshot, ...actions }), [snapshot, actions]);
  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}

/** The page's cart state and actions; throws outside <CartProvider>. */
export function useCartContext(): CartContextValue {
  const cart = useContext(CartContext);
  if (!cart) throw new Error('useCart must be used inside <CartProvider>');
  return cart;
}
