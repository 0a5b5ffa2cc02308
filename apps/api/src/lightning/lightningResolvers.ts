// lightningDealReservation, extendLightningReservation, refreshLightningReservation (cart.graphql; shopping §7).
import type { Resolvers } from '../generated/resolvers';
import { extendReservation, getReservation, refreshReservation } from './lightningService';

export const lightningResolvers: Resolvers = {
  Query: {
    lightningDealReservation: (_parent, { cartId }, { db, userId, visitorIds }) =>
      getReservation(db, visitorIds.verifyCart(cartId, userId), userId),
  },
  Mutation: {
    extendLightningReservation: (_parent, { cartId }, { db, userId, store, visitorIds }) =>
      extendReservation(db, visitorIds.verifyCart(cartId, userId), userId, store),
    refreshLightningReservation: (
      _parent,
      { cartId },
      { db, userId, store, visitorIds, clientAddress, paymentProviders },
    ) =>
      refreshReservation(
        db,
        visitorIds.verifyCart(cartId, userId),
        userId,
        store,
        paymentProviders,
        clientAddress,
      ),
  },
};
