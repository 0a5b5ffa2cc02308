// The address-book machine wired to the Apollo client (spec shopping §4 "Address book", §7 address
// mutations). Reached only through the dynamic import() in useAddressBook, so XState and the machine
// load with the first change, not with the page (DESIGN §6).
import type { ApolloClient } from '@apollo/client';
import {
  AddBillingAddressDocument,
  type AddressActorInput,
  type AddressPayload,
  type AddressResultFieldsFragment,
  AddShippingAddressDocument,
  addressBookMachine,
  type BillingAddressInput,
  type CreateAddressOutput,
  DeleteAddressDocument,
  type DeleteAddressInput,
  UpdateBillingAddressDocument,
  UpdateShippingAddressDocument,
} from '@ranzen/sdk-core';
import { fromPromise } from 'xstate';

/** The payload as the API's address input (spec shopping §7 field names); phone and e-mail when the form has them. */
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
function saved(result: AddressResultFieldsFragment | undefined, operation: string) {
  if (!result) throw new Error(`${operation}: no data`);
  if (!result.successfull) {
    throw new Error(
      result.errorMessage ?? result.fieldErrors[0]?.message ?? result.generalErrorMessage ?? operation,
    );
  }
  return result;
}

async function createAddress(client: ApolloClient, { kind, address }: AddressActorInput) {
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

async function updateAddress(client: ApolloClient, { kind, address }: AddressActorInput) {
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

/** The page's address book with its changes sent to the shop API. */
export function provideAddressBookMachine(client: ApolloClient) {
  return addressBookMachine.provide({
    actors: {
      createAddress: fromPromise<CreateAddressOutput, AddressActorInput>(async ({ input }) => {
        const result = await createAddress(client, input);
        return { addressId: result.address?.addressId ?? '' };
      }),
      updateAddress: fromPromise<void, AddressActorInput>(async ({ input }) => {
        await updateAddress(client, input);
      }),
      deleteAddress: fromPromise<void, DeleteAddressInput>(async ({ input }) => {
        const { data } = await client.mutate({
          mutation: DeleteAddressDocument,
          variables: { addressId: input.addressId },
        });
        saved(data?.deleteAddress, 'deleteAddress');
      }),
    },
  });
}
