// Spec shopping §4: "Add-all-to-cart from a teaser list returns variantsToChoose, quantityChanged, maxInCart,
// successfullyAdded"; §5/§9 cart quantity 1-999, the item's maximum and the minimum order quantity.
import { describe, expect, it } from 'vitest';
import { QUANTITY_MAX } from './quantity';
import { WISHLIST_CART_OUTCOMES, type WishlistCartLineFacts, wishlistCartLine } from './wishlistToCart';

const line = (facts: Partial<WishlistCartLineFacts>): WishlistCartLineFacts => ({
  asked: 2,
  variantOpen: false,
  inCart: 0,
  maxQuantity: 20,
  stock: 100,
  minimumOrderQuantity: 1,
  ...facts,
});

describe('wishlistCartLine', () => {
  it('names the four outcomes of the spec, choosing a variant first', () => {
    expect(WISHLIST_CART_OUTCOMES).toEqual([
      'variantsToChoose',
      'quantityChanged',
      'maxInCart',
      'successfullyAdded',
    ]);
  });

  it('adds a line as asked when the item has room', () => {
    expect(wishlistCartLine(line({}))).toEqual({ outcome: 'successfullyAdded', added: 2 });
    expect(wishlistCartLine(line({ inCart: 18 }))).toEqual({ outcome: 'successfullyAdded', added: 2 });
  });

  it('asks for the variant when the line leaves it open, whatever the stock', () => {
    expect(wishlistCartLine(line({ variantOpen: true, stock: 0 }))).toEqual({
      outcome: 'variantsToChoose',
      added: 0,
    });
  });

  it('adds nothing when the cart already holds the item maximum or the cart maximum', () => {
    expect(wishlistCartLine(line({ inCart: 20 }))).toEqual({ outcome: 'maxInCart', added: 0 });
    expect(wishlistCartLine(line({ maxQuantity: 5000, stock: 5000, inCart: QUANTITY_MAX }))).toEqual({
      outcome: 'maxInCart',
      added: 0,
    });
  });

  it('caps at the item maximum, the room left in the cart and the stock', () => {
    expect(wishlistCartLine(line({ asked: 30 }))).toEqual({ outcome: 'quantityChanged', added: 20 });
    expect(wishlistCartLine(line({ asked: 5, inCart: 17 }))).toEqual({
      outcome: 'quantityChanged',
      added: 3,
    });
    expect(wishlistCartLine(line({ asked: 5, stock: 4 }))).toEqual({ outcome: 'quantityChanged', added: 4 });
  });

  it('answers a changed quantity of 0 when nothing is in stock', () => {
    expect(wishlistCartLine(line({ stock: 0 }))).toEqual({ outcome: 'quantityChanged', added: 0 });
  });

  it('raises a line to the minimum order quantity, or adds nothing when the room is below it', () => {
    expect(wishlistCartLine(line({ asked: 2, minimumOrderQuantity: 5 }))).toEqual({
      outcome: 'quantityChanged',
      added: 5,
    });
    expect(wishlistCartLine(line({ asked: 2, minimumOrderQuantity: 5, inCart: 4 }))).toEqual({
      outcome: 'successfullyAdded',
      added: 2,
    });
    expect(wishlistCartLine(line({ asked: 2, minimumOrderQuantity: 5, stock: 3 }))).toEqual({
      outcome: 'quantityChanged',
      added: 0,
    });
  });
});
