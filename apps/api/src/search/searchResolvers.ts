// Search queries (search.graphql; storefront §3.11, §4 "Search suggestions", §7).
import type { Resolvers } from '../generated/resolvers';
import { checkQuery, coreSearch, longTailAdjustment, suggestions } from './searchService';

export const searchResolvers: Resolvers = {
  Query: {
    searchCheck: (_parent, { originalQuery }, { db, store }) => checkQuery(db, originalQuery, store),
    longTailAdjustment: (_parent, { searchQuery }, { db, store }) =>
      longTailAdjustment(db, searchQuery, store),
    coreSearch: (_parent, args, { db, store }) =>
      coreSearch(
        db,
        {
          searchTerm: args.searchTerm,
          searchInCategoryId: args.searchInCategoryId,
          paging: args.paging,
          sortBy: args.sortBy,
          enumFilters: args.enumFilters,
          rangeFilters: args.rangeFilters,
        },
        store,
      ),
    searchSuggestions: async (_parent, { userQuery }, { db, store, rateLimit }) => {
      await rateLimit.consume('searchSuggestions');
      return suggestions(db, userQuery, store);
    },
  },
};
