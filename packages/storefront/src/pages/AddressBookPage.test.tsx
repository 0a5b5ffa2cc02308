// @vitest-environment jsdom
// The address book page (spec shopping §2 "address book per kind", §4 "Address book", §5 checks)
// against a small in-memory shop API: what the customer reads, a new address checked by the shared
// rules before anything is sent, and a removal held aside with its revert. No axe violations.
import { type AddressFieldsFragment, type BillingAddressInput, STORES } from '@ranzen/sdk-core';
import { answeringLink, ShopTestProvider } from '@ranzen/sdk-react/testing';
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';
import { PageDataContext } from '../data/pageData';
import { AddressBookPage } from './AddressBookPage';

const META = { title: 't', robots: 'noindex,follow' };

/** As the API answers: with the type name the cache files it under. */
type ServerAddress = AddressFieldsFragment & { readonly __typename: 'Address' };

function stored(id: string, overrides: Partial<AddressFieldsFragment> = {}): ServerAddress {
  return {
    __typename: 'Address',
    addressId: id,
    addressType: 'BILLING',
    salutation: 'ms',
    schoolOrCompany: '',
    firstName: 'Erika',
    lastName: 'Beispiel',
    street: 'Musterstraße 12',
    addressAddition: '',
    postCode: '10115',
    city: 'Berlin',
    country: 'DE',
    phone: '',
    email: '',
    packstationAddress: false,
    isAlsoCustomerAddress: true,
    ...overrides,
  };
}

/** The API's billing list and its add and delete mutations, kept in memory; every operation is recorded. */
function fakeApi() {
  let addresses = [stored('a-1')];
  let next = 2;
  const result = (address: ServerAddress | null) => ({
    __typename: 'AddressResult',
    successfull: true,
    errorMessage: null,
    generalErrorMessage: null,
    fieldErrors: [],
    address,
  });
  const { link, operations } = answeringLink(({ operationName, variables }) => {
    switch (operationName) {
      case 'AddBillingAddress': {
        const input = variables.input as BillingAddressInput;
        const address = stored(`a-${next++}`, {
          firstName: input.firstName,
          lastName: input.lastName,
          street: input.streetAndHouseNr,
          postCode: input.postCode,
          city: input.city,
          schoolOrCompany: input.company ?? '',
          isAlsoCustomerAddress: false,
        });
        addresses = [...addresses, address];
        return { data: { addBillingAddress: result(address) } };
      }
      case 'DeleteAddress': {
        const removed = addresses.find((address) => address.addressId === variables.addressId) ?? null;
        addresses = addresses.filter((address) => address !== removed);
        return { data: { deleteAddress: result(removed) } };
      }
      default:
        return { data: { billingAddresses: addresses } };
    }
  });
  return { link, operationNames: () => operations.map(({ operationName }) => operationName) };
}

function renderPage() {
  const api = fakeApi();
  const view = render(
    <ShopTestProvider store={STORES.de} link={api.link}>
      <PageDataContext.Provider value={{ route: 'addressBook', data: { kind: 'billing', meta: META } }}>
        <AddressBookPage />
      </PageDataContext.Provider>
    </ShopTestProvider>,
  );
  return { ...view, ...api };
}

afterEach(cleanup);

describe('AddressBookPage (shopping §2, §4 "Address book")', () => {
  it('lists the kind’s addresses with the customer address marked, in the account frame, and links the three kinds', async () => {
    const { container } = renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Meine Adressen' })).toBeVisible();
    const card = await screen.findByRole('article', { name: /Musterstraße 12/ });
    expect(within(card).getByText('Kundenadresse')).toBeVisible();
    expect(within(card).getByText('10115 Berlin')).toBeVisible();
    const account = screen.getByRole('navigation', { name: 'Mein Konto' });
    expect(within(account).getByRole('link', { name: 'Adressen' })).toHaveAttribute('aria-current', 'page');
    expect(within(account).getByRole('link', { name: 'Kontaktdaten' })).toHaveAttribute(
      'href',
      '/myaccount/contact-details/',
    );
    const kinds = screen.getByRole('navigation', { name: 'Adressarten' });
    expect(within(kinds).getByRole('link', { name: 'Rechnungsadressen' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(kinds).getByRole('link', { name: 'Lieferadressen' })).toHaveAttribute(
      'href',
      '/myaccount/addresses/shipping/',
    );
    expect(within(kinds).getByRole('link', { name: 'Packstationen' })).toHaveAttribute(
      'href',
      '/myaccount/addresses/packing-station/',
    );
    const results = await axe.run(container, {
      rules: { region: { enabled: false }, 'color-contrast': { enabled: false } },
    });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });

  it('checks a new address with the shared rules before sending it, then lists it (§5)', async () => {
    const user = userEvent.setup();
    const { operationNames } = renderPage();
    await screen.findByRole('article', { name: /Musterstraße 12/ });
    await user.click(screen.getByRole('button', { name: 'Neue Rechnungsadresse' }));
    const form = await screen.findByRole('group', { name: 'Rechnungsadresse' });
    await user.type(within(form).getByRole('textbox', { name: 'Straße und Hausnummer' }), 'Lindenweg');
    await user.click(screen.getByRole('button', { name: 'Adresse speichern' }));
    expect(within(form).getByRole('textbox', { name: 'Vorname' })).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByText('Bitte geben Sie Straße und Hausnummer ein.')).toBeVisible();
    expect(operationNames()).not.toContain('AddBillingAddress');

    await user.selectOptions(within(form).getByRole('combobox', { name: 'Anrede' }), 'Frau');
    await user.type(within(form).getByRole('textbox', { name: 'Vorname' }), 'Anna');
    await user.type(within(form).getByRole('textbox', { name: 'Nachname' }), 'Neu');
    await user.type(within(form).getByRole('textbox', { name: 'Straße und Hausnummer' }), ' 4');
    await user.type(within(form).getByRole('textbox', { name: 'PLZ' }), '20095');
    await user.type(within(form).getByRole('textbox', { name: 'Ort' }), 'Hamburg');
    await user.click(screen.getByRole('button', { name: 'Adresse speichern' }));
    const added = await screen.findByRole('article', { name: /Lindenweg 4/ });
    expect(within(added).getByText('20095 Hamburg')).toBeVisible();
    expect(screen.queryByRole('group', { name: 'Rechnungsadresse' })).toBeNull();
    expect(operationNames().filter((name) => name === 'AddBillingAddress')).toHaveLength(1);
  });

  it('holds a removed address aside with a revert that brings it back', async () => {
    const user = userEvent.setup();
    renderPage();
    const card = await screen.findByRole('article', { name: /Musterstraße 12/ });
    await user.click(within(card).getByRole('button', { name: 'Löschen' }));
    const hint = await screen.findByRole('status');
    expect(hint).toHaveTextContent('Die Adresse von Erika Beispiel wurde gelöscht.');
    await waitFor(() => expect(screen.queryByRole('article', { name: /Musterstraße 12/ })).toBeNull());
    await user.click(within(hint).getByRole('button', { name: 'Rückgängig' }));
    expect(await screen.findByRole('article', { name: /Musterstraße 12/ })).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Rückgängig' })).toBeNull());
  });
});
