// Cart state for the whole page (spec shopping §4, §7; DESIGN §2). The cart machine's I/O is wired to
// the Apollo client so an added position lands in the normalised cache and every cart view (header
// count, mini cart, basket page) updates without a reload. The machine and XState are loaded by
// dynamic import() on the first add-to-cart (DESIGN §6 first-load budget); until then cart views read
// the count from the Apollo cache, which the server filled.
import { useApolloClient } from '@apollo/client/react';
import type { CartIds, EnsureCartIdInput } from '@ranzen/sdk-core';
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
import type { CartSnapshot } from './cartSnapshot';

export type { CartSnapshot } from './cartSnapshot';

export interface CartContextValue {
  readonly snapshot: CartSnapshot;
  readonly addToCart: (itemId: string, quantity: number) => void;
  readonly dismiss: () => void;
}

const CartContext = createContext<CartContextValue | null>(null);

/** The storefront server's endpoint that hands out (and on first use issues) cart and user ids. */
export const CART_ID_ENDPOINT = '/api/cart-id';

export interface CartProviderProps {
  /** Cart id from the cartId cookie, read on the server; null for a visitor without a cart. */
  readonly cartId: string | null;
  readonly children: ReactNode;
  /** Overrides how cart ids are obtained (tests). */
  readonly fetchCartIds?: (input: EnsureCartIdInput) => Promise<CartIds>;
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

export function CartProvider({ cartId, children, fetchCartIds = fetchCartIdsFromServer }: CartProviderProps) {
  const client = useApolloClient();
  const [snapshot, setSnapshot] = useState<CartSnapshot>(() => ({
    cartId,
    articleCount: 0,
    activity: 'idle',
    errorMessage: null,
  }));
  const snapshotRef = useRef(snapshot);
  snapshotRef.current = snapshot;
  const actorRef = useRef<CartMachineActor | null>(null);
  const loading = useRef<Promise<CartMachineActor> | null>(null);

  const ensureActor = useCallback((): Promise<CartMachineActor> => {
    if (!loading.current) {
      loading.current = import('./cartActor').then(({ startCartActor }) => {
        const actor = startCartActor({
          client,
          cartId: snapshotRef.current.cartId,
          articleCount: snapshotRef.current.articleCount,
          fetchCartIds,
          onSnapshot: setSnapshot,
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

  useEffect(
    () => () => {
      actorRef.current?.stop();
      actorRef.current = null;
      loading.current = null;
    },
    [],
  );

  const addToCart = useCallback(
    (itemId: string, quantity: number) => {
      // The buy box shows it is working while the machine's chunk is still on its way.
      if (!actorRef.current)
        setSnapshot((current) => ({ ...current, activity: 'adding', errorMessage: null }));
      ensureActor().then(
        (actor) => actor.send({ type: 'CART.ADD_POSITION', itemId, quantity }),
        (error: unknown) =>
          setSnapshot((current) => ({ ...current, activity: 'error', errorMessage: errorText(error) })),
      );
    },
    [ensureActor],
  );
  const dismiss = useCallback(() => {
    if (actorRef.current) actorRef.current.send({ type: 'CART.DISMISS' });
    else setSnapshot((current) => ({ ...current, activity: 'idle', errorMessage: null }));
  }, []);

  const value = useMemo(() => ({ snapshot, addToCart, dismiss }), [snapshot, addToCart, dismiss]);
  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}

/** The page's cart state and actions; throws outside <CartProvider>. */
export function useCartContext(): CartContextValue {
  const cart = useContext(CartContext);
  if (!cart) throw new Error('useCart must be used inside <CartProvider>');
  return cart;
}
