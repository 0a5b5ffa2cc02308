// The address-book machine wired to the Apollo client (spec shopping §4 "Address book", §7 address
// mutations). Reached only through the dynamic import() in useAddressBook, so XState and the machine
// load with the first change, not with the page (DESIGN §6).
import type { ApolloClient } from '@apollo/client';
import {
  type AddressActorInput,
  addressBookMachine,
  type CreateAddressOutput,
  DeleteAddressDocument,
  type DeleteAddressInput,
} from '@ranzen/sdk-core';
import { fromPromise } from 'xstate';
import { createAddress, saved, updateAddress } from './addressMutations';

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
