// Category listing facets, sorts and paging through GraphQL over HTTP (issue 4; storefront §3.8 "Category
// list state", §4 "Listing and search", §9 "Products per page 60").
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, query, startTestApi, type TestApi } from '../testing/testApi';

let harness: TestApi;

beforeAll(async () => {
  harness = await startTestApi();
});

afterAll(async () => {
  await harness?.stop();
});

interface FacetValue {
  value: string;
  count: number;
  selected: boolean;
}

interface Listing {
  totalCount: number;
  currentPage: number;
  totalPages: number;
  sort: string;
  defaultSort: string;
  availableSorts: string[];
  products: { id: string; price: { currentPrice: { amount: number } }; rating: number | null }[];
  facets: {
    enumFacets: { id: string; values: FacetValue[] }[];
    rangeFacets: { id: string; min: number | null; max: number | null }[];
    categories: { id: string; name: string; url: string; count: number; selected: boolean }[];
  };
}

const LISTING = `query($id: ID!, $paging: PagingInput, $sortBy: String, $enumFilters: [EnumFilterInput!],
  $rangeFilters: [RangeFilterInput!]) {
  categoryProducts(coreCategoryId: $id, paging: $paging, sortBy: $sortBy, enumFilters: $enumFilters,
    rangeFilters: $rangeFilters) {
    totalCount currentPage totalPages sort defaultSort availableSorts
    products { id rating price { currentPrice { amount } } }
    facets {
      enumFacets { id values { value count selected } }
      rangeFacets { id min max }
      categories { id name url count selected }
    }
  }
}`;

async function listing(id: string, variables: Record<string, unknown> = {}): Promise<Listing> {
  return (await query<{ categoryProducts: Listing }>(harness, LISTING, { id, ...variables }))
    .categoryProducts;
}

const values = (result: Listing, id: string) =>
  result.facets.enumFacets.find((facet) => facet.id === id)?.values ?? [];

const sum = (facetValues: readonly FacetValue[]) => facetValues.reduce((acc, value) => acc + value.count, 0);

describe('category listing state (storefront §3.8, §9)', () => {
  it("pages by 60 and sorts by the category order 'si' by default", async () => {
    const first = await listing('1');
    expect(first).toMatchObject({ currentPage: 1, sort: 'si', defaultSort: 'si' });
    expect(first.totalPages).toBe(Math.ceil(first.totalCount / 60));
    expect(first.totalPages).toBeGreaterThan(1);
    const second = await listing('1', { paging: { offset: 60, limit: 60 } });
    expect(second.currentPage).toBe(2);
    expect(first.availableSorts).toEqual([
      'si',
      'price-asc',
      'price-desc',
      'rating',
      'new',
      'topseller',
      'name',
    ]);
  });

  it('offers the children of the category with their product counts', async () => {
    const top = await listing('1');
    const children = top.facets.categories;
    expect(children.length).toBeGreaterThan(1);
    expect(children.reduce((sum, child) => sum + child.count, 0)).toBe(top.totalCount);
    for (const child of children) {
      expect(child.url).toBe(`/cat/${child.id}/`);
      expect((await listing(child.id, { paging: { offset: 0, limit: 1 } })).totalCount).toBe(child.count);
    }
  });

  it('sorts by price down and by rating', async () => {
    const byPrice = await listing('1', { sortBy: 'price-desc', paging: { offset: 0, limit: 30 } });
    const { max } = byPrice.facets.rangeFacets.find((range) => range.id === 'PRICE') ?? {};
    // A card shows its best item (the cheapest in stock), never below the lowest price the sort uses.
    expect(byPrice.products[0]?.price.currentPrice.amount).toBeGreaterThanOrEqual(
      max ?? Number.POSITIVE_INFINITY,
    );
    const byRating = await listing('1', { sortBy: 'rating', paging: { offset: 0, limit: 30 } });
    const ratings = byRating.products.map((card) => card.rating ?? 0);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
  });
});

describe('category facets (storefront §3.8 filter kinds)', () => {
  it('counts brands, colours and sizes over the current result', async () => {
    const top = await listing('1');
    const brands = values(top, 'manufacturer');
    expect(brands.reduce((sum, brand) => sum + brand.count, 0)).toBe(top.totalCount);
    const [brand] = brands;
    if (!brand) throw new Error('no brand facet');
    const filtered = await listing('1', { enumFilters: [{ id: 'manufacturer', values: [brand.value] }] });
    expect(filtered.totalCount).toBe(brand.count);
    expect(values(filtered, 'manufacturer').find((value) => value.value === brand.value)?.selected).toBe(
      true,
    );
    for (const colour of values(filtered, 'colour')) {
      const both = await listing('1', {
        enumFilters: [
          { id: 'manufacturer', values: [brand.value] },
          { id: 'colour', values: [colour.value] },
        ],
        paging: { offset: 0, limit: 1 },
      });
      expect(both.totalCount).toBe(colour.count);
    }
  });

  it('gives single-colour products their colour and sized products their sizes', async () => {
    // Top category 1 (writing) has pencils without colour variants; 6 (furniture) has sized chairs.
    const writing = await listing('1');
    expect(values(writing, 'colour').reduce((sum, colour) => sum + colour.count, 0)).toBeGreaterThanOrEqual(
      writing.totalCount,
    );
    const furniture = await listing('6');
    const [size] = values(furniture, 'size');
    if (!size) throw new Error('no size facet');
    const sized = await listing('6', { enumFilters: [{ id: 'size', values: [size.value] }] });
    expect(sized.totalCount).toBe(size.count);
  });

  it('filters by rating and price ranges within the bounds it reports', async () => {
    const top = await listing('1');
    const rating = top.facets.rangeFacets.find((range) => range.id === 'rating');
    expect(rating?.min).toBeGreaterThanOrEqual(1);
    const good = await listing('1', { rangeFilters: [{ id: 'rating', from: 4, to: 5 }] });
    expect(good.totalCount).toBeGreaterThan(0);
    expect(good.totalCount).toBeLessThan(top.totalCount);
    for (const card of good.products) expect(card.rating).toBeGreaterThanOrEqual(4);
  });

  it('rejects a search-only sort and an unknown filter', async () => {
    const relevance = await gql(harness, LISTING, { id: '1', sortBy: 'relevance' });
    expect(relevance.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'sortBy' });
    const unknown = await gql(harness, LISTING, { id: '1', rangeFilters: [{ id: 'weight', from: 1 }] });
    expect(unknown.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'rangeFilters' });
  });
});

describe('material and age-group facets (issue 4 "What to build" 2; storefront §3.8 "Filter kinds: enum")', () => {
  it('counts them over the current result, and a filter on a value finds as many products', async () => {
    // Writing (top category 1): wooden pencils, plastic or metal pens, plastic markers; age groups overlap.
    const top = await listing('1');
    const materials = values(top, 'material');
    expect(materials.map((value) => value.value)).toEqual(expect.arrayContaining(['Holz', 'Kunststoff']));
    expect(sum(materials)).toBe(top.totalCount);
    const ageGroups = values(top, 'ageGroup');
    expect(ageGroups.length).toBeGreaterThan(1);
    // A product may suit several age groups.
    expect(sum(ageGroups)).toBeGreaterThan(top.totalCount);
    for (const [id, facetValues] of [
      ['material', materials],
      ['ageGroup', ageGroups],
    ] as const) {
      for (const value of facetValues) {
        const filtered = await listing('1', {
          enumFilters: [{ id, values: [value.value] }],
          paging: { offset: 0, limit: 1 },
        });
        expect(filtered.totalCount).toBe(value.count);
      }
    }
  });

  it('a filter on one narrows the result and the counts of the others, never its own values', async () => {
    const top = await listing('1');
    for (const [id, other] of [
      ['material', 'ageGroup'],
      ['ageGroup', 'material'],
    ] as const) {
      const [chosen] = values(top, id);
      if (!chosen) throw new Error(`no ${id} facet`);
      const filtered = await listing('1', { enumFilters: [{ id, values: [chosen.value] }] });
      expect(filtered.totalCount).toBeLessThan(top.totalCount);
      expect(values(filtered, id)).toEqual(
        values(top, id).map((value) => ({ ...value, selected: value.value === chosen.value })),
      );
      expect(sum(values(filtered, 'manufacturer'))).toBe(filtered.totalCount);
      for (const value of values(filtered, other)) {
        const both = await listing('1', {
          enumFilters: [
            { id, values: [chosen.value] },
            { id: other, values: [value.value] },
          ],
          paging: { offset: 0, limit: 1 },
        });
        expect(both.totalCount).toBe(value.count);
      }
    }
  });

  it('with several filters, counts each facet as the listing without its own filter would', async () => {
    const top = await listing('1');
    const [material] = values(top, 'material');
    const [ageGroup] = values(top, 'ageGroup');
    if (!material || !ageGroup) throw new Error('no material or age-group values');
    const price = top.facets.rangeFacets.find((facet) => facet.id === 'PRICE');
    if (price?.min == null || price.max == null) throw new Error('no price bounds');
    const filters = {
      material: { id: 'material', values: [material.value] },
      ageGroup: { id: 'ageGroup', values: [ageGroup.value] },
    };
    const cheaperHalf = { id: 'PRICE', from: price.min, to: (price.min + price.max) / 2 };
    const all = await listing('1', {
      enumFilters: Object.values(filters),
      rangeFilters: [cheaperHalf],
    });
    expect(all.totalCount).toBeGreaterThan(0);
    for (const id of ['material', 'ageGroup'] as const) {
      const others = Object.values(filters).filter((filter) => filter.id !== id);
      const withoutOwn = await listing('1', { enumFilters: others, rangeFilters: [cheaperHalf] });
      expect(values(all, id).map(({ value, count }) => ({ value, count }))).toEqual(
        values(withoutOwn, id).map(({ value, count }) => ({ value, count })),
      );
    }
    // Facets without a filter of their own count the hits passing all three.
    expect(sum(values(all, 'manufacturer'))).toBe(all.totalCount);
    // The price bounds are those of the hits passing the other two filters.
    const withoutPrice = await listing('1', { enumFilters: Object.values(filters) });
    const priceBounds = (result: Listing) => result.facets.rangeFacets.find((facet) => facet.id === 'PRICE');
    expect(priceBounds(all)).toEqual(priceBounds(withoutPrice));
    expect(withoutPrice.totalCount).toBeGreaterThan(all.totalCount);
  });

  it('finds nothing for a value no product has, and refuses an unknown filter id', async () => {
    const top = await listing('1');
    for (const [id, value] of [
      ['material', 'Marmor'],
      ['ageGroup', 'ab 99 Jahre'],
    ] as const) {
      const none = await listing('1', { enumFilters: [{ id, values: [value] }] });
      expect(none).toMatchObject({ totalCount: 0, products: [] });
      // The facet's own values stay those of the unfiltered result.
      expect(values(none, id)).toEqual(values(top, id));
    }
    const unknown = await gql(harness, LISTING, {
      id: '1',
      enumFilters: [{ id: 'age', values: ['3-6 Jahre'] }],
    });
    expect(unknown.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'enumFilters' });
  });
});
