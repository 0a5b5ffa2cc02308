// The cart as components see it: the cart from the Apollo cache and actions backed by the cart
// machine (components render state; the rules live in sdk-core's cartMachine, which CartProvider
// loads on first use).
import { skipToken, useQuery } from '@apollo/client/react';
import { CartDocument, type CartFieldsFragment } from '@ranzen/sdk-core';
import { type CartActions, useCartContext } from './CartProvider';
import type { CartView } from './cartView';

export interface UseCartResult extends CartActions, Omit<CartView, 'articleCount'> {
  /** Sum of quantities in the cart (the header badge). */
  readonly count: number;
  /** The cart from the cache; null before the first position or while it loads. */
  readonly cart: CartFieldsFragment | null;
}

export function useCart(): UseCartResult {
  const { view, ...actions } = useCartContext();
  const { articleCount, ...shown } = view;
  // cache-first: the server rendered this query into the cache, so hydration needs no request.
  const { data } = useQuery(CartDocument, view.cartId ? { variables: { cartId: view.cartId } } : skipToken);
  const cart = data?.cart ?? null;
  return { ...shown, ...actions, cart, count: cart?.articleCount ?? articleCount };
}
