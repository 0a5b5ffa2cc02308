// useAddressBook (spec shopping §4 "Address book"; §5 "Company is sent empty unless formType is
// companyOrSchool. Parcel-station addresses send postnumber as street and packstation as addition";
// §7 address mutations): the machine's actors send the API's mutations with the shared form mapping,
// a saved change is reported for a refetch, a removal is held for a revert, a refusal is a toast.
import {
  AddBillingAddressDocument,
  type AddressFormValues,
  AddShippingAddressDocument,
  DeleteAddressDocument,
  MESSAGES,
  type ParcelStationFormValues,
  STORES,
  type StoredAddress,
  UpdateBillingAddressDocument,
} from '@ranzen/sdk-core';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

const mutate = vi.fn();
const client = { mutate, query: vi.fn(), writeQuery: vi.fn() };
vi.mock('@apollo/client/react', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@apollo/client/react')>()),
  useApolloClient: () => client,
}));

import { ShopProvider } from './ShopProvider';
import { ToastProvider, useToasts } from './ToastProvider';
import { useAddressBook } from './useAddressBook';

function wrapper({ children }: { readonly children: ReactNode }) {
  return (
    <ShopProvider store={STORES.de} messages={MESSAGES.de}>
      <ToastProvider>{children}</ToastProvider>
    </ShopProvider>
  );
}

const onChanged = vi.fn();

function renderBook() {
  return renderHook(
    () => ({
      book: useAddressBook({ newAddress: STORES.de.newAddress, onChanged }),
      toasts: useToasts().toasts,
    }),
    { wrapper },
  );
}

const STORED: StoredAddress = {
  addressId: 'a-1',
  salutation: 'ms',
  schoolOrCompany: 'Grundschule am Park',
  firstName: 'Erika',
  lastName: 'Beispiel',
  street: 'Musterstraße 12',
  addressAddition: '',
  postCode: '10115',
  city: 'Berlin',
  country: 'DE',
  phone: '030 1234',
  email: '',
  packstationAddress: false,
  isAlsoCustomerAddress: true,
};

const answer = (field: string, successfull = true, errorMessage: string | null = null) => ({
  data: {
    [field]: {
      successfull,
      errorMessage,
      generalErrorMessage: errorMessage,
      fieldErrors: [],
      address: successfull ? { ...STORED, addressId: 'new-1', addressType: 'BILLING' } : null,
    },
  },
});

describe('useAddressBook', () => {
  afterEach(() => {
    cleanup();
    mutate.mockReset();
    onChanged.mockReset();
  });

  it('is a closed book until the first action, so the page renders without the machine', () => {
    const { result } = renderBook();
    expect(result.current.book.view).toEqual({ form: 'closed', removal: 'idle', draft: null, removed: {} });
  });

  it('a new parcel station sends the post number as street and the station as addition (§5)', async () => {
    mutate.mockResolvedValue(answer('addShippingAddress'));
    const { result } = renderBook();
    act(() => result.current.book.add('parcelStation'));
    await waitFor(() => expect(result.current.book.view.form).toBe('adding'));
    const draft = result.current.book.view.draft;
    if (draft?.kind !== 'parcelStation') throw new Error('parcel-station form expected');
    // Spec §9: the parcel station starts in Germany.
    expect(draft.values.country).toBe('DE');
    const values: ParcelStationFormValues = {
      ...draft.values,
      salutation: 'mr',
      firstname: 'Max',
      lastname: 'Muster',
      postnumber: ' 12345678 ',
      packstation: '105',
      postcode: '10117',
      city: 'Berlin',
    };
    act(() => result.current.book.save({ kind: 'parcelStation', values }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledWith('parcelStation'));
    expect(mutate).toHaveBeenCalledWith({
      mutation: AddShippingAddressDocument,
      variables: {
        input: expect.objectContaining({
          streetAndHouseNr: '12345678',
          additionalAddress: '105',
          company: '',
          packstationAddress: true,
        }),
      },
    });
    expect(result.current.book.view.form).toBe('closed');
  });

  it('an edit opens the saved values and sends them to the kind’s update; a private address sends no company', async () => {
    mutate.mockResolvedValue(answer('updateBillingAddress'));
    const { result } = renderBook();
    act(() => result.current.book.edit('billing', STORED));
    await waitFor(() => expect(result.current.book.view.form).toBe('editing'));
    const draft = result.current.book.view.draft;
    if (draft?.kind !== 'billing') throw new Error('address form expected');
    expect(draft.values).toMatchObject({ formType: 'companyOrSchool', streetAndNumber: 'Musterstraße 12' });
    const values: AddressFormValues = { ...draft.values, formType: 'private', city: 'Potsdam' };
    act(() => result.current.book.save({ kind: 'billing', values }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledWith('billing'));
    expect(mutate).toHaveBeenCalledWith({
      mutation: UpdateBillingAddressDocument,
      variables: {
        addressId: 'a-1',
        input: expect.objectContaining({ company: '', city: 'Potsdam', phone: '030 1234' }),
      },
    });
  });

  it('a removal deletes on the server and is held; the revert creates it again as sent before', async () => {
    mutate.mockImplementation(({ mutation }) =>
      Promise.resolve(answer(mutation === DeleteAddressDocument ? 'deleteAddress' : 'addBillingAddress')),
    );
    const { result } = renderBook();
    act(() => result.current.book.remove('billing', STORED));
    await waitFor(() => expect(result.current.book.view.removed.billing?.address.addressId).toBe('a-1'));
    expect(mutate).toHaveBeenCalledWith({ mutation: DeleteAddressDocument, variables: { addressId: 'a-1' } });
    act(() => result.current.book.revert('billing'));
    await waitFor(() => expect(result.current.book.view.removed.billing).toBeUndefined());
    expect(mutate).toHaveBeenLastCalledWith({
      mutation: AddBillingAddressDocument,
      variables: {
        input: expect.objectContaining({
          company: 'Grundschule am Park',
          streetAndHouseNr: 'Musterstraße 12',
        }),
      },
    });
    expect(onChanged).toHaveBeenCalledTimes(2);
  });

  it('a refused change shows the server’s message as a toast and keeps the form open (shopping §8)', async () => {
    mutate.mockResolvedValue(answer('updateBillingAddress', false, 'vue.address.error.unknown'));
    const { result } = renderBook();
    act(() => result.current.book.edit('billing', STORED));
    await waitFor(() => expect(result.current.book.view.form).toBe('editing'));
    const draft = result.current.book.view.draft;
    if (!draft) throw new Error('form expected');
    act(() => result.current.book.save(draft));
    await waitFor(() =>
      expect(result.current.toasts.map((toast) => toast.message)).toEqual([
        MESSAGES.de['vue.address.error.unknown'],
      ]),
    );
    expect(result.current.book.view.form).toBe('editing');
    expect(onChanged).not.toHaveBeenCalled();
  });
});
