// Page titles: "{page} | {brand}" (spec storefront §5 title rule, §9 category meta title limit).
import { categoryMetaTitle, STORES } from '@ranzen/sdk-core';
import { describe, expect, it } from 'vitest';
import { pageTitle } from './pageTitle';

describe('pageTitle', () => {
  it('adds the store brand', () => {
    expect(pageTitle(STORES.de, 'Hefte')).toBe('Hefte | Ranzen');
    expect(pageTitle(STORES['b2b-de'], 'Hefte')).toBe('Hefte | Ranzen Education');
  });

  it('is the brand alone without a title', () => {
    expect(pageTitle(STORES.de, null)).toBe('Ranzen');
    expect(pageTitle(STORES.de, '  ')).toBe('Ranzen');
  });

  it('keeps a title that already ends with the brand suffix', () => {
    expect(pageTitle(STORES.de, 'Angebote | Ranzen')).toBe('Angebote | Ranzen');
    expect(pageTitle(STORES.de, 'Angebote - Ranzen')).toBe('Angebote - Ranzen');
    expect(pageTitle(STORES.de, 'Ranzen')).toBe('Ranzen');
  });

  it('still adds the brand when the name only contains it', () => {
    expect(pageTitle(STORES.de, 'Ranzen-Set Blau')).toBe('Ranzen-Set Blau | Ranzen');
  });

  it('brands the category title of §5 (current / parent, current alone past 50 characters)', () => {
    expect(pageTitle(STORES.de, categoryMetaTitle('Hefte', 'Schreiben'))).toBe('Hefte / Schreiben | Ranzen');
    const long = 'Füllfederhalter und Tintenroller für Linkshänder';
    expect(pageTitle(STORES.de, categoryMetaTitle(long, 'Schreiben'))).toBe(`${long} | Ranzen`);
  });
});
