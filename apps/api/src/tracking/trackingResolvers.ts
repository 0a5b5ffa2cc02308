// addTrackingEvents (tracking.graphql; storefront §7). Unknown input fields are rejected by the
// schema itself (GraphQL input objects are closed).
import type { Resolvers } from '../generated/resolvers';
import { addTrackingEvents } from './trackingService';

export const trackingResolvers: Resolvers = {
  Mutation: {
    addTrackingEvents: (_parent, { events }, { db, store, userId }) =>
      addTrackingEvents(db, { storeId: store.id, userId }, events),
  },
};
