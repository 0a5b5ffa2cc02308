// Amazon Pay express operations (amazon-pay.graphql; shopping §4 "Amazon Pay express", §7 "Complete Amazon
// Pay checkout"; amazonPay/amazonCheckout.ts). The cart's amazonPayExpress field is resolved with the
// cart's own fields (cart/cartResolvers.ts).
import type { Resolvers } from '../generated/resolvers';
import { abortAmazonCheckout, completeAmazonCheckout, startAmazonCheckout } from './amazonCheckout';

export const amazonPayResolvers: Resolvers = {
  Mutation: {
    startAmazonCheckout: (_parent, { cartId }, context) => startAmazonCheckout(context, cartId),
    completeAmazonCheckout: (_parent, { cartId, amazonCheckoutSessionId }, context) =>
      completeAmazonCheckout(context, cartId, amazonCheckoutSessionId),
    abortAmazonCheckout: (_parent, { cartId }, context) => abortAmazonCheckout(context, cartId),
  },
};
