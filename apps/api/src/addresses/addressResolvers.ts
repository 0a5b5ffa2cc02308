// The address book's operations (addresses.graphql; shopping §7; addresses/addressService.ts).
import type { Resolvers } from '../generated/resolvers';
import { addAddress, customerAddress, deleteAddress, listAddresses, updateAddress } from './addressService';

export const addressResolvers: Resolvers = {
  Query: {
    billingAddresses: (_parent, _args, context) => listAddresses(context, 'billing'),
    shippingAddresses: (_parent, _args, context) => listAddresses(context, 'shipping'),
    customerAddress: (_parent, _args, context) => customerAddress(context),
  },
  Mutation: {
    addBillingAddress: (_parent, { input }, context) => addAddress(context, 'billing', input),
    updateBillingAddress: (_parent, { addressId, input }, context) =>
      updateAddress(context, 'billing', addressId, input),
    addShippingAddress: (_parent, { input }, context) => addAddress(context, 'shipping', input),
    updateShippingAddress: (_parent, { addressId, input }, context) =>
      updateAddress(context, 'shipping', addressId, input),
    deleteAddress: (_parent, { addressId }, context) => deleteAddress(context, addressId),
  },
};
