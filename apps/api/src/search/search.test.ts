// Search through GraphQL over HTTP (issue 4; storefront §3.11 search objects, §4 "Search suggestions",
// §5 "Search and metadata", §7 core search, check query, suggestions, long-tail adjustment).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, query, startTestApi, type TestApi } from '../testing/testApi';
import { POPULAR_SEARCHES } from './searchData';

let harness: TestApi;

beforeAll(async () => {
  harness = await startTestApi();
});

afterAll(async () => {
  await harness?.stop();
});

interface Facets {
  enumFacets: { id: string; values: { value: string; count: number; selected: boolean }[] }[];
  rangeFacets: {
    id: string;
    min: number | null;
    max: number | null;
    from: number | null;
    to: number | null;
  }[];
  categories: { id: string; name: string; count: number; selected: boolean }[];
}

interface SearchData {
  coreSearch: {
    searchTerm: string;
    isFuzzy: boolean;
    link: { url: string } | null;
    results: {
      totalCount: number;
      totalPages: number;
      currentPage: number;
      sort: string;
      availableSorts: string[];
      products: { id: string; name: string; url: string; manufacturerName: string | null }[];
      facets: Facets;
    };
  };
}

const SEARCH = `query($q: String!, $paging: PagingInput, $sortBy: String, $enumFilters: [EnumFilterInput!],
  $rangeFilters: [RangeFilterInput!], $cat: ID) {
  coreSearch(searchTerm: $q, paging: $paging, sortBy: $sortBy, enumFilters: $enumFilters,
    rangeFilters: $rangeFilters, searchInCategoryId: $cat) {
    searchTerm isFuzzy link { url }
    results { totalCount totalPages currentPage sort availableSorts
      products { id name url manufacturerName }
      facets {
        enumFacets { id values { value count selected } }
        rangeFacets { id min max from to }
        categories { id name count selected }
      }
    }
  }
}`;

async function search(q: string, variables: Record<string, unknown> = {}, store?: string) {
  return (await query<SearchData>(harness, SEARCH, { q, ...variables }, store ? { store } : {})).coreSearch;
}

/** Text order of the test database (C collation: code points). */
function inDatabaseOrder(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function facet(facets: Facets, id: string) {
  const found = facets.enumFacets.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no facet ${id}`);
  return found;
}

describe('full-text search (issue 4)', () => {
  it('finds German word forms: "Buntstift" finds the "Buntstifte" products', async () => {
    const plural = await search('Buntstifte');
    const singular = await search('Buntstift');
    expect(plural.results.totalCount).toBeGreaterThan(0);
    expect(singular.isFuzzy).toBe(false);
    expect(singular.results.totalCount).toBe(plural.results.totalCount);
    for (const card of singular.results.products) expect(card.name).toMatch(/buntstifte/i);
  });

  it('ignores accents: "Schulfuller" finds the "Schulfüller" products', async () => {
    const result = await search('Schulfuller');
    expect(result.isFuzzy).toBe(false);
    expect(result.results.totalCount).toBeGreaterThan(0);
    for (const card of result.results.products) expect(card.name).toContain('Schulfüller');
  });

  it('finds compounds ending in a word: "Füller" finds Schulfüller and Patronenfüller', async () => {
    const result = await search('Füller', { paging: { offset: 0, limit: 120 } });
    expect(result.isFuzzy).toBe(false);
    const names = result.results.products.map((card) => card.name);
    expect(names.some((name) => name.includes('Schulfüller'))).toBe(true);
    expect(names.some((name) => name.includes('Patronenfüller'))).toBe(true);
    const schulfueller = await search('Schulfüller');
    const patronenfueller = await search('Patronenfüller');
    expect(result.results.totalCount).toBeGreaterThanOrEqual(
      schulfueller.results.totalCount + patronenfueller.results.totalCount,
    );
  });

  it('ranks by relevance: a brand named like the term comes before a mere mention in the name', async () => {
    // "Farbe" is in the brand "Stiftung Farbe" (name and manufacturer) and in names like "24 Farben".
    const result = await search('Farbe', { paging: { offset: 0, limit: 120 } });
    expect(result.results.sort).toBe('relevance');
    const brands = result.results.products.map((card) => card.manufacturerName);
    const firstOther = brands.findIndex((brand) => brand !== 'Stiftung Farbe');
    expect(firstOther).toBeGreaterThan(0);
    expect(brands.slice(firstOther)).not.toContain('Stiftung Farbe');
  });

  it('tolerates typos: "Buntsitfte" finds the Buntstifte and says the match is fuzzy', async () => {
    const exact = await search('Buntstifte');
    const typo = await search('Buntsitfte');
    expect(typo.isFuzzy).toBe(true);
    expect(typo.results.totalCount).toBe(exact.results.totalCount);
    expect(typo.results.products.map((card) => card.id)).toEqual(
      exact.results.products.map((card) => card.id),
    );
  });

  it('corrects every misspelt word of a query: "Dreiknat Buntsitfte" finds the Dreikant-Buntstifte', async () => {
    const exact = await search('Dreikant Buntstifte');
    const typos = await search('Dreiknat Buntsitfte');
    expect(exact.results.totalCount).toBeGreaterThan(0);
    expect(typos.isFuzzy).toBe(true);
    expect(typos.results.products.map((card) => card.id)).toEqual(
      exact.results.products.map((card) => card.id),
    );
  });

  it('is not fuzzy when the term finds products but the filters exclude them all', async () => {
    const result = await search('Buntstifte', {
      rangeFilters: [{ id: 'PRICE', from: 100000, to: 100001 }],
    });
    expect(result.isFuzzy).toBe(false);
    expect(result.results.totalCount).toBe(0);
  });

  it('falls back to trigram similarity on names when no word can be corrected', async () => {
    const result = await search('Schulranzen-Sett');
    expect(result.isFuzzy).toBe(true);
    expect(result.results.totalCount).toBeGreaterThan(0);
    expect(result.results.products[0]?.name).toMatch(/Schulranzen-Set/);
  });

  it('finds nothing for gibberish, without a link', async () => {
    const result = await search('qqqxxyzz');
    expect(result.results.totalCount).toBe(0);
    expect(result.results.totalPages).toBe(0);
    expect(result.link).toBeNull();
  });
});

describe("search in the store's language (issue 21; storefront §1 shop languages, §7 core search)", () => {
  it('finds English words and their forms on the English stores: "pencil" finds the "Coloured Pencils"', async () => {
    for (const store of ['en-DE', 'b2b-en']) {
      const result = await search('pencil', { paging: { offset: 0, limit: 120 } }, store);
      expect(result.isFuzzy).toBe(false);
      expect(result.results.totalCount).toBeGreaterThan(0);
      for (const card of result.results.products) expect(card.name).toMatch(/pencil/i);
      expect(result.results.products.map((card) => card.name)).toContainEqual(
        expect.stringMatching(/Coloured Pencils/),
      );
    }
  });

  it('keeps finding German words on the German stores, where English words find no product by full text', async () => {
    const german = await search('Buntstifte', {}, 'de');
    expect(german.isFuzzy).toBe(false);
    expect(german.results.totalCount).toBeGreaterThan(0);
    expect((await search('pencils', {}, 'de')).results.products).not.toContainEqual(
      expect.objectContaining({ name: expect.stringMatching(/Buntstifte/) }),
    );
  });

  it('falls back to trigram similarity on the English names', async () => {
    const result = await search('Scisors', {}, 'en-DE');
    expect(result.isFuzzy).toBe(true);
    expect(result.results.products[0]?.name).toMatch(/Scissors/);
  });

  it('sorts by the English names on the English stores', async () => {
    const byName = async (store: string) =>
      (await search('pencil', { sortBy: 'name', paging: { offset: 0, limit: 120 } }, store)).results.products;
    const english = await byName('en-DE');
    const names = english.map((card) => card.name);
    expect(names.length).toBeGreaterThan(2);
    expect(names).toEqual([...names].sort(inDatabaseOrder));
  });
});

describe('facets of a search result (storefront §3.8)', () => {
  it('counts each colour as the number of hits a filter on it returns', async () => {
    const result = await search('Buntstifte');
    const colours = facet(result.results.facets, 'colour').values;
    expect(colours.length).toBeGreaterThan(1);
    for (const colour of colours) {
      const filtered = await search('Buntstifte', {
        enumFilters: [{ id: 'colour', values: [colour.value] }],
      });
      expect(filtered.results.totalCount).toBe(colour.count);
    }
  });

  it('counts every hit once per brand and per top-level category', async () => {
    const result = await search('Set');
    const total = result.results.totalCount;
    const sum = (values: readonly { count: number }[]) => values.reduce((acc, value) => acc + value.count, 0);
    expect(sum(facet(result.results.facets, 'manufacturer').values)).toBe(total);
    expect(result.results.facets.categories.length).toBeGreaterThan(1);
    expect(sum(result.results.facets.categories)).toBe(total);
  });

  it('keeps a facet open to more values while filtering the others by it', async () => {
    const all = await search('Buntstifte');
    const red = await search('Buntstifte', { enumFilters: [{ id: 'colour', values: ['Rot'] }] });
    const colours = facet(red.results.facets, 'colour').values;
    expect(colours).toEqual(
      facet(all.results.facets, 'colour').values.map((value) => ({
        ...value,
        selected: value.value === 'Rot',
      })),
    );
    const brandSum = facet(red.results.facets, 'manufacturer').values.reduce(
      (acc, value) => acc + value.count,
      0,
    );
    expect(brandSum).toBe(red.results.totalCount);
    expect(red.results.totalCount).toBeLessThan(all.results.totalCount);
  });

  it('reports price and rating bounds and echoes the applied range', async () => {
    const all = await search('Buntstifte');
    const price = all.results.facets.rangeFacets.find((range) => range.id === 'PRICE');
    expect(price?.min).toBeGreaterThan(0);
    expect(price?.max).toBeGreaterThan(price?.min ?? 0);
    const cheap = await search('Buntstifte', {
      rangeFilters: [{ id: 'PRICE', from: price?.min, to: price?.min }],
    });
    expect(cheap.results.totalCount).toBeGreaterThan(0);
    expect(cheap.results.totalCount).toBeLessThan(all.results.totalCount);
    expect(cheap.results.facets.rangeFacets.find((range) => range.id === 'PRICE')).toMatchObject({
      min: price?.min,
      max: price?.max,
      from: price?.min,
      to: price?.min,
    });
    const rating = all.results.facets.rangeFacets.find((range) => range.id === 'rating');
    expect(rating?.min).toBeGreaterThanOrEqual(1);
    expect(rating?.max).toBeLessThanOrEqual(5);
  });

  it('counts materials and age groups of the hits; a filter on one narrows the counts of the other', async () => {
    const all = await search('Set');
    const materials = facet(all.results.facets, 'material').values;
    const ageGroups = facet(all.results.facets, 'ageGroup').values;
    expect(materials.length).toBeGreaterThan(1);
    expect(ageGroups.length).toBeGreaterThan(1);
    for (const [id, own, other] of [
      ['material', materials, 'ageGroup'],
      ['ageGroup', ageGroups, 'material'],
    ] as const) {
      const [chosen] = own;
      if (!chosen) throw new Error(`no ${id} value`);
      const filtered = await search('Set', { enumFilters: [{ id, values: [chosen.value] }] });
      expect(filtered.results.totalCount).toBe(chosen.count);
      expect(filtered.results.totalCount).toBeLessThan(all.results.totalCount);
      for (const value of facet(filtered.results.facets, other).values) {
        const both = await search('Set', {
          enumFilters: [
            { id, values: [chosen.value] },
            { id: other, values: [value.value] },
          ],
          paging: { offset: 0, limit: 1 },
        });
        expect(both.results.totalCount).toBe(value.count);
      }
    }
    const none = await search('Set', { enumFilters: [{ id: 'material', values: ['Marmor'] }] });
    expect(none.results.totalCount).toBe(0);
  });

  it('limits to a category with searchInCategoryId and marks it in the category facet', async () => {
    const all = await search('Set');
    const [first] = all.results.facets.categories;
    if (!first) throw new Error('no category facet');
    const inside = await search('Set', { cat: first.id });
    expect(inside.results.totalCount).toBe(first.count);
    expect(inside.results.facets.categories.find((category) => category.selected)?.id).toBe(first.id);
    expect(inside.results.facets.categories).toHaveLength(all.results.facets.categories.length);
  });
});

describe('single-product link (storefront §7 core_search.link.url)', () => {
  it('links a product id and an order number to the product', async () => {
    expect((await search('100001')).link).toEqual({ url: '/prod/100001/' });
    expect((await search('10000101')).link).toEqual({ url: '/prod/100001/?varid=100001-01' });
  });

  it('links a search with exactly one hit, and none with more', async () => {
    const broad = await search('Buntstifte');
    expect(broad.link).toBeNull();
    for (const card of broad.results.products) {
      const exact = await search(card.name);
      if (exact.results.totalCount === 1) {
        expect(exact.link).toEqual({ url: card.url });
        return;
      }
    }
    throw new Error('no product name is unique among the Buntstifte');
  });
});

describe('search rules (storefront §3.11, §4 submit flow)', () => {
  const CHECK = `query($q: String!) { searchCheck(originalQuery: $q) { redirectPath query originalQuery rewritten } }`;
  const LONG_TAIL = `query($q: String!) { longTailAdjustment(searchQuery: $q) { searchQuery filters { name values } } }`;

  it('redirects "Ranzen" to the school-bag category', async () => {
    const { searchCheck } = await query<{ searchCheck: Record<string, unknown> }>(harness, CHECK, {
      q: ' Ranzen ',
    });
    expect(searchCheck).toEqual({
      redirectPath: '/cat/4/',
      query: 'Ranzen',
      originalQuery: 'Ranzen',
      rewritten: false,
    });
    const category = await query<{ category: { name: string } }>(
      harness,
      '{ category(coreCategoryId: "4") { name } }',
    );
    expect(category.category.name).toBe('Schulranzen & Taschen');
  });

  it('rewrites "tuschkasten" to "Deckfarbkasten" and keeps the original query', async () => {
    const { searchCheck } = await query<{ searchCheck: Record<string, unknown> }>(harness, CHECK, {
      q: 'tuschkasten',
    });
    expect(searchCheck).toEqual({
      redirectPath: null,
      query: 'Deckfarbkasten',
      originalQuery: 'tuschkasten',
      rewritten: true,
    });
  });

  it('leaves other queries alone', async () => {
    const { searchCheck } = await query<{ searchCheck: Record<string, unknown> }>(harness, CHECK, {
      q: 'Buntstifte',
    });
    expect(searchCheck).toEqual({
      redirectPath: null,
      query: 'Buntstifte',
      originalQuery: 'Buntstifte',
      rewritten: false,
    });
  });

  it('narrows "rote Buntstifte" to "Buntstifte" filtered to red, and the filter applies', async () => {
    const adjusted = await query<{
      longTailAdjustment: { searchQuery: string; filters: { name: string; values: string[] }[] };
    }>(harness, LONG_TAIL, { q: 'Rote  Buntstifte' });
    expect(adjusted.longTailAdjustment).toEqual({
      searchQuery: 'Buntstifte',
      filters: [{ name: 'colour', values: ['Rot'] }],
    });
    const filters = adjusted.longTailAdjustment.filters.map((filter) => ({
      id: filter.name,
      values: filter.values,
    }));
    const red = await search(adjusted.longTailAdjustment.searchQuery, { enumFilters: filters });
    const rot = facet(red.results.facets, 'colour').values.find((value) => value.value === 'Rot');
    expect(rot?.selected).toBe(true);
    expect(red.results.totalCount).toBe(rot?.count);
    const none = await query<{ longTailAdjustment: null }>(harness, LONG_TAIL, { q: 'Buntstifte' });
    expect(none.longTailAdjustment).toBeNull();
  });
});

describe('suggestions (storefront §4 "Search suggestions")', () => {
  const SUGGEST = `query($q: String!) { searchSuggestions(userQuery: $q) { popular suggestQueries { suggest label } } }`;
  type Suggestions = {
    searchSuggestions: { popular: boolean; suggestQueries: { suggest: string; label: string }[] };
  };

  it('lists the popular searches for an empty query', async () => {
    const { searchSuggestions } = await query<Suggestions>(harness, SUGGEST, { q: '  ' });
    expect(searchSuggestions.popular).toBe(true);
    expect(searchSuggestions.suggestQueries.map((entry) => entry.suggest)).toEqual(POPULAR_SEARCHES.de);
  });

  it('suggests terms starting with the typed text first, with the typed part in bold', async () => {
    const { searchSuggestions } = await query<Suggestions>(harness, SUGGEST, { q: 'bunt' });
    expect(searchSuggestions.popular).toBe(false);
    const [first] = searchSuggestions.suggestQueries;
    expect(first?.suggest).toBe('Buntstifte');
    expect(first?.label).toBe('<b>Bunt</b>stifte');
    expect(searchSuggestions.suggestQueries.length).toBeLessThanOrEqual(10);
  });

  it('suggests through typos and escapes HTML in labels', async () => {
    const typo = await query<Suggestions>(harness, SUGGEST, { q: 'Schulranzn' });
    expect(typo.searchSuggestions.suggestQueries.map((entry) => entry.suggest)).toContain('Schulranzen');
    const brand = await query<Suggestions>(harness, SUGGEST, { q: 'klecks' });
    expect(brand.searchSuggestions.suggestQueries).toContainEqual({
      suggest: 'Klecks & Co.',
      label: '<b>Klecks</b> &amp; Co.',
    });
  });
});

describe('suggestions and rules in the store language (issue 21; storefront §4, §7)', () => {
  const SUGGEST = `query($q: String!) { searchSuggestions(userQuery: $q) { popular suggestQueries { suggest } } }`;
  const CHECK = `query($q: String!) { searchCheck(originalQuery: $q) { redirectPath query rewritten } }`;
  const LONG_TAIL = `query($q: String!) { longTailAdjustment(searchQuery: $q) { searchQuery filters { name values } } }`;
  type Suggested = { searchSuggestions: { popular: boolean; suggestQueries: { suggest: string }[] } };
  type Checked = { searchCheck: { redirectPath: string | null; query: string; rewritten: boolean } };
  type LongTail = {
    longTailAdjustment: { searchQuery: string; filters: { name: string; values: string[] }[] } | null;
  };
  const suggested = async (q: string, store: string) =>
    (await query<Suggested>(harness, SUGGEST, { q }, { store })).searchSuggestions.suggestQueries.map(
      (entry) => entry.suggest,
    );

  it('suggests English terms on the English stores and German ones on the German stores', async () => {
    const english = await suggested('colo', 'en-DE');
    expect(english[0]).toBe('Coloured Pencils');
    expect(await suggested('colo', 'de')).not.toContain('Coloured Pencils');
    expect(await suggested('bunt', 'en-DE')).not.toContain('Buntstifte');
    expect(await suggested('bunt', 'de')).toContain('Buntstifte');
    // The English popular searches, in their curated order (those the test catalogue finds).
    const popular = await suggested('', 'b2b-en');
    expect(popular.length).toBeGreaterThan(0);
    expect(popular).toEqual(POPULAR_SEARCHES.en.filter((term) => popular.includes(term)));
  });

  it('redirects and rewrites by the rules of the store language', async () => {
    const satchel = await query<Checked>(harness, CHECK, { q: 'Satchel' }, { store: 'en-DE' });
    // The school-bag category, where "Ranzen" leads on the German stores.
    const germanRanzen = await query<Checked>(harness, CHECK, { q: 'Ranzen' }, { store: 'de' });
    expect(satchel.searchCheck.redirectPath).toMatch(/^\/cat\/\d+\/$/);
    expect(satchel.searchCheck.redirectPath).toBe(germanRanzen.searchCheck.redirectPath);
    const germanSatchel = await query<Checked>(harness, CHECK, { q: 'Satchel' }, { store: 'de' });
    expect(germanSatchel.searchCheck.redirectPath).toBeNull();
    const ranzen = await query<Checked>(harness, CHECK, { q: 'Ranzen' }, { store: 'en-DE' });
    expect(ranzen.searchCheck.redirectPath).toBeNull();
    const crayons = await query<Checked>(harness, CHECK, { q: 'crayons' }, { store: 'b2b-en' });
    expect(crayons.searchCheck).toMatchObject({ query: 'coloured pencils', rewritten: true });
  });

  it('narrows an English long-tail query to the colour filter, with the German value every store filters by', async () => {
    const red = await query<LongTail>(harness, LONG_TAIL, { q: 'Red coloured pencils' }, { store: 'en-DE' });
    expect(red.longTailAdjustment).toEqual({
      searchQuery: 'coloured pencils',
      filters: [{ name: 'colour', values: ['Rot'] }],
    });
    const onGerman = await query<LongTail>(
      harness,
      LONG_TAIL,
      { q: 'red coloured pencils' },
      { store: 'de' },
    );
    expect(onGerman.longTailAdjustment).toBeNull();
    const germanRule = await query<LongTail>(
      harness,
      LONG_TAIL,
      { q: 'rote Buntstifte' },
      { store: 'en-DE' },
    );
    expect(germanRule.longTailAdjustment).toBeNull();
  });
});

describe('bad search input gets a clear error (storefront §5)', () => {
  const errorOf = async (document: string, variables: Record<string, unknown>) => {
    const response = await gql(harness, document, variables);
    expect(response.status).toBe(200);
    const [error] = response.errors ?? [];
    return { code: error?.extensions?.code, field: error?.extensions?.field, message: error?.message };
  };

  it.each([
    ['an empty query', { q: '   ' }, 'searchTerm'],
    ['a query over 100 characters', { q: 'a'.repeat(101) }, 'searchTerm'],
    ['a negative offset', { q: 'Buntstifte', paging: { offset: -60, limit: 60 } }, 'paging.offset'],
    ['a page size of 0', { q: 'Buntstifte', paging: { offset: 0, limit: 0 } }, 'paging.limit'],
    ['an unknown sort', { q: 'Buntstifte', sortBy: 'cheapest' }, 'sortBy'],
    ["the category-only sort 'si'", { q: 'Buntstifte', sortBy: 'si' }, 'sortBy'],
    [
      'an unknown filter',
      { q: 'Buntstifte', enumFilters: [{ id: 'flavour', values: ['x'] }] },
      'enumFilters',
    ],
    [
      'a reversed range',
      { q: 'Buntstifte', rangeFilters: [{ id: 'PRICE', from: 9, to: 1 }] },
      'rangeFilters',
    ],
    ['a malformed category id', { q: 'Buntstifte', cat: '../1' }, 'searchInCategoryId'],
  ])('rejects %s as BAD_USER_INPUT', async (_name, variables, field) => {
    const error = await errorOf(SEARCH, variables);
    expect(error.code).toBe('BAD_USER_INPUT');
    expect(error.field).toBe(field);
  });

  it('rejects empty and overlong queries in the rule checks and suggestions', async () => {
    const check = await errorOf('query($q: String!) { searchCheck(originalQuery: $q) { query } }', { q: '' });
    expect(check).toMatchObject({ code: 'BAD_USER_INPUT', message: 'The search query is empty.' });
    const longTail = await errorOf(
      'query($q: String!) { longTailAdjustment(searchQuery: $q) { searchQuery } }',
      {
        q: 'x'.repeat(101),
      },
    );
    expect(longTail).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: 'The search query has more than 100 characters.',
    });
    const suggest = await errorOf('query($q: String!) { searchSuggestions(userQuery: $q) { popular } }', {
      q: 'x'.repeat(101),
    });
    expect(suggest.code).toBe('BAD_USER_INPUT');
  });
});

describe('B2B store (storefront §6)', () => {
  it('searches only the B2B assortment', async () => {
    const consumer = await search('Set');
    const b2b = await search('Set', {}, 'b2b-de');
    expect(b2b.results.totalCount).toBeGreaterThan(0);
    expect(b2b.results.totalCount).toBeLessThan(consumer.results.totalCount);
  });
});
