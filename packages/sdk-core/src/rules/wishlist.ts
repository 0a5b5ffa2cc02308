// Wish list rules shared by the wish list machine and the shop API (spec shopping §5 "Wish list quantity",
// §9 "Wish list quantity valid 0 to 9998; default maximum 9999 when the item has no maxQuantity", "Wish list
// comments shown per entry 3").
import type { MessageKey } from '../i18n/messages';

/** The lowest quantity a wish list entry may hold (an entry kept as a reminder without an amount). */
export const WISHLIST_QUANTITY_MIN = 0;
/** The highest quantity a wish list entry may hold. */
export const WISHLIST_QUANTITY_MAX = 9998;
/** An item's maximum when it names none. */
export const WISHLIST_DEFAULT_ITEM_MAX = 9999;
/** Comments shown per entry before the show-all link. */
export const WISHLIST_COMMENTS_SHOWN = 3;
/** The longest comment (docs/not-shown.md). */
export const WISHLIST_COMMENT_MAX_LENGTH = 1000;
/** The longest list name (docs/not-shown.md). */
export const WISHLIST_NAME_MAX_LENGTH = 60;
/** The longest list description (docs/not-shown.md). */
export const WISHLIST_DESCRIPTION_MAX_LENGTH = 500;

export const WISHLIST_QUANTITY_ERROR = 'vue.buybox.text.quantity.error' satisfies MessageKey;
export const WISHLIST_MIN_QUANTITY_ERROR = 'vue.pdp.minQuantity' satisfies MessageKey;

/** Why a wish list quantity is refused; `amount` is the minimum the minimum message names. */
export type WishlistQuantityProblem =
  | { readonly message: typeof WISHLIST_QUANTITY_ERROR }
  | { readonly message: typeof WISHLIST_MIN_QUANTITY_ERROR; readonly amount: number };

export interface WishlistQuantityLimits {
  /** The item's or product's minimumOrderQuantity. */
  readonly minimumOrderQuantity: number;
  /** The item's maxQuantity, when it names one. */
  readonly maxQuantity?: number | null | undefined;
}

/**
 * Checks a wish list quantity: a whole number from 0 to 9998 and not above the item's maximum; from 1 on, not
 * below the minimum order quantity (0 keeps the entry without an amount). Null when it is fine.
 *
 * @example
 * ```ts
 * wishlistQuantityProblem(2, { minimumOrderQuantity: 5 }); // { message: 'vue.pdp.minQuantity', amount: 5 }
 * ```
 */
export function wishlistQuantityProblem(
  quantity: number,
  limits: WishlistQuantityLimits,
): WishlistQuantityProblem | null {
  const max = Math.min(WISHLIST_QUANTITY_MAX, limits.maxQuantity ?? WISHLIST_DEFAULT_ITEM_MAX);
  if (!Number.isInteger(quantity) || quantity < WISHLIST_QUANTITY_MIN || quantity > max) {
    return { message: WISHLIST_QUANTITY_ERROR };
  }
  if (quantity > 0 && quantity < limits.minimumOrderQuantity) {
    return { message: WISHLIST_MIN_QUANTITY_ERROR, amount: limits.minimumOrderQuantity };
  }
  return null;
}
