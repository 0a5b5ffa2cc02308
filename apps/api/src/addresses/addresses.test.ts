// The address book through GraphQL, with the storefront's own operation documents (issue 15 items 6, 7,
// 8 and "Tests: IDOR over addresses as another customer and anonymous"; shopping §3 "Address (server)",
// §5 what is sent and its checks, §7 address mutations and queries, "invalid_token/revoked_token").
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { print } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextClientAddress } from '../cart/cartTestClient';
import { customerAddresses, customers } from '../db/schema';
import { DEMO_ACCOUNTS, DEMO_ADDRESSES, DEMO_PASSWORD } from '../seed/accounts';
import { storefrontOperation } from '../testing/storefrontOperations';
import {
  gql,
  type RequestOptions,
  registerTestCustomer,
  startTestApi,
  type TestApi,
} from '../testing/testApi';
import { customerTokenOf } from '../testing/testShopper';
import { MAX_ADDRESSES_PER_TYPE } from './addressService';

let harness: TestApi;

beforeAll(async () => {
  harness = await startTestApi({ seedProducts: 60 });
});

afterAll(async () => {
  await harness?.stop();
});

interface Address {
  addressId: string;
  addressType: 'BILLING' | 'SHIPPING';
  salutation: string;
  schoolOrCompany: string;
  firstName: string;
  lastName: string;
  street: string;
  addressAddition: string;
  postCode: string;
  city: string;
  country: string;
  phone: string;
  email: string;
  packstationAddress: boolean;
  isAlsoCustomerAddress: boolean;
}
interface AddressResult {
  successfull: boolean;
  errorMessage: string | null;
  generalErrorMessage: string | null;
  fieldErrors: { field: string; message: string; form: string | null }[];
  address: Address | null;
}

const op = (name: string) => print(storefrontOperation(name));

async function send<T>(name: string, variables: Record<string, unknown>, options: RequestOptions) {
  return gql<Record<string, T>>(harness, op(name), variables, {
    clientAddress: nextClientAddress(),
    ...options,
  });
}

/** The one field's answer of a mutation that must not fail as a whole. */
async function mutate(name: string, variables: Record<string, unknown>, options: RequestOptions) {
  const response = await send<AddressResult>(name, variables, options);
  expect(response.errors ?? []).toEqual([]);
  const result = Object.values(response.data)[0];
  if (!result) throw new Error('no result');
  return result;
}

async function list(name: 'BillingAddresses' | 'ShippingAddresses', customerToken: string) {
  const response = await send<Address[]>(name, {}, { customerToken });
  expect(response.errors ?? []).toEqual([]);
  return Object.values(response.data)[0] ?? [];
}

const LOGOUT = 'mutation { logout { successfull } }';

const loginAs = (identifier: string, password: string, store?: string) =>
  customerTokenOf(harness, identifier, password, store);

const newCustomer = () => registerTestCustomer(harness);

const BILLING = {
  salutation: 'ms',
  firstName: 'Erika',
  lastName: 'Muster',
  company: '',
  postCode: '10115',
  city: 'Berlin',
  streetAndHouseNr: 'Musterstraße 1',
  additionalAddress: '',
  country: 'DE',
};
const PARCEL_STATION = {
  salutation: 'ms',
  firstName: 'Erika',
  lastName: 'Muster',
  postCode: '10117',
  city: 'Berlin',
  streetAndHouseNr: '87654321',
  additionalAddress: '123',
  country: 'DE',
  packstationAddress: true,
};

describe('demo accounts (issue 15 item 8)', () => {
  it('the consumer has a billing address, a shipping address and a parcel station', async () => {
    const [consumer] = DEMO_ACCOUNTS;
    const token = await loginAs(consumer.email, DEMO_PASSWORD);
    const billing = await list('BillingAddresses', token);
    const shipping = await list('ShippingAddresses', token);
    expect(billing).toEqual([expect.objectContaining({ city: 'Berlin', isAlsoCustomerAddress: true })]);
    expect(shipping.map((address) => address.packstationAddress)).toEqual([false, true]);
    const customerAddress = await send<{ email: string; address: Address } | null>(
      'CustomerAddress',
      {},
      { customerToken: token },
    );
    expect(customerAddress.data.customerAddress).toMatchObject({
      email: consumer.email,
      address: { addressId: billing[0]?.addressId },
    });
  });

  it("the B2B customer (customer number login) has its school's billing and shipping address, and the school authority's billing address", async () => {
    const b2b = DEMO_ACCOUNTS[1];
    const token = await loginAs(b2b.customerNumber, DEMO_PASSWORD, 'b2b-de');
    const billing = await list('BillingAddresses', token);
    const shipping = await list('ShippingAddresses', token);
    expect(billing.map((address) => address.schoolOrCompany)).toEqual(
      DEMO_ADDRESSES[b2b.userId]
        .filter((address) => address.addressType === 'billing')
        .map((address) => address.schoolOrCompany),
    );
    expect(billing).toHaveLength(2);
    expect(shipping.map((address) => address.schoolOrCompany)).toEqual([b2b.schoolOrCompany]);
  });
});

describe('adding, updating and deleting (shopping §7)', () => {
  it('a billing address is saved as sent, trimmed, and listed after reload', async () => {
    const token = await newCustomer();
    const added = await mutate(
      'AddBillingAddress',
      { input: { ...BILLING, firstName: '  Erika ', company: 'Grundschule Nord' } },
      { customerToken: token },
    );
    expect(added).toMatchObject({
      successfull: true,
      address: { firstName: 'Erika', schoolOrCompany: 'Grundschule Nord', addressType: 'BILLING' },
    });
    const updated = await mutate(
      'UpdateBillingAddress',
      { addressId: added.address?.addressId, input: { ...BILLING, city: 'Potsdam', postCode: '14467' } },
      { customerToken: token },
    );
    // Company empty: the private form type sends none (shopping §5).
    expect(updated.address).toMatchObject({ city: 'Potsdam', schoolOrCompany: '' });
    expect(await list('BillingAddresses', token)).toEqual([updated.address]);
    expect(await list('ShippingAddresses', token)).toEqual([]);
  });

  it('a parcel station keeps the post number as street and the station as addition, without a company', async () => {
    const token = await newCustomer();
    const added = await mutate(
      'AddShippingAddress',
      { input: { ...PARCEL_STATION, company: 'Ignored GmbH' } },
      { customerToken: token },
    );
    expect(added.address).toMatchObject({
      street: '87654321',
      addressAddition: '123',
      schoolOrCompany: '',
      packstationAddress: true,
      addressType: 'SHIPPING',
    });
  });

  it('a parcel station is checked by the parcel-station rules and its errors name that form', async () => {
    const token = await newCustomer();
    const result = await mutate(
      'AddShippingAddress',
      { input: { ...PARCEL_STATION, streetAndHouseNr: 'Hauptstr 1', additionalAddress: '1234' } },
      { customerToken: token },
    );
    expect(result.successfull).toBe(false);
    expect(result.fieldErrors).toEqual([
      { field: 'postnumber', message: 'vue.form.error.digitsOnly', form: 'parcelStation' },
      { field: 'packstation', message: 'vue.form.error.maxLength', form: 'parcelStation' },
    ]);
  });

  it('invalid fields answer with the address form rules and store nothing (shopping §5)', async () => {
    const token = await newCustomer();
    const result = await mutate(
      'AddBillingAddress',
      {
        input: {
          ...BILLING,
          salutation: 'sir',
          postCode: '1011',
          streetAndHouseNr: 'Musterstraße',
          country: 'FR',
          phone: 'call me',
        },
      },
      { customerToken: token },
    );
    expect(result).toMatchObject({ successfull: false, generalErrorMessage: 'vue.form.error.general' });
    expect(Object.fromEntries(result.fieldErrors.map((error) => [error.field, error.message]))).toEqual({
      salutation: 'vue.form.error.requiredField',
      streetAndNumber: 'vue.form.error.streetNumber',
      postcode: 'vue.form.error.postcode',
      phone: 'vue.form.error.phone',
      country: 'vue.form.error.requiredField',
    });
    expect(await list('BillingAddresses', token)).toEqual([]);
  });

  it('marking a billing address as the customer address unmarks the previous one', async () => {
    const token = await newCustomer();
    const first = await mutate(
      'AddBillingAddress',
      { input: { ...BILLING, isAlsoCustomerAddress: true } },
      { customerToken: token },
    );
    const second = await mutate(
      'AddBillingAddress',
      { input: { ...BILLING, city: 'Hamburg', postCode: '20095', isAlsoCustomerAddress: true } },
      { customerToken: token },
    );
    const flags = (await list('BillingAddresses', token)).map((a) => [a.addressId, a.isAlsoCustomerAddress]);
    expect(flags).toEqual([
      [first.address?.addressId, false],
      [second.address?.addressId, true],
    ]);
  });

  it(`an address book holds at most ${MAX_ADDRESSES_PER_TYPE} addresses per kind`, async () => {
    const token = await newCustomer();
    for (let index = 0; index < MAX_ADDRESSES_PER_TYPE; index += 1) {
      expect(
        (await mutate('AddBillingAddress', { input: BILLING }, { customerToken: token })).successfull,
      ).toBe(true);
    }
    const refused = await mutate('AddBillingAddress', { input: BILLING }, { customerToken: token });
    expect(refused).toMatchObject({ successfull: false, errorMessage: 'vue.address.error.limit' });
    expect(await list('BillingAddresses', token)).toHaveLength(MAX_ADDRESSES_PER_TYPE);
    // The other kind has its own room.
    expect(
      (await mutate('AddShippingAddress', { input: BILLING }, { customerToken: token })).successfull,
    ).toBe(true);
  });

  it('a deletion answers with the removed address and leaves the list without it', async () => {
    const token = await newCustomer();
    const added = await mutate('AddShippingAddress', { input: PARCEL_STATION }, { customerToken: token });
    const removed = await mutate(
      'DeleteAddress',
      { addressId: added.address?.addressId },
      { customerToken: token },
    );
    expect(removed).toMatchObject({ successfull: true, address: added.address });
    expect(await list('ShippingAddresses', token)).toEqual([]);
  });
});

describe('ownership (issue 15 item 7, IDOR)', () => {
  it('another customer cannot read, change or delete an address: answered exactly like an unknown id', async () => {
    const owner = await newCustomer();
    const other = await newCustomer();
    const added = await mutate('AddBillingAddress', { input: BILLING }, { customerToken: owner });
    const foreignId = added.address?.addressId;
    const unknownId = randomUUID();
    const attempts = [
      ['UpdateBillingAddress', { input: { ...BILLING, city: 'Gestohlen' } }],
      ['DeleteAddress', {}],
    ] as const;
    for (const [name, variables] of attempts) {
      const foreign = await send(name, { ...variables, addressId: foreignId }, { customerToken: other });
      const unknown = await send(name, { ...variables, addressId: unknownId }, { customerToken: other });
      const malformed = await send(name, { ...variables, addressId: 'not-an-id' }, { customerToken: other });
      expect(foreign).toEqual(unknown);
      expect(malformed).toEqual(unknown);
      expect(foreign.status).toBe(200);
      expect(Object.values(foreign.data)[0]).toMatchObject({
        successfull: false,
        errorMessage: 'vue.address.error.unknown',
      });
    }
    expect(await list('BillingAddresses', other)).toEqual([]);
    expect(await list('BillingAddresses', owner)).toEqual([added.address]);
  });

  it('an update through the other kind’s mutation finds no address', async () => {
    const token = await newCustomer();
    const added = await mutate('AddBillingAddress', { input: BILLING }, { customerToken: token });
    const result = await mutate(
      'UpdateShippingAddress',
      { addressId: added.address?.addressId, input: PARCEL_STATION },
      { customerToken: token },
    );
    expect(result.errorMessage).toBe('vue.address.error.unknown');
    expect(await list('BillingAddresses', token)).toEqual([added.address]);
  });

  it('anonymous callers get "not logged in" and change nothing', async () => {
    const owner = await newCustomer();
    const added = await mutate('AddBillingAddress', { input: BILLING }, { customerToken: owner });
    const addressId = added.address?.addressId;
    for (const [name, variables] of [
      ['AddBillingAddress', { input: BILLING }],
      ['UpdateBillingAddress', { addressId, input: { ...BILLING, city: 'Gestohlen' } }],
      ['DeleteAddress', { addressId }],
    ] as const) {
      expect(await mutate(name, variables, {})).toMatchObject({
        successfull: false,
        errorMessage: 'vue.user.error.notLoggedIn',
      });
    }
    const anonymousList = await send<Address[] | null>('BillingAddresses', {}, {});
    expect(anonymousList.data.billingAddresses).toBeNull();
    expect(anonymousList.errors?.map((error) => error.message)).toEqual(['vue.user.error.notLoggedIn']);
    const rows = await harness.api.db
      .select()
      .from(customerAddresses)
      .where(eq(customerAddresses.id, String(addressId)));
    expect(rows.map((row) => row.city)).toEqual(['Berlin']);
  });

  it('a logged-out token answers revoked_token on an address change, which changes nothing (shopping §7)', async () => {
    const token = await newCustomer();
    const added = await mutate('AddBillingAddress', { input: BILLING }, { customerToken: token });
    await gql(harness, LOGOUT, {}, { customerToken: token });
    const response = await send<AddressResult>(
      'DeleteAddress',
      { addressId: added.address?.addressId },
      { customerToken: token },
    );
    expect(response.data.deleteAddress?.errorMessage).toBe('vue.user.error.notLoggedIn');
    expect(response.errors?.map((error) => error.extensions?.code)).toEqual(['revoked_token']);
  });

  it('deleting the account deletes its addresses', async () => {
    const password = 'geheim-123';
    const email = `weg.${randomUUID().slice(0, 8)}@ranzen.test`;
    const token = await registerTestCustomer(harness, { email, password });
    await mutate('AddBillingAddress', { input: BILLING }, { customerToken: token });
    const [customer] = await harness.api.db
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.email, email));
    const addressesOf = () =>
      harness.api.db
        .select({ id: customerAddresses.id })
        .from(customerAddresses)
        .where(eq(customerAddresses.customerId, String(customer?.id)));
    expect(await addressesOf()).toHaveLength(1);
    await gql(
      harness,
      'mutation($p: String!) { deleteAccount(password: $p) { successfull } }',
      { p: password },
      {
        customerToken: token,
      },
    );
    const orphans = await addressesOf();
    expect(orphans).toEqual([]);
  });
});
