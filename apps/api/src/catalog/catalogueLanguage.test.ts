// Catalogue texts in the store's language with the German fallback (issue 21 "the English stores read
// English"; storefront §1 shop languages).
import { STORES } from '@ranzen/sdk-core/store';
import { describe, expect, it } from 'vitest';
import type { CatalogueTranslations, CategoryTexts } from '../db/schema';
import {
  inStoreLanguage,
  itemInStoreLanguage,
  linkInStoreLanguage,
  valueInStoreLanguage,
} from './catalogueLanguage';

function category(translations: CatalogueTranslations<CategoryTexts>) {
  return { name: 'Schreiben', metaTitle: 'Schreiben günstig', metaDescription: null, translations };
}

describe('inStoreLanguage', () => {
  const english = { name: 'Writing', metaTitle: null, metaDescription: 'Pens and pencils' };

  it('reads the English text on the English stores and the German one on the German stores', () => {
    const row = category({ en: english });
    expect(inStoreLanguage(row, 'name', STORES['en-DE'])).toBe('Writing');
    expect(inStoreLanguage(row, 'name', STORES['b2b-en'])).toBe('Writing');
    expect(inStoreLanguage(row, 'metaDescription', STORES['en-DE'])).toBe('Pens and pencils');
    for (const store of [STORES.de, STORES.at, STORES.ch, STORES['b2b-de']])
      expect(inStoreLanguage(row, 'name', store)).toBe('Schreiben');
  });

  it('falls back to German where a text or the whole translation is missing', () => {
    expect(inStoreLanguage(category({ en: english }), 'metaTitle', STORES['en-DE'])).toBe(
      'Schreiben günstig',
    );
    expect(inStoreLanguage(category({}), 'name', STORES['en-DE'])).toBe('Schreiben');
  });
});

describe('linkInStoreLanguage', () => {
  it("gives a product teaser's link to a content page that page's path in the store's language (no 404 on English hosts)", () => {
    expect(linkInStoreLanguage('/service/spielwarensicherheit/', STORES['en-DE'])).toBe(
      '/service/toy-safety/',
    );
    expect(linkInStoreLanguage('/service/spielwarensicherheit/', STORES.de)).toBe(
      '/service/spielwarensicherheit/',
    );
  });

  it('keeps every other link as it is', () => {
    expect(linkInStoreLanguage('/cat/1/', STORES['en-DE'])).toBe('/cat/1/');
  });
});

describe('valueInStoreLanguage and itemInStoreLanguage (shared values and variants)', () => {
  const values = new Map([
    ['Rot', { en: { value: 'Red' } }],
    ['Größe 3', { en: { value: 'Size 3' } }],
  ]);
  const item = {
    name: 'Stuhl, Rot, Größe 3',
    colour: 'Rot',
    size: 'Größe 3',
    specialPriceDescription: null,
    translations: { en: { name: 'Chair, Red, Size 3' } },
  };

  it('reads a shared value and an item in English on the English stores, in German on the German ones', () => {
    expect(valueInStoreLanguage('Rot', values, STORES['en-DE'])).toBe('Red');
    expect(valueInStoreLanguage('Rot', values, STORES.de)).toBe('Rot');
    expect(itemInStoreLanguage(item, values, STORES['b2b-en'])).toMatchObject({
      name: 'Chair, Red, Size 3',
      colour: 'Red',
      size: 'Size 3',
    });
    expect(itemInStoreLanguage(item, values, STORES.at)).toEqual(item);
  });

  it('falls back to German for a value or an item name without a translation', () => {
    expect(valueInStoreLanguage('Türkis', values, STORES['en-DE'])).toBe('Türkis');
    expect(itemInStoreLanguage({ ...item, translations: {} }, values, STORES['en-DE'])).toMatchObject({
      name: 'Stuhl, Rot, Größe 3',
      colour: 'Red',
    });
  });
});
