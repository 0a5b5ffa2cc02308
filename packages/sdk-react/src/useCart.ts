// The cart as components see it: the item count from the Apollo cache and an add action backed by
// the cart machine (components render state; the rules live in sdk-core's cartMachine).
import { skipToken, useQuery } from '@apollo/client/react';
import { type CartActivity, CartDocument, cartActivity } from '@ranzen/sdk-core';
import { useSelector } from '@xstate/react';
import { useCallback } from 'react';
import { useCartActor } from './CartProvider';

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
  const actor = useCartActor();
  const cartId = useSelector(actor, (snapshot) => snapshot.context.cartId);
  const machineCount = useSelector(actor, (snapshot) => snapshot.context.articleCount);
  const activity = useSelector(actor, (snapshot) => cartActivity(snapshot.value));
  const errorMessage = useSelector(actor, (snapshot) => snapshot.context.errorMessage);
  // cache-first: the server rendered this query into the cache, so hydration needs no request.
  const { data } = useQuery(CartDocument, cartId ? { variables: { cartId } } : skipToken);
  const addToCart = useCallback(
    (itemId: string, quantity: number) => actor.send({ type: 'CART.ADD_POSITION', itemId, quantity }),
    [actor],
  );
  const dismiss = useCallback(() => actor.send({ type: 'CART.DISMISS' }), [actor]);
  return {
    cartId,
    count: data?.cart?.articleCount ?? machineCount,
    activity,
    errorMessage,
    addToCart,
    dismiss,
  };
}
