// Listing facets for stories and tests, shaped exactly like the API's ListingFields (spec storefront §3.8).
import type { ListingFieldsFragment } from '@ranzen/sdk-core';

export type ListingFacetsFixture = ListingFieldsFragment['facets'];

export const listingFacets: ListingFacetsFixture = {
  enumFacets: [
    {
      id: 'colour',
      values: [
        { value: 'Rot', count: 12, selected: true },
        { value: 'Blau', count: 9, selected: false },
        { value: 'Grün', count: 0, selected: false },
      ],
    },
    {
      id: 'manufacturer',
      values: [
        { value: 'Pelikan', count: 7, selected: false },
        { value: 'Faber-Castell', count: 14, selected: false },
      ],
    },
    { id: 'size', values: [{ value: '2,5 mm', count: 3, selected: false }] },
    {
      id: 'material',
      values: [
        { value: 'Holz', count: 15, selected: false },
        { value: 'Kunststoff', count: 6, selected: false },
      ],
    },
    {
      id: 'ageGroup',
      values: [
        { value: '3-6 Jahre', count: 8, selected: false },
        { value: '6-10 Jahre', count: 17, selected: false },
      ],
    },
  ],
  rangeFacets: [
    { id: 'PRICE', min: 0.99, max: 189.99, from: null, to: null },
    { id: 'rating', min: 1, max: 5, from: null, to: null },
  ],
  categories: [],
};

export const searchCategories: ListingFacetsFixture['categories'] = [
  { id: '3', name: 'Schreiben', url: '/cat/3/', count: 21, selected: false },
  { id: '5', name: 'Malen & Basteln', url: '/cat/5/', count: 8, selected: true },
];
