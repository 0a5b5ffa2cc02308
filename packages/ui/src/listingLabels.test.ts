// Facet names as shoppers read them (spec storefront §3.8 filter kinds; issue 4 "What to build" 2: colour,
// brand, material, age group): every enum facet the API offers has a label in both languages.
import { MESSAGES, translate } from '@ranzen/sdk-core';
import { describe, expect, it } from 'vitest';
import { facetLabel } from './listingLabels';

describe('facetLabel', () => {
  it.each([
    ['de', ['Marke', 'Farbe', 'Größe', 'Material', 'Altersgruppe']],
    ['en', ['Brand', 'Colour', 'Size', 'Material', 'Age group']],
  ] as const)('names the enum facets in %s', (language, labels) => {
    const t = (key: Parameters<typeof translate>[1]) => translate(MESSAGES[language], key);
    const ids = ['manufacturer', 'colour', 'size', 'material', 'ageGroup'];
    expect(ids.map((id) => facetLabel(t, id))).toEqual(labels);
  });

  it('shows a facet it has no name for by its id', () => {
    expect(facetLabel((key) => translate(MESSAGES.de, key), 'weight')).toBe('weight');
  });
});
