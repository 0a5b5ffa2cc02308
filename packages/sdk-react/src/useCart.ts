// The cart as components see it: the cart from the Apollo cache and actions backed by the cart
// machine (components render state; the rules live in sdk-core's cartMachine, which CartProvider
// loads on first use).
import { CartDocument, type CartFieldsFragment } from '@ranzen/sdk-core';
import { type CartActions, useCartContext } from './CartProvider';
import type { CartView } from './cartView';
import { useShopQuery } from './useShopQuery';

export interface UseCartResult extends CartActions, Omit<CartView, 'articleCount'> {
  /** Sum of quantities in the cart (the header badge). */
  readonly count: number;
  /** The cart from the cache; null before the first position or while it loads. */
  readonly cart: CartFieldsFragment | null;
}

/**
 * The page's cart: its actions (add, change, remove, vouchers), its view (state, errors, the last
 * added position) and the cart itself from the Apollo cache. Needs `<CartProvider>` (or `RanzenProvider`).
 *
 * @example
 * ```tsx
 * const { addToCart, count, state } = useCart();
 * <button type="button" disabled={state.add === 'adding'} onClick={() => addToCart(itemId, 1)}>
 *   Add to cart ({count})
 * </button>;
 * ```
 */
export function useCart(): UseCartResult {
  const { view, ...actions } = useCartContext();
  const { articleCount, ...shown } = view;
  // cache-first: the server rendered this query into the cache, so hydration needs no request.
  const { data } = useShopQuery(CartDocument, {
    variables: { cartId: view.cartId ?? '' },
    skip: view.cartId === null,
  });
  const cart = data?.cart ?? null;
  return { ...shown, ...actions, cart, count: cart?.articleCount ?? articleCount };
}
