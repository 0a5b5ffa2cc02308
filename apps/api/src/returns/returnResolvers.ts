// returnOrder, returnRegulations, returnCarriers and submitReturnOrder (returns.graphql; shopping §7 "returns
// lookup", "available return carriers", "available return regulations", "submit return order").
import type { ApiContext } from '../context';
import type { Resolvers } from '../generated/resolvers';
import { badInput } from '../shop/validation';
import {
  isReturnRefusal,
  orderOfHash,
  orderOfNumber,
  type ReturnsContext,
  returnCarriers,
  returnOrderOf,
  returnRegulations,
  submitReturnOrder,
} from './returnService';

function returnsContext(ctx: ApiContext): ReturnsContext {
  return {
    db: ctx.db,
    store: ctx.store,
    storeOrigin: ctx.storeOrigin,
    userId: ctx.userId,
    uploads: ctx.uploads,
    now: new Date(),
  };
}

/** A refused selection answers BAD_USER_INPUT with the message key (the page shows it). */
async function selectionQuery<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isReturnRefusal(error)) throw badInput(error.messageKey, 'items');
    throw error;
  }
}

export const returnResolvers: Resolvers = {
  Query: {
    returnOrder: async (_parent, { orderId, zipCode, hash }, ctx) => {
      const returns = returnsContext(ctx);
      if (hash) {
        const order = await orderOfHash(returns, hash);
        return order ? returnOrderOf(returns, order) : null;
      }
      if (!orderId || !zipCode)
        throw badInput('Order number and postcode, or a hash, are required.', 'orderId');
      // Per client (address and visitor) and per order number, whatever the answer (DESIGN §7).
      await ctx.rateLimit.consume('returnLookups');
      await ctx.rateLimit.consumeFor('returnLookupsPerOrder', orderId.slice(0, 40));
      const order = await orderOfNumber(returns, orderId, zipCode);
      return order ? returnOrderOf(returns, order) : null;
    },
    returnRegulations: (_parent, { hash, items }, ctx) =>
      selectionQuery(() => returnRegulations(returnsContext(ctx), hash, items)),
    returnCarriers: (_parent, { hash, items, regulation }, ctx) =>
      selectionQuery(() => returnCarriers(returnsContext(ctx), hash, items, regulation)),
  },
  Mutation: {
    submitReturnOrder: async (_parent, { input }, ctx) => {
      await ctx.rateLimit.consume('returnSubmits');
      return submitReturnOrder(returnsContext(ctx), input);
    },
  },
};
