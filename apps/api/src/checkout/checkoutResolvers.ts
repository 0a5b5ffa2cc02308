// The checkout operations on the cart (checkout.graphql; shopping §7; checkout/checkoutService.ts).
import type { Resolvers } from '../generated/resolvers';
import {
  saveSpeditionData,
  setBillingAddress,
  setContactEmails,
  setDeliveryType,
  setOrderComment,
  setOrderReference,
  setPackstationId,
  setSelectedPayment,
  setShipper,
  setShippingAddress,
  subscribeNewsletterFromCheckout,
} from './checkoutService';

export const checkoutResolvers: Resolvers = {
  Mutation: {
    setBillingAddress: (_parent, { cartId, addressId, address }, context) =>
      setBillingAddress(context, cartId, addressId, address),
    setShippingAddress: (_parent, { cartId, addressId, address }, context) =>
      setShippingAddress(context, cartId, addressId, address),
    setDeliveryType: (_parent, { cartId, deliveryType }, context) =>
      setDeliveryType(context, cartId, deliveryType),
    setContactEmails: (_parent, { cartId, input }, context) => setContactEmails(context, cartId, input),
    setOrderReference: (_parent, { cartId, orderReference }, context) =>
      setOrderReference(context, cartId, orderReference),
    setOrderComment: (_parent, { cartId, orderComment }, context) =>
      setOrderComment(context, cartId, orderComment),
    subscribeNewsletterFromCheckout: (_parent, { cartId }, context) =>
      subscribeNewsletterFromCheckout(context, cartId),
    setSelectedPayment: (_parent, { cartId, paymentId, buyerReference }, context) =>
      setSelectedPayment(context, cartId, paymentId, buyerReference),
    setShippingMethod: (_parent, { cartId, methodCode }, context) => setShipper(context, cartId, methodCode),
    setSelectedShipper: (_parent, { cartId, code }, context) => setShipper(context, cartId, code),
    setPackstationId: (_parent, { cartId, packstationId }, context) =>
      setPackstationId(context, cartId, packstationId),
    saveSpeditionData: (_parent, { cartId, fields }, context) => saveSpeditionData(context, cartId, fields),
  },
};
