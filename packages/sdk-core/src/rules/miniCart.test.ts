// Mini cart rule (spec shopping §4 "Mini cart", §9 "Mini cart 3 items").
import { describe, expect, it } from 'vitest';
import type { CartFieldsFragment } from '../graphql/generated';
import { MINI_CART_ITEMS, miniCartView } from './miniCart';

type Item = CartFieldsFragment['items'][number];

function cartWith(itemCount: number, productsCount: number): CartFieldsFragment {
  const items = Array.from({ length: itemCount }, (_, index) => ({ id: `p${index}` }) as Item);
  return { items, productsCount } as CartFieldsFragment;
}

describe('miniCartView', () => {
  it('lists the first 3 items (spec §9)', () => {
    expect(MINI_CART_ITEMS).toBe(3);
    expect(miniCartView(cartWith(5, 5)).items.map((item) => item.id)).toEqual(['p0', 'p1', 'p2']);
    expect(miniCartView(cartWith(2, 2)).items).toHaveLength(2);
  });

  it('shows the view-all link only with more than 3 products (spec §4)', () => {
    expect(miniCartView(cartWith(3, 3)).showViewAll).toBe(false);
    expect(miniCartView(cartWith(4, 4)).showViewAll).toBe(true);
  });

  it('is empty without a cart or without items', () => {
    expect(miniCartView(null)).toEqual({ items: [], showViewAll: false, empty: true });
    expect(miniCartView(cartWith(0, 0)).empty).toBe(true);
    expect(miniCartView(cartWith(1, 1)).empty).toBe(false);
  });
});
