// lightningDealReservation, extendLightningReservation, refreshLightningReservation (cart.graphql; shopping §7).
import type { Resolvers } from '../generated/resolvers';
import { extendReservation, getReservation, refreshReservation } from './lightningService';

export const lightningResolvers: Resolvers = {
  Query: {
    lightningDealReservation: (_parent, { cartId }, { db, userId }) => getReservation(db, cartId, userId),
  },
  Mutation: {
    extendLightningReservation: (_parent, { cartId }, { db, userId, store }) =>
      extendReservation(db, cartId, userId, store),
    refreshLightningReservation: (_parent, { cartId }, { db, userId, store, clientAddress }) =>
      refreshReservation(db, cartId, userId, store, clientAddress),
  },
};
