// cart and updateCart (cart.graphql; shopping §3 "Cart", §7 "Cart update").
import type { Resolvers } from '../generated/resolvers';
import { getCart, updateCart } from './cartService';

export const cartResolvers: Resolvers = {
  Query: {
    cart: (_parent, { cartId, calculateShippingCost }, { db, userId, store }) =>
      getCart(db, cartId, userId, store, calculateShippingCost ?? true),
  },
  Mutation: {
    updateCart: (_parent, { cartId, ops }, { db, userId, store }) =>
      updateCart(db, cartId, ops, userId, store),
  },
};
