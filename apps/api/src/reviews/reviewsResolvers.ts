// Reviews (reviews.graphql; storefront §3.9, §7 "reviews by product"; shopping §7 "save review", "save
// product description review").
import type { Resolvers } from '../generated/resolvers';
import { requireId } from '../shop/validation';
import { saveProductDescriptionReview } from './descriptionReviews';
import { failure, listReviews, REVIEW_LOGIN_REQUIRED, rateReviewHelpful, saveReview } from './reviewsService';

export const reviewsResolvers: Resolvers = {
  Query: {
    productReviews: (_parent, { productId, offset, limit, filter }, { db, store }) =>
      listReviews(db, requireId(productId, 'productId'), { offset, limit, filter }, store),
  },
  Mutation: {
    saveReview: async (_parent, { input }, { db, store, customer, rateLimit }) => {
      await rateLimit.consume('reviews');
      if (!customer) return failure(REVIEW_LOGIN_REQUIRED);
      return saveReview(
        db,
        customer.customer.userId,
        { ...input, productId: requireId(input.productId, 'input.productId') },
        store,
      );
    },
    rateReviewHelpful: async (_parent, { ratingId }, { db, userId, rateLimit }) => {
      await rateLimit.consume('helpfulVotes');
      return rateReviewHelpful(db, userId, ratingId);
    },
    saveProductDescriptionReview: (_parent, { input }, context) =>
      saveProductDescriptionReview(context, input),
  },
};
