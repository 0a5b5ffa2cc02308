// Session-storage items for attribution (spec storefront §3.15 "Session-storage items: item-list
// products, teaser promotion data"; §7 analytics "select item", "promotion select").
import { describe, expect, it } from 'vitest';
import { addToCartEvent, type TrackedProduct, type TrackedProductCard, viewItemEvent } from './dataLayer';
import {
  type AttributionStorage,
  ITEM_LIST_PRODUCTS_KEY,
  ITEM_LIST_PRODUCTS_LIMIT,
  itemAttribution,
  rememberItemList,
  rememberPromotion,
  TEASER_PROMOTION_KEY,
} from './itemAttribution';

/** An in-memory session storage. */
function memoryStorage(): Pick<Storage, 'getItem' | 'setItem'> & { readonly items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
  };
}

/** A storage that refuses everything, as Safari's private mode did and a full quota does. */
const refusingStorage: AttributionStorage = {
  getItem: () => {
    throw new DOMException('denied', 'SecurityError');
  },
  setItem: () => {
    throw new DOMException('full', 'QuotaExceededError');
  },
};

const category = { id: 'category-12', name: 'Füller' };
// Spec storefront §7 promotion select: the slot the teaser sat in travels with the promotion.
const hero = { promotion_id: 'hero-1', promotion_name: 'hero-1', creative_slot: 'hero-slider_1_1_1' };

const money = (amount: number) => ({
  __typename: 'Money' as const,
  amount,
  currencyCode: 'EUR',
  stringValue: `${amount} €`,
});
const card: TrackedProductCard = {
  id: 'p-1',
  bestItemId: 'i-1',
  name: 'Füller Classic',
  manufacturerName: null,
  price: { currentPrice: money(12.5), oldPrice: null },
  breadcrumb: [],
};

describe('item-list products and teaser promotion data (spec storefront §3.15)', () => {
  it('keeps the list and position a product was selected from', () => {
    const storage = memoryStorage();
    rememberItemList(storage, 'p-1', category, 3);
    expect(itemAttribution(storage, 'p-1')).toEqual({
      item_list_id: 'category-12',
      item_list_name: 'Füller',
      index: 3,
    });
    expect(itemAttribution(storage, 'p-2')).toEqual({});
  });

  it('takes the latest list a product was selected from', () => {
    const storage = memoryStorage();
    rememberItemList(storage, 'p-1', category, 3);
    rememberItemList(storage, 'p-1', { id: 'search', name: 'Suche' }, 0);
    expect(itemAttribution(storage, 'p-1')).toMatchObject({ item_list_id: 'search', index: 0 });
  });

  it(`keeps the ${ITEM_LIST_PRODUCTS_LIMIT} products selected last`, () => {
    const storage = memoryStorage();
    for (let n = 0; n <= ITEM_LIST_PRODUCTS_LIMIT; n += 1) rememberItemList(storage, `p-${n}`, category, n);
    expect(Object.keys(JSON.parse(storage.items.get(ITEM_LIST_PRODUCTS_KEY) ?? '{}'))).toHaveLength(
      ITEM_LIST_PRODUCTS_LIMIT,
    );
    expect(itemAttribution(storage, 'p-0')).toEqual({});
    expect(itemAttribution(storage, `p-${ITEM_LIST_PRODUCTS_LIMIT}`)).toMatchObject({
      index: ITEM_LIST_PRODUCTS_LIMIT,
    });
  });

  it('attaches the promotion clicked last to every product', () => {
    const storage = memoryStorage();
    rememberPromotion(storage, { promotion_id: 'teaser-0', promotion_name: 'teaser-0' });
    rememberPromotion(storage, hero);
    rememberItemList(storage, 'p-1', category, 3);
    expect(itemAttribution(storage, 'p-1')).toEqual({
      item_list_id: 'category-12',
      item_list_name: 'Füller',
      index: 3,
      ...hero,
    });
    expect(itemAttribution(storage, 'p-9')).toMatchObject(hero);
  });

  it('ignores stored values of another shape', () => {
    const storage = memoryStorage();
    storage.setItem(ITEM_LIST_PRODUCTS_KEY, JSON.stringify({ 'p-1': { index: 'x' }, 'p-2': 'list' }));
    storage.setItem(TEASER_PROMOTION_KEY, '{not json');
    expect(itemAttribution(storage, 'p-1')).toEqual({});
    expect(itemAttribution(storage, 'p-2')).toEqual({});
  });

  it('never throws when the storage is blocked, full or missing (private mode)', () => {
    for (const storage of [refusingStorage, null]) {
      expect(() => rememberItemList(storage, 'p-1', category, 0)).not.toThrow();
      expect(() => rememberPromotion(storage, hero)).not.toThrow();
      expect(itemAttribution(storage, 'p-1')).toEqual({});
    }
  });

  it('view_item and add_to_cart carry the list and the promotion (GA4 attribution)', () => {
    const storage = memoryStorage();
    rememberItemList(storage, 'p-1', category, 3);
    rememberPromotion(storage, hero);
    const attribution = itemAttribution(storage, 'p-1');
    const expected = {
      item_id: 'p-1',
      item_list_id: 'category-12',
      item_list_name: 'Füller',
      index: 3,
      ...hero,
    };
    expect(addToCartEvent({ card }, 2, attribution).ecommerce.items).toEqual([
      expect.objectContaining({ ...expected, quantity: 2 }),
    ]);
    const product: TrackedProduct = {
      productId: 'p-1',
      name: 'Füller Classic',
      manufacturerName: null,
      breadcrumb: [],
      prices: { price: money(12.5), specialPrice: null },
      bestItem: { itemId: 'i-1' },
    };
    expect(viewItemEvent(product, attribution).ecommerce.items).toEqual([expect.objectContaining(expected)]);
  });
});
