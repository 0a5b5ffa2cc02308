// addTrackingEvents (tracking.graphql; storefront §7). Unknown input fields are rejected by the
// schema itself (GraphQL input objects are closed).
import type { Resolvers } from '../generated/resolvers';
import { addTrackingEvents } from './trackingService';

export const trackingResolvers: Resolvers = {
  Mutation: {
    addTrackingEvents: async (_parent, { events }, { db, store, userId, rateLimit }) => {
      // Counted per event, so one request with many events costs what many requests would.
      await rateLimit.consume('tracking', Math.max(1, events.length));
      return addTrackingEvents(db, { storeId: store.id, userId }, events);
    },
  },
};
