// The cart as components see it: the item count from the Apollo cache and an add action backed by
// the cart machine (components render state; the rules live in sdk-core's cartMachine, which
// CartProvider loads on first use).
import { skipToken, useQuery } from '@apollo/client/react';
import { type CartActivity, CartDocument } from '@ranzen/sdk-core';
import { useCartContext } from './CartProvider';

export interface UseCartResult {
  readonly cartId: string | null;
  /** Sum of quantities in the cart (the header badge). */
  readonly count: number;
  /** The machine's state for buy boxes: idle, adding, added, error. */
  readonly activity: CartActivity;
  readonly errorMessage: string | null;
  readonly addToCart: (itemId: string, quantity: number) => void;
  readonly dismiss: () => void;
}

export function useCart(): UseCartResult {
  const { snapshot, addToCart, dismiss } = useCartContext();
  const { cartId } = snapshot;
  // cache-first: the server rendered this query into the cache, so hydration needs no request.
  const { data } = useQuery(CartDocument, cartId ? { variables: { cartId } } : skipToken);
  return {
    cartId,
    count: data?.cart?.articleCount ?? snapshot.articleCount,
    activity: snapshot.activity,
    errorMessage: snapshot.errorMessage,
    addToCart,
    dismiss,
  };
}
