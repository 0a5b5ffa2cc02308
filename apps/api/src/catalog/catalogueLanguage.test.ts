// Catalogue texts in the store's language with the German fallback (issue 21 "the English stores read
// English"; storefront §1 shop languages).
import { STORES } from '@ranzen/sdk-core/store';
import { describe, expect, it } from 'vitest';
import type { CatalogueTranslations, CategoryTexts } from '../db/schema';
import { inStoreLanguage, linkInStoreLanguage } from './catalogueLanguage';

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
