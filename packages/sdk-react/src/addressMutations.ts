// The address book's mutations (spec shopping §7 "Add and update billing address …; add and update
// shipping address (same plus packstationAddress); delete address"), shared by the address-book machine
// (provideAddressBookMachine.ts) and the checkout's shipping step (saveShippingStep.ts).
import type { ApolloClient } from '@apollo/client';
import {
  AddBillingAddressDocument,
  type AddressActorInput,
  type AddressPayload,
  type AddressResultFieldsFragment,
  AddShippingAddressDocument,
  type BillingAddressInput,
  UpdateBillingAddressDocument,
  UpdateShippingAddressDocument,
} from '@ranzen/sdk-core';

/** The payload as the API's address input; phone and e-mail when the form has them. */
export function addressInput(address: AddressPayload): BillingAddressInput {
  const contact = 'phone' in address && 'email' in address ? address : null;
  return {
    salutation: address.salutation,
    firstName: address.firstName,
    lastName: address.lastName,
    company: address.schoolOrCompany,
    postCode: address.postCode,
    city: address.city,
    streetAndHouseNr: address.street,
    additionalAddress: address.addressAddition,
    country: address.country,
    phone: typeof contact?.phone === 'string' ? contact.phone : null,
    email: typeof contact?.email === 'string' ? contact.email : null,
  };
}

/** A refused change throws its message (a key the host translates): the field's first, else the general one. */
export function saved(result: AddressResultFieldsFragment | undefined, operation: string) {
  if (!result) throw new Error(`${operation}: no data`);
  if (!result.successfull) {
    throw new Error(
      result.errorMessage ?? result.fieldErrors[0]?.message ?? result.generalErrorMessage ?? operation,
    );
  }
  return result;
}

export async function createAddress(client: ApolloClient, { kind, address }: AddressActorInput) {
  const input = addressInput(address);
  if (kind === 'billing') {
    const { data } = await client.mutate({ mutation: AddBillingAddressDocument, variables: { input } });
    return saved(data?.addBillingAddress, 'addBillingAddress');
  }
  const { data } = await client.mutate({
    mutation: AddShippingAddressDocument,
    variables: { input: { ...input, packstationAddress: kind === 'parcelStation' } },
  });
  return saved(data?.addShippingAddress, 'addShippingAddress');
}

export async function updateAddress(client: ApolloClient, { kind, address }: AddressActorInput) {
  const { addressId } = address;
  if (!addressId) throw new Error('updateAddress: the address has no id');
  const input = addressInput(address);
  if (kind === 'billing') {
    const { data } = await client.mutate({
      mutation: UpdateBillingAddressDocument,
      variables: { addressId, input },
    });
    return saved(data?.updateBillingAddress, 'updateBillingAddress');
  }
  const { data } = await client.mutate({
    mutation: UpdateShippingAddressDocument,
    variables: { addressId, input: { ...input, packstationAddress: kind === 'parcelStation' } },
  });
  return saved(data?.updateShippingAddress, 'updateShippingAddress');
}
