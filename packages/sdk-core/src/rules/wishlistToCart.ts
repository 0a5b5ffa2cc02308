// Add-all-to-cart from a wish list (spec shopping §4 "Add-all-to-cart from a teaser list returns
// variantsToChoose, quantityChanged, maxInCart, successfullyAdded, which drive follow-up modals"; §5 and §9
// cart quantities). Pure: the API sorts every line with it, the storefront reads the same four outcomes.
import { QUANTITY_MAX } from './quantity';

/** Where a line of add-all-to-cart lands; each line lands in exactly one. */
export type WishlistCartOutcome = 'variantsToChoose' | 'quantityChanged' | 'maxInCart' | 'successfullyAdded';

/** The four outcomes in the order the storefront handles them (choose first, then confirm, then notice). */
export const WISHLIST_CART_OUTCOMES: readonly WishlistCartOutcome[] = [
  'variantsToChoose',
  'quantityChanged',
  'maxInCart',
  'successfullyAdded',
];

/** One line as the server knows it when it is sorted. */
export interface WishlistCartLineFacts {
  /** Units the list asks for (at least 1). */
  readonly asked: number;
  /** The product has several variants and the line names none. */
  readonly variantOpen: boolean;
  /** Units of the item the cart already holds. */
  readonly inCart: number;
  /** The item's maximum per cart position. */
  readonly maxQuantity: number;
  /** Units in stock; 0 when the item cannot be bought now. */
  readonly stock: number;
  /** The product's minimum order quantity in the store. */
  readonly minimumOrderQuantity: number;
}

export interface WishlistCartLineVerdict {
  readonly outcome: WishlistCartOutcome;
  /** Units to put into the cart (0 for variantsToChoose and maxInCart). */
  readonly added: number;
}

/**
 * Sorts one line of add-all-to-cart: an open variant is asked for; a cart at the item's maximum (or the
 * cart's 999) takes nothing; otherwise as many units as the maximum and the stock leave room for, raised to
 * the minimum order quantity when the position would stay below it. Fewer or more units than asked, none
 * included when nothing is in stock, is a changed quantity.
 *
 * @example
 * ```ts
 * wishlistCartLine({ asked: 5, variantOpen: false, inCart: 0, maxQuantity: 3, stock: 50, minimumOrderQuantity: 1 });
 * // { outcome: 'quantityChanged', added: 3 }
 * ```
 */
export function wishlistCartLine(line: WishlistCartLineFacts): WishlistCartLineVerdict {
  if (line.variantOpen) return { outcome: 'variantsToChoose', added: 0 };
  const maximum = Math.min(line.maxQuantity, QUANTITY_MAX);
  if (line.inCart >= maximum) return { outcome: 'maxInCart', added: 0 };
  const room = Math.max(0, Math.min(maximum, line.stock) - line.inCart);
  const needed = Math.max(line.asked, line.minimumOrderQuantity - line.inCart);
  const added = needed <= room ? needed : room >= line.minimumOrderQuantity - line.inCart ? room : 0;
  return { outcome: added === line.asked ? 'successfullyAdded' : 'quantityChanged', added };
}
