// Pure search text rules (issue 4; storefront §3.11 "null values are dropped", "label is HTML", §5 search).
import { describe, expect, it } from 'vitest';
import { dropNullValues, normalizeQuery, queryWords, requireQuery, suggestionLabel } from './searchText';

describe('long-tail filters (storefront §3.11)', () => {
  it('drops null values and filters left without values', () => {
    expect(
      dropNullValues([
        { name: 'colour', values: ['Rot', null, 'Blau'] },
        { name: 'size', values: [null] },
        { name: 'manufacturer', values: [] },
      ]),
    ).toEqual([{ name: 'colour', values: ['Rot', 'Blau'] }]);
  });
});

describe('query text', () => {
  it('normalises case and spaces for rule lookups', () => {
    expect(normalizeQuery('  Rote   BUNTSTIFTE ')).toBe('rote buntstifte');
  });

  it('splits words on anything but letters and digits, keeping umlauts', () => {
    expect(queryWords('Füller, 12er-Set!')).toEqual(['füller', '12er', 'set']);
  });

  it('trims a submitted query and refuses empty and overlong ones (storefront §5)', () => {
    expect(requireQuery('  Buntstifte ', 'q')).toBe('Buntstifte');
    expect(() => requireQuery(' \t ', 'q')).toThrow('The search query is empty.');
    expect(() => requireQuery('x'.repeat(101), 'q')).toThrow('more than 100 characters');
    expect(requireQuery('x'.repeat(100), 'q')).toHaveLength(100);
  });
});

describe('suggestion labels (storefront §3.11 "label is HTML")', () => {
  it('bolds the typed part regardless of case and escapes the rest', () => {
    expect(suggestionLabel('Klecks & Co.', 'KLECKS')).toBe('<b>Klecks</b> &amp; Co.');
    expect(suggestionLabel('Federmäppchen', 'mäpp')).toBe('Feder<b>mäpp</b>chen');
  });

  it('escapes a label without a match, and markup typed by the shopper', () => {
    expect(suggestionLabel('<Schere>', 'xyz')).toBe('&lt;Schere&gt;');
    expect(suggestionLabel('a<b>c', '<b>')).toBe('a<b>&lt;b&gt;</b>c');
  });
});
