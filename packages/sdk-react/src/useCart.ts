// The cart as components see it: the cart from the Apollo cache and actions backed by the cart
// machine (components render state; the rules live in sdk-core's cartMachine, which CartProvider
// loads on first use).
import { skipToken, useQuery } from '@apollo/client/react';
import { CartDocument, type CartFieldsFragment } from '@ranzen/sdk-core';
import { type CartActions, useCartContext } from './CartProvider';
import type { CartSnapshot } from './cartSnapshot';

export interface UseCartResult extends CartActions, Omit<CartSnapshot, 'articleCount'> {
  /** Sum of quantities in the cart (the header badge). */
  readonly count: number;
  /** The cart from the cache; null before the first position or while it loads. */
  readonly cart: CartFieldsFragment | null;
}

export function useCart(): UseCartResult {
  const { snapshot, ...actions } = useCartContext();
  const { articleCount, ...state } = snapshot;
  // cache-first: the server rendered this query into the cache, so hydration needs no request.
  const { data } = useQuery(
    CartDocument,
    snapshot.cartId ? { variables: { cartId: snapshot.cartId } } : skipToken,
  );
  const cart = data?.cart ?? null;
  return { ...state, ...actions, cart, count: cart?.articleCount ?? articleCount };
}
