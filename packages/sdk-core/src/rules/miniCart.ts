// Mini cart in the header (spec shopping §4 "Mini cart", §9: 3 items, 300 ms close delay; storefront
// §2.5: hover opens it on laptop-size, non-touch screens, elsewhere the icon goes to the cart).
import type { CartFieldsFragment } from '../graphql/generated';

/** The mini cart lists the first 3 items. */
export const MINI_CART_ITEMS = 3;
/** It closes 300 ms after the pointer left. */
export const MINI_CART_CLOSE_DELAY_MS = 300;
/** Laptop width (from 1024px, the design's breakpoint) with a mouse: hover exists and is precise. */
export const MINI_CART_MEDIA_QUERY = '(min-width: 1024px) and (hover: hover) and (pointer: fine)';

export interface MiniCartView {
  readonly items: CartFieldsFragment['items'];
  /** More than 3 products in the cart: a view-all link leads to the basket. */
  readonly showViewAll: boolean;
  readonly empty: boolean;
}

/**
 * What the mini cart shows for a cart: the first items, whether a view-all link is needed, and whether it is empty.
 *
 * @example
 * ```ts
 * miniCartView(null); // { items: [], showViewAll: false, empty: true }
 * ```
 */
export function miniCartView(cart: CartFieldsFragment | null): MiniCartView {
  const items = cart?.items ?? [];
  return {
    items: items.slice(0, MINI_CART_ITEMS),
    showViewAll: (cart?.productsCount ?? 0) > MINI_CART_ITEMS,
    empty: items.length === 0,
  };
}
