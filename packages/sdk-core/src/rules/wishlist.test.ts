// Wish list rules (spec shopping §5 "Wish list quantity", §9 comments 3, quantity 0 to 9998, maximum 9999).
import { describe, expect, it } from 'vitest';
import {
  visibleComments,
  WISHLIST_QUANTITY_MAX,
  wishlistMaximum,
  wishlistMinimum,
  wishlistQuantityProblem,
  wishlistQuantityVerdict,
  wishlistRows,
} from './wishlist';

describe('wish list quantity (spec shopping §5, §9)', () => {
  const entry = { quantity: 2, minimumOrderQuantity: 1 };

  it('sends only a changed whole quantity within 0..9998', () => {
    expect(wishlistQuantityVerdict(entry, 3)).toBe('send');
    expect(wishlistQuantityVerdict(entry, 0)).toBe('send');
    expect(wishlistQuantityVerdict(entry, WISHLIST_QUANTITY_MAX)).toBe('send');
    expect(wishlistQuantityVerdict(entry, 2)).toBe('unchanged');
    expect(wishlistQuantityVerdict(entry, 9999)).toBe('outOfRange');
    expect(wishlistQuantityVerdict(entry, -1)).toBe('outOfRange');
    expect(wishlistQuantityVerdict(entry, 1.5)).toBe('outOfRange');
    expect(wishlistQuantityVerdict(entry, Number.NaN)).toBe('outOfRange');
  });

  it("the minimum is the item's or product's minimum order quantity, or 0 when the entry holds less", () => {
    expect(wishlistMinimum({ quantity: 10, minimumOrderQuantity: 5 })).toBe(5);
    expect(wishlistMinimum({ quantity: 5, minimumOrderQuantity: 5 })).toBe(5);
    expect(wishlistMinimum({ quantity: 4, minimumOrderQuantity: 5 })).toBe(0);
    expect(wishlistQuantityVerdict({ quantity: 10, minimumOrderQuantity: 5 }, 4)).toBe('belowMinimum');
    expect(wishlistQuantityVerdict({ quantity: 4, minimumOrderQuantity: 5 }, 3)).toBe('send');
  });

  it("the field's maximum is the item's, 9999 when it names none, never above 9998", () => {
    expect(wishlistMaximum(20)).toBe(20);
    expect(wishlistMaximum(null)).toBe(9998);
    expect(wishlistMaximum(20000)).toBe(9998);
  });
});

describe('restore rows (spec shopping §4 "Wish list entry removal")', () => {
  it('puts each restore row where its entry stood, also after several removals', () => {
    // Rows A B C D; B removed (index 1), then D (index 3 among A (B) C D), then A (index 0).
    const rows = wishlistRows(
      ['C'],
      [
        { removed: 'B', index: 1 },
        { removed: 'D', index: 3 },
        { removed: 'A', index: 0 },
      ],
    );
    expect(rows).toEqual([
      { kind: 'removed', removed: 'A' },
      { kind: 'removed', removed: 'B' },
      { kind: 'entry', entry: 'C' },
      { kind: 'removed', removed: 'D' },
    ]);
  });

  it('a position beyond the end puts the row last', () => {
    expect(wishlistRows([], [{ removed: 'A', index: 4 }])).toEqual([{ kind: 'removed', removed: 'A' }]);
  });
});

describe('comments (spec shopping §9 "3 per entry, with a show-all link above 3")', () => {
  it('shows 3 and counts the rest until expanded', () => {
    expect(visibleComments([1, 2, 3], false)).toEqual({ shown: [1, 2, 3], hidden: 0 });
    expect(visibleComments([1, 2, 3, 4, 5], false)).toEqual({ shown: [1, 2, 3], hidden: 2 });
    expect(visibleComments([1, 2, 3, 4, 5], true)).toEqual({ shown: [1, 2, 3, 4, 5], hidden: 0 });
  });
});

describe('wishlistQuantityProblem, the API check (spec shopping §5 keys, §9 0 to 9998)', () => {
  it('refuses negative, fractional and too large quantities with the quantity key', () => {
    for (const quantity of [-1, 1.5, 9999, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(wishlistQuantityProblem(quantity, { minimumOrderQuantity: 1, maxQuantity: null })).toEqual({
        message: 'vue.buybox.text.quantity.error',
      });
    }
    expect(
      wishlistQuantityProblem(WISHLIST_QUANTITY_MAX, { minimumOrderQuantity: 1, maxQuantity: null }),
    ).toBeNull();
  });

  it("keeps within the item's maximum", () => {
    expect(wishlistQuantityProblem(10, { minimumOrderQuantity: 1, maxQuantity: 10 })).toBeNull();
    expect(wishlistQuantityProblem(11, { minimumOrderQuantity: 1, maxQuantity: 10 })).toEqual({
      message: 'vue.buybox.text.quantity.error',
    });
  });

  it('names the minimum from 1 on; 0 keeps the entry; an entry already below the minimum may go lower', () => {
    const limits = { minimumOrderQuantity: 5, maxQuantity: null };
    expect(wishlistQuantityProblem(4, limits)).toEqual({ message: 'vue.pdp.minQuantity', amount: 5 });
    expect(wishlistQuantityProblem(0, limits)).toBeNull();
    expect(wishlistQuantityProblem(5, limits)).toBeNull();
    expect(wishlistQuantityProblem(3, { ...limits, storedQuantity: 10 })).toEqual({
      message: 'vue.pdp.minQuantity',
      amount: 5,
    });
    expect(wishlistQuantityProblem(3, { ...limits, storedQuantity: 2 })).toBeNull();
  });
});
