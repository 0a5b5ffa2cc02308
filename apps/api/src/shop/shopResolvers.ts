// The store a request is served for (store.graphql; storefront §1 storefront table).
import type { Resolvers } from '../generated/resolvers';

export const shopResolvers: Resolvers = {
  Query: {
    ping: () => 'pong',
    shop: (_parent, _args, { store }) => ({
      storeCode: store.storeCode,
      language: store.language,
      currencyCode: store.currency,
      isB2b: store.family === 'b2b',
    }),
  },
};
