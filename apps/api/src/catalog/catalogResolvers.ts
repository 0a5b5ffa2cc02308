// Catalogue queries (catalog.graphql, product-detail.graphql; storefront §3.3-§3.8, §7).
import type { Resolvers } from '../generated/resolvers';
import { requireId } from '../shop/validation';
import { getCategory } from './catalogService';
import { recordGlance } from './glanceService';
import { listCategoryProducts } from './listing';
import {
  DEFAULT_RECOMMENDATIONS,
  getExtraTab,
  getItem,
  getProduct,
  getRecommendations,
  getStoreRecommendations,
  getVariantInfo,
} from './productService';

export const catalogResolvers: Resolvers = {
  Query: {
    category: (_parent, { coreCategoryId }, { db, store }) =>
      getCategory(db, requireId(coreCategoryId, 'coreCategoryId'), store),
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
    variantInfo: (_parent, { productId, selectedVariants, itemId }, { db, store }) =>
      getVariantInfo(
        db,
        requireId(productId, 'productId'),
        selectedVariants,
        itemId ? requireId(itemId, 'itemId') : null,
        store,
      ),
    productExtraTab: (_parent, { productId, tabId }, { db, store }) =>
      getExtraTab(db, requireId(productId, 'productId'), requireId(tabId, 'tabId'), store),
    productRecommendations: (_parent, { productId, limit }, { db, store }) =>
      getRecommendations(db, requireId(productId, 'productId'), limit ?? DEFAULT_RECOMMENDATIONS, store),
    storeRecommendations: (_parent, { limit }, { db, store }) =>
      getStoreRecommendations(db, limit ?? DEFAULT_RECOMMENDATIONS, store),
  },
  Mutation: {
    recordGlance: (_parent, { productId, itemId, domain }, { db, userId }) =>
      recordGlance(db, userId, requireId(productId, 'productId'), requireId(itemId, 'itemId'), domain),
  },
};
