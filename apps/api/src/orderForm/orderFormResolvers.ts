// validateBestellschein, addBestellscheinToCart and orderFormPdf (order-form.graphql; spec shopping §7
// "Validate Bestellschein and add it to the cart", "Generate a PDF form"). Anyone may use the order form
// (a public service page, docs/not-shown.md), so every call counts against the `orderForms` rate limit.
import type { Resolvers } from '../generated/resolvers';
import { orderFormFileName, orderFormLines, renderOrderFormPdf } from './orderFormPdf';
import { addEntriesToCart, checkedEntries, judgeEntries } from './orderFormService';

export const orderFormResolvers: Resolvers = {
  Query: {
    validateBestellschein: async (_parent, { entries }, ctx) => {
      const checked = checkedEntries(entries);
      await ctx.rateLimit.consume('orderForms');
      return judgeEntries(ctx.db, ctx.store, checked);
    },
    orderFormPdf: async (_parent, { entries }, ctx) => {
      const checked = checkedEntries(entries);
      await ctx.rateLimit.consume('orderForms');
      const lines = orderFormLines(await judgeEntries(ctx.db, ctx.store, checked));
      const pdf = await renderOrderFormPdf(ctx.store, lines, new Date());
      return { fileName: orderFormFileName(ctx.store), contentBase64: Buffer.from(pdf).toString('base64') };
    },
  },
  Mutation: {
    addBestellscheinToCart: async (_parent, { cartId, entries }, ctx) => {
      const checked = checkedEntries(entries);
      await ctx.rateLimit.consume('orderForms');
      return addEntriesToCart(
        ctx.db,
        {
          cartId: ctx.visitorIds.verifyCart(cartId, ctx.userId),
          userId: ctx.userId,
          store: ctx.store,
          payments: ctx.paymentProviders,
          clientAddress: ctx.clientAddress,
        },
        checked,
      );
    },
  },
};
