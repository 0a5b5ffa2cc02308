// Catalogue queries (catalog.graphql; storefront §3.3-§3.8).
import type { Resolvers } from '../generated/resolvers';
import { requireId } from '../shop/validation';
import { getCategory, getItem, getProduct, listCategoryProducts } from './catalogService';

export const catalogResolvers: Resolvers = {
  Query: {
    category: (_parent, { coreCategoryId }, { db }) =>
      getCategory(db, requireId(coreCategoryId, 'coreCategoryId')),
    categoryProducts: (_parent, args, { db, store }) =>
      listCategoryProducts(
        db,
        {
          categoryId: requireId(args.coreCategoryId, 'coreCategoryId'),
          paging: args.paging,
          sortBy: args.sortBy,
          enumFilters: args.enumFilters,
          rangeFilters: args.rangeFilters,
        },
        store,
      ),
    product: (_parent, { productId }, { db, store }) =>
      getProduct(db, requireId(productId, 'productId'), store),
    item: (_parent, { itemId }, { db, store }) => getItem(db, requireId(itemId, 'itemId'), store),
  },
};
