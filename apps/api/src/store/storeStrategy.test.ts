// The API's store strategies (DESIGN §4): delivery texts per store (storefront §3.5, §5), assortment,
// minimum order quantities and educational prices per family (storefront §1, §3.3).
import { MESSAGES, translate } from '@ranzen/sdk-core/i18n';
import { STORE_IDS, STORES } from '@ranzen/sdk-core/store';
import { describe, expect, it } from 'vitest';
import { LOW_STOCK, storeStrategy } from './storeStrategy';

describe('storeStrategy', () => {
  it.each([
    ['de', 'Sofort lieferbar, in 1-3 Werktagen bei Ihnen'],
    ['at', 'Sofort lieferbar, in 2-4 Werktagen bei Ihnen'],
    ['ch', 'Sofort lieferbar, in 3-5 Werktagen bei Ihnen'],
    ['en-DE', 'In stock, delivered in 1-3 working days'],
    ['b2b-de', 'Sofort lieferbar, Lieferung an Ihre Einrichtung in 2-4 Werktagen'],
    ['b2b-en', 'In stock, delivered to your institution in 2-4 working days'],
  ] as const)('writes the in-stock text of store %s', (id, text) => {
    expect(storeStrategy(STORES[id]).deliveryText(LOW_STOCK + 1)).toEqual({ text, color: 'green' });
  });

  it.each(STORE_IDS)('starts the in-stock text of %s with its in-stock message (the green light)', (id) => {
    const store = STORES[id];
    const inStock = translate(MESSAGES[store.messages], store.inStockMessageKey);
    expect(storeStrategy(store).deliveryText(100).text.startsWith(inStock)).toBe(true);
  });

  it('shows few left and not available in the store language', () => {
    expect(storeStrategy(STORES.de).deliveryText(LOW_STOCK)).toEqual({
      text: 'Nur noch wenige Exemplare auf Lager',
      color: 'yellow',
    });
    expect(storeStrategy(STORES['b2b-en']).deliveryText(0)).toEqual({
      text: 'Currently not available',
      color: 'red',
    });
  });

  it('sells the B2B assortment only in B2B, with its minimum quantities and educational prices', () => {
    const product = { isB2bAssortment: false, b2bMinimumOrderQuantity: 10 };
    const item = { educationalPriceCents: 1299 };
    const consumer = storeStrategy(STORES.at);
    const b2b = storeStrategy(STORES['b2b-de']);
    expect(consumer.inAssortment(product)).toBe(true);
    expect(b2b.inAssortment(product)).toBe(false);
    expect(b2b.inAssortment({ isB2bAssortment: true })).toBe(true);
    expect(consumer.minimumOrderQuantity(product)).toBe(1);
    expect(b2b.minimumOrderQuantity(product)).toBe(10);
    expect(consumer.educationalPrice(item)).toBeNull();
    expect(b2b.educationalPrice(item)).toBe(1299);
  });

  it("names the store's matrix code message and variant dimensions", () => {
    expect(storeStrategy(STORES.ch).matrixCodeName).toBe('bch_ch');
    expect(storeStrategy(STORES['en-DE']).matrixCodeName).toBe('bde_de');
    expect(storeStrategy(STORES['b2b-en']).labels).toEqual({
      colour: 'Colour',
      size: 'Size',
      material: 'Material',
    });
    expect(storeStrategy(STORES.de).labels.size).toBe('Größe');
  });
});
