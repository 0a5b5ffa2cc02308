// Search queries (search.graphql; storefront §3.11, §4 'Search suggestions', §7).
import type { Resolvers } from '../generated/resolvers';

export const searchResolvers: Resolvers = {
  Query: {
    searchCheck: (_parent, { originalQuery }) => ({
      redirectPath: null,
      query: originalQuery.trim(),
      originalQuery: originalQuery.trim(),
      rewritten: false,
    }),
    longTailAdjustment: () => null,
    coreSearch: (_parent, { searchTerm }) => ({
      searchTerm: searchTerm.trim(),
      isFuzzy: false,
      link: null,
      results: {
        products: [],
        totalCount: 0,
        offset: 0,
        limit: 60,
        currentPage: 1,
        totalPages: 0,
        sort: 'relevance',
        defaultSort: 'relevance',
        availableSorts: [],
        facets: { enumFacets: [], rangeFacets: [], categories: [] },
      },
    }),
    searchSuggestions: () => ({ popular: true, suggestQueries: [] }),
  },
};
