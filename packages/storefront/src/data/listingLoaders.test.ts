// Listing loaders (spec storefront §2.1 category and search routes, §4 "Listing and search", §5 empty
// query, §9 noindex on search): the URL's state becomes the API's arguments; an empty query goes home;
// a bare query follows the search rules as the search box would (§2.7, §4 submit flow).
import { MESSAGES, STORES } from '@ranzen/sdk-core';
import { answerByName, answeringLink, createTestClient, type OperationData } from '@ranzen/sdk-react/testing';
import { describe, expect, it } from 'vitest';
import { loadCategory, loadSearch } from './listingLoaders';
import { isRouteAnswer } from './loaderErrors';

const store = STORES.de;

function productList(totalCount: number) {
  return {
    __typename: 'ProductList',
    totalCount,
    offset: 0,
    limit: 60,
    currentPage: 1,
    totalPages: 1,
    sort: 'relevance',
    defaultSort: 'relevance',
    availableSorts: ['relevance'],
    facets: { __typename: 'ListingFacets', enumFacets: [], rangeFacets: [], categories: [] },
    products: [],
  };
}

const ANSWERS: Record<string, OperationData> = {
  Category: () => ({
    category: {
      __typename: 'Category',
      id: '5',
      name: 'Buntstifte',
      url: '/cat/5/',
      parent: { __typename: 'Category', id: '3', name: 'Malen' },
      breadcrumb: [],
      children: [],
      metaTitle: null,
      metaDescription: null,
      defaultSort: 'si',
    },
  }),
  CategoryProducts: () => ({ categoryProducts: productList(3) }),
  CoreSearch: (variables) => ({
    coreSearch: {
      __typename: 'CoreSearchResult',
      searchTerm: variables.searchTerm,
      isFuzzy: false,
      results: productList(variables.searchTerm === 'xyzzy' ? 0 : 3),
    },
  }),
  SearchSuggestions: () => ({
    searchSuggestions: { __typename: 'SearchSuggestions', popular: true, suggestQueries: [] },
  }),
  // The search rules of the test shop: a redirect, a rewrite, a long-tail rule and a single product.
  SearchCheck: ({ originalQuery }) => ({
    searchCheck: {
      __typename: 'SearchCheck',
      redirectPath: originalQuery === 'Ranzen' ? '/cat/4/' : null,
      query: originalQuery === 'Füller' ? 'Schulfüller' : originalQuery,
      originalQuery,
      rewritten: originalQuery === 'Füller',
    },
  }),
  SearchTarget: ({ query }) => ({
    longTailAdjustment:
      query === 'rote Buntstifte'
        ? {
            __typename: 'LongTailAdjustment',
            searchQuery: 'Buntstifte',
            filters: [{ __typename: 'SuggestedFilter', name: 'colour', values: ['Rot'] }],
          }
        : null,
    coreSearch: {
      __typename: 'CoreSearchResult',
      link: query === '4711' ? { __typename: 'SearchLink', url: '/prod/12/' } : null,
    },
  }),
};

function deps() {
  const byName = answerByName(ANSWERS);
  const { link, operations } = answeringLink((operation) => {
    const { operationName, variables } = operation;
    if (operationName === 'SearchCheck' && variables.originalQuery === 'kaputt') {
      throw new Error('search service down');
    }
    // The API's answer to a sort the listing does not offer.
    if (variables.sortBy === 'bogus') {
      return { errors: [{ message: 'Unknown sort.', extensions: { code: 'BAD_USER_INPUT' } }] };
    }
    return byName(operation);
  });
  return {
    deps: { client: createTestClient({ link }), store, messages: MESSAGES[store.messages], cartId: null },
    seen: operations,
  };
}

describe('loadCategory', () => {
  it("sends the URL's page, sort and filters, and keeps the path the listing was reached by", async () => {
    const { deps: routeDeps, seen } = deps();
    const url = new URL(
      'http://localhost/buntstifte/?p=2&sort=price-asc&filter.colour=Rot,Blau&filter.PRICE=5-20',
    );
    const data = await loadCategory(routeDeps, '5', url);
    expect(data.path).toBe('/buntstifte/');
    expect(data.meta.title).toContain('Buntstifte / Malen');
    expect(seen.find((call) => call.operationName === 'CategoryProducts')?.variables).toEqual({
      coreCategoryId: '5',
      paging: { offset: 60, limit: 60 },
      sortBy: 'price-asc',
      enumFilters: [{ id: 'colour', values: ['Rot', 'Blau'] }],
      rangeFilters: [{ id: 'PRICE', from: 5, to: 20 }],
    });
  });

  it('sends a URL with listing parameters the API refuses to the plain listing (302)', async () => {
    const { deps: routeDeps } = deps();
    const url = new URL('http://localhost/cat/5/?sort=bogus&filter.colour=Rot');
    const answer = await loadCategory(routeDeps, '5', url).catch((error: unknown) => error);
    expect(isRouteAnswer(answer) && answer.outcome).toEqual({
      kind: 'redirect',
      status: 302,
      location: '/cat/5/',
    });
  });
});

describe('loadSearch', () => {
  it('searches q with the search-in-category id and is noindex', async () => {
    const { deps: routeDeps, seen } = deps();
    const data = await loadSearch(
      routeDeps,
      new URL('http://localhost/search/?q=F%C3%BCller&searchInCategoryId=3'),
    );
    expect(data.meta.robots).toBe('noindex,follow');
    expect(data.meta.title).toContain('Suche nach „Füller“');
    expect(seen.map((call) => call.operationName)).toEqual(['CoreSearch']);
    expect(seen[0]?.variables).toMatchObject({ searchTerm: 'Füller', searchInCategoryId: '3', sortBy: null });
  });

  it('prefetches the popular searches when nothing matched', async () => {
    const { deps: routeDeps, seen } = deps();
    await loadSearch(routeDeps, new URL('http://localhost/search/?q=xyzzy'));
    expect(
      seen
        .map((call) => call.operationName)
        .filter((name) => name.startsWith('Core') || name.startsWith('SearchSugg')),
    ).toEqual(['CoreSearch', 'SearchSuggestions']);
  });

  it('sends an empty or blank query home without searching (spec storefront §5)', async () => {
    const { deps: routeDeps, seen } = deps();
    const answer = await loadSearch(routeDeps, new URL('http://localhost/search/?q=%20%20')).catch(
      (error: unknown) => error,
    );
    expect(isRouteAnswer(answer) && answer.outcome).toEqual({ kind: 'redirect', status: 302, location: '/' });
    expect(seen).toEqual([]);
  });
});

describe('loadSearch with the search rules (spec storefront §2.7, §4 "Search suggestions" submit flow)', () => {
  async function answerFor(path: string) {
    const { deps: routeDeps, seen } = deps();
    const answer = await loadSearch(routeDeps, new URL(`http://localhost${path}`)).catch(
      (error: unknown) => error,
    );
    return { outcome: isRouteAnswer(answer) ? answer.outcome : null, data: answer, seen };
  }

  it.each([
    ['a redirect rule to its target', '/search/?q=Ranzen', '/cat/4/'],
    [
      'a rewrite rule to the rewritten query with oq',
      '/search/?q=F%C3%BCller',
      '/search/?q=Schulf%C3%BCller&oq=F%C3%BCller',
    ],
    [
      'a long-tail rule to its query and filters',
      '/search/?q=rote+Buntstifte',
      '/search/?q=Buntstifte&filter.colour=Rot',
    ],
    ['the single matching product to its page', '/search?q=4711', '/prod/12/'],
  ])('sends a bare query with %s (302)', async (_, path, location) => {
    const { outcome, seen } = await answerFor(path);
    expect(outcome).toEqual({ kind: 'redirect', status: 302, location });
    expect(seen.map((call) => call.operationName)).toContain('SearchCheck');
  });

  it('shows the results of a query without a rule, after asking the search service', async () => {
    const { outcome, data, seen } = await answerFor('/search/?q=Buntstifte');
    expect(outcome).toBeNull();
    expect(data).toMatchObject({ search: { query: 'Buntstifte', originalQuery: null } });
    expect(new Set(seen.map((call) => call.operationName))).toEqual(
      new Set(['SearchCheck', 'SearchTarget', 'CoreSearch']),
    );
    expect(seen.find((call) => call.operationName === 'SearchCheck')?.variables).toEqual({
      originalQuery: 'Buntstifte',
    });
  });

  it.each([
    ['the result of a rewrite (oq)', '/search/?q=Ranzen&oq=Tornister'],
    ['a further page', '/search/?q=Ranzen&p=2'],
    ['a sort', '/search/?q=Ranzen&sort=price-asc'],
    ['a filter', '/search/?q=Ranzen&filter.colour=Rot'],
    ['a search in a category', '/search/?q=Ranzen&searchInCategoryId=3'],
  ])('leaves a result page with %s as it is, without asking the rules again', async (_, path) => {
    const { outcome, seen } = await answerFor(path);
    expect(outcome).toBeNull();
    expect(seen.map((call) => call.operationName)).toEqual(['CoreSearch']);
  });

  it('searches the query as it is when the search service fails, as the box does', async () => {
    const { outcome, data } = await answerFor('/search/?q=kaputt');
    expect(outcome).toBeNull();
    expect(data).toMatchObject({ search: { query: 'kaputt' } });
  });
});
