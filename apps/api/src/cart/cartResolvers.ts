// cart and updateCart (cart.graphql; shopping §3 "Cart", §7 "Cart update").
import { type GraphQLResolveInfo, Kind } from 'graphql';
import { amazonPayExpressOf } from '../amazonPay/amazonCheckout';
import type { Resolvers } from '../generated/resolvers';
import { loadStoreCatalogues } from './cartQueries';
import { updateCart } from './cartService';
import { getCart } from './cartView';

/**
 * Whether the operation asks for the `cart` field of the result. The storefront always does; a caller that
 * only wants the outcome (e.g. the lightning benchmark) is spared building the whole cart again.
 */
function selectsCart(info: GraphQLResolveInfo): boolean {
  return info.fieldNodes.some((node) =>
    (node.selectionSet?.selections ?? []).some(
      (selection) => selection.kind !== Kind.FIELD || selection.name.value === 'cart',
    ),
  );
}

export const cartResolvers: Resolvers = {
  Cart: {
    // Every cart answered belongs to the verified visitor; on the wire its id is signed like the argument.
    id: (cart, _args, { userId, visitorIds }) => (userId ? visitorIds.signCart(cart.id, userId) : cart.id),
    // Read only when asked for (the basket): amazonPay/amazonCheckout.ts.
    amazonPayExpress: (cart, _args, context) => amazonPayExpressOf(context, cart.id),
  },
  Query: {
    cart: (_parent, { cartId, calculateShippingCost }, { db, userId, store, visitorIds, paymentProviders }) =>
      getCart(
        db,
        visitorIds.verifyCart(cartId, userId),
        userId,
        store,
        paymentProviders,
        calculateShippingCost ?? true,
      ),
    printedCatalogues: (_parent, _args, { db, store }) => loadStoreCatalogues(db, store),
  },
  Mutation: {
    updateCart: (
      _parent,
      { cartId, ops },
      { db, userId, store, visitorIds, clientAddress, paymentProviders },
      info,
    ) =>
      updateCart(
        db,
        visitorIds.verifyCart(cartId, userId),
        ops,
        userId,
        store,
        paymentProviders,
        clientAddress,
        selectsCart(info),
      ),
  },
};
