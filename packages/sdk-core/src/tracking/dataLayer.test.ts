import { describe, expect, it } from 'vitest';
import {
  addToCartEvent,
  creativeSlot,
  type DataLayerTarget,
  itemFromProduct,
  purchaseEvent,
  pushToDataLayer,
  selectItemEvent,
  selectPromotionEvent,
  type TrackedProduct,
  type TrackedProductCard,
  viewItemEvent,
  viewItemListEvent,
  viewPromotionEvent,
} from './dataLayer';

const money = (amount: number) => ({
  __typename: 'Money' as const,
  amount,
  currencyCode: 'EUR',
  stringValue: `${amount} €`,
});

const card = (id: string, amount: number, oldAmount: number | null = null): TrackedProductCard => ({
  id,
  bestItemId: `${id}-1`,
  name: `Produkt ${id}`,
  manufacturerName: id === 'a' ? 'Pelikan' : null,
  price: { currentPrice: money(amount), oldPrice: oldAmount === null ? null : money(oldAmount) },
  // Spec storefront §3.7: a card carries its product's category trail.
  breadcrumb: id === 'a' ? [{ name: 'Schreiben' }, { name: 'Füller' }] : [],
});

const product: TrackedProduct = {
  productId: 'p1',
  name: 'Schulranzen',
  manufacturerName: 'Scout',
  prices: { price: money(199.9), specialPrice: { oldPrice: money(229.9) } },
  breadcrumb: ['Schule', 'Ranzen', 'Sets', 'Jungen', 'Blau', 'Extra'].map((name, i) => ({
    __typename: 'BreadcrumbEntry',
    id: String(i),
    name,
    url: `/cat/${i}/`,
  })),
  bestItem: { itemId: 'i1' },
};

const list = { id: 'cat-5', name: 'Füller' };

describe('GA4 e-commerce events (spec storefront §7 "Analytics events")', () => {
  it('view_item carries the product with five category levels, variant and discount', () => {
    expect(viewItemEvent(product)).toEqual({
      event: 'view_item',
      ecommerce: {
        currency: 'EUR',
        value: 199.9,
        items: [
          {
            item_id: 'p1',
            item_name: 'Schulranzen',
            item_brand: 'Scout',
            item_variant: 'i1',
            price: 199.9,
            discount: 30,
            quantity: 1,
            item_category: 'Schule',
            item_category2: 'Ranzen',
            item_category3: 'Sets',
            item_category4: 'Jungen',
            item_category5: 'Blau',
          },
        ],
      },
    });
  });

  it('view_item_list numbers the tiles from 0, names the list and gives each tile its categories', () => {
    const event = viewItemListEvent([card('a', 2.5, 3), card('b', 0.1), card('c', 0.2)], list);
    expect(event.event).toBe('view_item_list');
    expect(event.ecommerce).toMatchObject({
      currency: 'EUR',
      item_list_id: 'cat-5',
      item_list_name: 'Füller',
      value: 2.8,
    });
    expect(event.ecommerce.items).toEqual([
      {
        item_id: 'a',
        item_name: 'Produkt a',
        item_brand: 'Pelikan',
        item_variant: 'a-1',
        price: 2.5,
        discount: 0.5,
        quantity: 1,
        index: 0,
        item_list_id: 'cat-5',
        item_list_name: 'Füller',
        item_category: 'Schreiben',
        item_category2: 'Füller',
      },
      {
        item_id: 'b',
        item_name: 'Produkt b',
        item_variant: 'b-1',
        price: 0.1,
        quantity: 1,
        index: 1,
        item_list_id: 'cat-5',
        item_list_name: 'Füller',
        // Spec storefront §7 "main category name": without a category trail it is unknown.
        item_category: 'unknown',
      },
      expect.objectContaining({ item_id: 'c', index: 2 }),
    ]);
  });

  it('an empty list has no currency and value 0', () => {
    expect(viewItemListEvent([], list).ecommerce).toEqual({
      item_list_id: 'cat-5',
      item_list_name: 'Füller',
      value: 0,
      items: [],
    });
  });

  it('select_item reports the tile and its position', () => {
    const event = selectItemEvent(card('b', 4), 7, list);
    expect(event).toMatchObject({
      event: 'select_item',
      ecommerce: { value: 4, items: [{ item_id: 'b', index: 7 }] },
    });
  });

  it('add_to_cart from the product page and from a tile multiplies by quantity', () => {
    expect(addToCartEvent({ product }, 3)).toMatchObject({
      event: 'add_to_cart',
      ecommerce: {
        currency: 'EUR',
        value: 599.7,
        items: [{ item_id: 'p1', item_variant: 'i1', quantity: 3 }],
      },
    });
    expect(addToCartEvent({ card: card('a', 2.5) }, 2)).toMatchObject({
      event: 'add_to_cart',
      ecommerce: { value: 5, items: [{ item_id: 'a', quantity: 2 }] },
    });
  });

  it('add_to_cart from a wish list entry names its variant and saving', () => {
    const entry = {
      productId: 'p7',
      itemId: 'i7',
      name: 'Heft A5',
      price: money(1.2),
      oldPrice: money(1.5),
    };
    expect(addToCartEvent({ entry }, 4)).toEqual({
      event: 'add_to_cart',
      ecommerce: {
        currency: 'EUR',
        value: 4.8,
        items: [
          { item_id: 'p7', item_name: 'Heft A5', item_variant: 'i7', price: 1.2, discount: 0.3, quantity: 4 },
        ],
      },
    });
  });

  it('view_promotion and select_promotion carry the teasers', () => {
    const teaser = { promotion_id: 't1', promotion_name: 'Schulstart', creative_slot: undefined };
    expect(viewPromotionEvent([teaser, { promotion_id: 't2', promotion_name: 'Sale' }])).toEqual({
      event: 'view_promotion',
      ecommerce: {
        items: [
          { promotion_id: 't1', promotion_name: 'Schulstart' },
          { promotion_id: 't2', promotion_name: 'Sale' },
        ],
      },
    });
    expect(selectPromotionEvent(teaser)).toEqual({
      event: 'select_promotion',
      ecommerce: { items: [{ promotion_id: 't1', promotion_name: 'Schulstart' }] },
    });
  });

  it('names the slot a teaser sits in by element type, row, cell and teaser (spec storefront §7 promotions)', () => {
    const slot = creativeSlot({ elementType: 'hero-slider', row: 1, cell: 2, teaser: 3 });
    expect(slot).toBe('hero-slider_1_2_3');
    expect(viewPromotionEvent([{ promotion_id: 't1', promotion_name: 't1', creative_slot: slot }])).toEqual({
      event: 'view_promotion',
      ecommerce: {
        items: [{ promotion_id: 't1', promotion_name: 't1', creative_slot: 'hero-slider_1_2_3' }],
      },
    });
    expect(() => creativeSlot({ elementType: 'content-tile', row: 0, cell: 1, teaser: 1 })).toThrow(
      'creativeSlot: row must be a whole number from 1, got 0',
    );
    expect(() => creativeSlot({ elementType: 'content-tile', row: 1, cell: 1.5, teaser: 1 })).toThrow(/cell/);
  });

  it('item breadcrumbs shorter than five levels leave the rest out', () => {
    const item = itemFromProduct({
      ...product,
      breadcrumb: [{ __typename: 'BreadcrumbEntry', id: '1', name: 'Schule', url: '/cat/1/' }],
    });
    expect(item.item_category).toBe('Schule');
    expect(item.item_category2).toBeUndefined();
  });

  it("names a product's main category unknown when it has no category trail (spec storefront §7)", () => {
    const item = itemFromProduct({ ...product, breadcrumb: [] });
    expect(item.item_category).toBe('unknown');
    expect(item.item_category2).toBeUndefined();
  });
});

describe('pushToDataLayer', () => {
  it('creates the data layer and clears the previous ecommerce object first', () => {
    const target: DataLayerTarget = {};
    const event = selectPromotionEvent({ promotion_id: 't1', promotion_name: 'x' });
    pushToDataLayer(event, target);
    expect(target.dataLayer).toEqual([{ ecommerce: null }, event]);
  });

  it('appends to an existing data layer; non-ecommerce events are pushed alone', () => {
    const existing: unknown[] = [{ event: 'gtm.js' }];
    const target: DataLayerTarget = { dataLayer: existing };
    pushToDataLayer({ event: 'Meta' }, target);
    expect(target.dataLayer).toBe(existing);
    expect(existing).toEqual([{ event: 'gtm.js' }, { event: 'Meta' }]);
  });

  it('defaults to globalThis', () => {
    const host = globalThis as DataLayerTarget;
    const before = host.dataLayer;
    try {
      delete host.dataLayer;
      pushToDataLayer({ event: 'Meta' });
      expect(host.dataLayer).toEqual([{ event: 'Meta' }]);
    } finally {
      if (before) host.dataLayer = before;
      else delete host.dataLayer;
    }
  });
});

describe('GA4 purchase (issue 16 item 6: the confirmation page)', () => {
  const money = (amount: number) => ({ amount, currencyCode: 'EUR' });
  const order = {
    orderId: '10000042',
    voucherCodes: ['SCHULE10'],
    totalAmount: money(52.85),
    tax: { amount: 8.44 },
    shippingCost: { amount: 4.95 },
    items: [
      { productId: 'p1', name: 'Füller', quantity: 3, totalPrice: { amount: 29.97 } },
      { productId: 'p2', name: 'Heft', quantity: 1, totalPrice: { amount: 27.93 } },
    ],
  };

  it('carries the transaction id, the order’s value, tax, shipping, currency, coupon and items', () => {
    expect(purchaseEvent(order)).toEqual({
      event: 'purchase',
      ecommerce: {
        transaction_id: '10000042',
        value: 52.85,
        tax: 8.44,
        shipping: 4.95,
        currency: 'EUR',
        coupon: 'SCHULE10',
        items: [
          { item_id: 'p1', item_name: 'Füller', price: 9.99, quantity: 3 },
          { item_id: 'p2', item_name: 'Heft', price: 27.93, quantity: 1 },
        ],
      },
    });
  });

  it('has no coupon without vouchers, and clears the previous e-commerce object when pushed', () => {
    const event = purchaseEvent({ ...order, voucherCodes: [] });
    expect(event.ecommerce).not.toHaveProperty('coupon');
    const target: DataLayerTarget = {};
    pushToDataLayer(event, target);
    expect(target.dataLayer).toEqual([{ ecommerce: null }, event]);
  });
});
