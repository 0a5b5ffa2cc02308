// customerInfo and shopInit (customer.graphql; storefront §3.2, shopping §4 "Session kind").

import { normalizePath } from '../cms/cmsService';
import type { Resolvers } from '../generated/resolvers';
import { customerInfo, shopInit } from './customerService';

export const customerResolvers: Resolvers = {
  Query: {
    customerInfo: (_parent, { url }, { db, userId }) => {
      // The URL is part of the contract (per-page info); validated so oversized input is refused.
      normalizePath(url);
      return customerInfo(db, userId);
    },
  },
  Mutation: {
    shopInit: async (_parent, _args, { visitorIds, rateLimit }) => {
      await rateLimit.consume('shopInit');
      return shopInit(visitorIds);
    },
  },
};
