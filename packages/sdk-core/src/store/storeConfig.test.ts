// One profile per store (DESIGN §4): an unknown store is a type error or undefined, never the German
// store by default.
import { describe, expect, it } from 'vitest';
import { STORE_IDS, STORES, storeById } from './storeConfig';

describe('store profiles', () => {
  it('has one profile per store id, under its own id', () => {
    expect(STORE_IDS).toEqual(['de', 'at', 'ch', 'en-DE', 'b2b-de', 'b2b-en']);
    for (const id of STORE_IDS) expect(STORES[id].id).toBe(id);
  });

  it('finds ids from outside, and nothing for an unknown one', () => {
    expect(storeById('at')).toBe(STORES.at);
    expect(storeById('fr')).toBeUndefined();
    expect(storeById('toString')).toBeUndefined();
    // @ts-expect-error: a store without a profile does not compile
    expect(STORES.fr).toBeUndefined();
  });

  it('states the VAT rate of the country each store delivers to (decision 0035)', () => {
    const rates = Object.fromEntries(STORE_IDS.map((id) => [id, STORES[id].vatPercent]));
    expect(rates).toEqual({ de: 19, at: 20, ch: 8.1, 'en-DE': 19, 'b2b-de': 19, 'b2b-en': 19 });
  });
});
