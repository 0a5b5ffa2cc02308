// Wish list quantity (spec shopping §5 "Wish list quantity ... between 0 and 9998 ... minimum error key
// vue.pdp.minQuantity with the amount"; §9 "default maximum 9999 when the item has no maxQuantity").
import { describe, expect, it } from 'vitest';
import { WISHLIST_QUANTITY_MAX, wishlistQuantityProblem } from './wishlist';

describe('wishlistQuantityProblem (shopping §5, §9)', () => {
  it('accepts 0 to 9998 without an item maximum', () => {
    for (const quantity of [0, 1, 500, WISHLIST_QUANTITY_MAX]) {
      expect(wishlistQuantityProblem(quantity, { minimumOrderQuantity: 1 })).toBeNull();
    }
  });

  it('refuses negative, fractional and too large quantities with the quantity key', () => {
    for (const quantity of [-1, 1.5, 9999, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(wishlistQuantityProblem(quantity, { minimumOrderQuantity: 1 })).toEqual({
        message: 'vue.buybox.text.quantity.error',
      });
    }
  });

  it("keeps below the item's maximum", () => {
    expect(wishlistQuantityProblem(10, { minimumOrderQuantity: 1, maxQuantity: 10 })).toBeNull();
    expect(wishlistQuantityProblem(11, { minimumOrderQuantity: 1, maxQuantity: 10 })).toEqual({
      message: 'vue.buybox.text.quantity.error',
    });
  });

  it('names the minimum order quantity from 1 on; 0 keeps the entry without an amount', () => {
    expect(wishlistQuantityProblem(4, { minimumOrderQuantity: 5 })).toEqual({
      message: 'vue.pdp.minQuantity',
      amount: 5,
    });
    expect(wishlistQuantityProblem(0, { minimumOrderQuantity: 5 })).toBeNull();
    expect(wishlistQuantityProblem(5, { minimumOrderQuantity: 5 })).toBeNull();
  });
});
