// Rating link queries (rating.graphql; storefront §2.2, §7).
import type { Resolvers } from '../generated/resolvers';
import { decryptRatingData } from './ratingService';

export const ratingResolvers: Resolvers = {
  Query: {
    decryptRatingData: (_parent, { encryptedData }, { db, ratingLinks, store }) =>
      decryptRatingData(db, ratingLinks, store, encryptedData),
  },
};
