// ordersV2, orderYears, contactFormData and invoice (order-history.graphql; shopping §7; issue 18).
import type { Resolvers } from '../generated/resolvers';
import { invoiceOf } from './invoices';
import { contactFormData, ordersPage, orderYears } from './orderHistory';
import { orderReader } from './orderResolvers';

export const orderHistoryResolvers: Resolvers = {
  Query: {
    ordersV2: (_parent, { page, searchText, dateFilter }, ctx) =>
      ordersPage(orderReader(ctx), { page, searchText, dateFilter }),
    orderYears: (_parent, _args, ctx) => orderYears(orderReader(ctx)),
    contactFormData: (_parent, { orderId }, ctx) => contactFormData(orderReader(ctx), orderId),
    invoice: async (_parent, { orderId, shipmentNumber, hash }, ctx) => {
      await ctx.rateLimit.consume('invoices');
      return invoiceOf(orderReader(ctx), orderId, shipmentNumber, hash);
    },
  },
};
