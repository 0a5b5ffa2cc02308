// Listing facets for stories and tests, shaped exactly like the API's ListingFields (spec storefront §3.8).
import type { ListingFieldsFragment } from '@ranzen/sdk-core';

export type ListingFacetsFixture = ListingFieldsFragment['facets'];

/** An enum facet with a selected value and one no product of the result has. */
export const colourFacet: ListingFacetsFixture['enumFacets'][number] = {
  __typename: 'EnumFacet',
  id: 'colour',
  values: [
    { __typename: 'FacetValue', value: 'Rot', label: 'Rot', count: 12, selected: true },
    { __typename: 'FacetValue', value: 'Blau', label: 'Blau', count: 9, selected: false },
    { __typename: 'FacetValue', value: 'Grün', label: 'Grün', count: 0, selected: false },
  ],
};

type RangeFacetFixture = ListingFacetsFixture['rangeFacets'][number];

export const priceRangeFacet: RangeFacetFixture = {
  __typename: 'RangeFacet',
  id: 'PRICE',
  min: 0.99,
  max: 189.99,
  from: null,
  to: null,
};

export const ratingRangeFacet: RangeFacetFixture = {
  __typename: 'RangeFacet',
  id: 'rating',
  min: 1,
  max: 5,
  from: null,
  to: null,
};

export const listingFacets: ListingFacetsFixture = {
  __typename: 'ListingFacets',
  enumFacets: [
    colourFacet,
    {
      __typename: 'EnumFacet',
      id: 'manufacturer',
      values: [
        { __typename: 'FacetValue', value: 'Pelikan', label: 'Pelikan', count: 7, selected: false },
        {
          __typename: 'FacetValue',
          value: 'Faber-Castell',
          label: 'Faber-Castell',
          count: 14,
          selected: false,
        },
      ],
    },
    {
      __typename: 'EnumFacet',
      id: 'size',
      values: [{ __typename: 'FacetValue', value: '2,5 mm', label: '2,5 mm', count: 3, selected: false }],
    },
    {
      __typename: 'EnumFacet',
      id: 'material',
      values: [
        { __typename: 'FacetValue', value: 'Holz', label: 'Holz', count: 15, selected: false },
        { __typename: 'FacetValue', value: 'Kunststoff', label: 'Kunststoff', count: 6, selected: false },
      ],
    },
    {
      __typename: 'EnumFacet',
      id: 'ageGroup',
      values: [
        { __typename: 'FacetValue', value: '3-6 Jahre', label: '3-6 Jahre', count: 8, selected: false },
        { __typename: 'FacetValue', value: '6-10 Jahre', label: '6-10 Jahre', count: 17, selected: false },
      ],
    },
  ],
  rangeFacets: [priceRangeFacet, ratingRangeFacet],
  categories: [],
};

export const searchCategories: ListingFacetsFixture['categories'] = [
  {
    __typename: 'CategoryFacetValue',
    id: '3',
    name: 'Schreiben',
    url: '/cat/3/',
    count: 21,
    selected: false,
  },
  {
    __typename: 'CategoryFacetValue',
    id: '5',
    name: 'Malen & Basteln',
    url: '/cat/5/',
    count: 8,
    selected: true,
  },
];
