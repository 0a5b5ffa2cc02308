// submitCart, confirmationCleanup, thankYouPageData and order (orders.graphql; shopping §4 "Summary submit", §7).
import type { ApiContext } from '../context';
import type { Resolvers } from '../generated/resolvers';
import { confirmationCleanup } from './confirmationCleanup';
import { type OrderReader, orderOf, thankYouPageData } from './orderQueries';
import { submitCart } from './submitCart';

export const orderResolvers: Resolvers = {
  Query: {
    thankYouPageData: (_parent, { orderId }, ctx) => thankYouPageData(orderReader(ctx), orderId),
    order: (_parent, { orderId, hash }, ctx) => orderOf(orderReader(ctx), orderId, hash),
  },
  Mutation: {
    submitCart: async (_parent, { cartId }, ctx) => {
      await ctx.rateLimit.consume('cartSubmits');
      return submitCart(
        {
          db: ctx.db,
          store: ctx.store,
          userId: ctx.userId,
          customer: ctx.customer?.customer ?? null,
          visitorIds: ctx.visitorIds,
          payments: ctx.paymentProviders,
          storeOrigin: ctx.storeOrigin,
        },
        ctx.visitorIds.verifyCart(cartId, ctx.userId),
      );
    },
    confirmationCleanup: (_parent, { cartId }, ctx) =>
      confirmationCleanup({ db: ctx.db, userId: ctx.userId, visitorIds: ctx.visitorIds }, cartId),
  },
};

export function orderReader(ctx: ApiContext): OrderReader {
  return { db: ctx.db, store: ctx.store, userId: ctx.userId, customer: ctx.customer?.customer ?? null };
}
