// The account pages' read of the customer's own data (schema account-data.graphql; shopping §2 contact
// details and customer number, §3 customer fields; DESIGN §7: only the session's own customer).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextClientAddress } from '../cart/cartTestClient';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../seed/accounts';
import { gql, type RequestOptions, startTestApi, type TestApi } from '../testing/testApi';
import { customerTokenOf } from '../testing/testShopper';
import { AUTH_FIELDS, mutate, newConsumer, register } from './accountTestClient';

let harness: TestApi;

beforeAll(async () => {
  harness = await startTestApi({ seedProducts: 60 });
});

afterAll(async () => {
  await harness?.stop();
});

const ACCOUNT_DATA = `query { accountData { salutation firstName lastName email phone customerNumber
  schoolOrCompany vatRegistrationNo jobTitleCode primaryIndustryGroupCode numberOfEmployees } }`;
const UPDATE_PHONE = `mutation($phone: String!) { updatePhone(phone: $phone) { ${AUTH_FIELDS} } }`;
const REGISTER_GUEST = `mutation($input: RegisterGuestInput!) { registerGuest(input: $input) { ${AUTH_FIELDS} } }`;
const [CONSUMER_DEMO, B2B_DEMO] = DEMO_ACCOUNTS;

async function accountData(options: RequestOptions) {
  const response = await gql<{ accountData: Record<string, unknown> | null }>(
    harness,
    ACCOUNT_DATA,
    {},
    options,
  );
  expect(response.errors ?? []).toEqual([]);
  return response.data.accountData;
}

const tokenOf = (identifier: string, store?: string) =>
  customerTokenOf(harness, identifier, DEMO_PASSWORD, store);

describe('accountData (shopping §2 contact details, customer number)', () => {
  it('is null without a customer session', async () => {
    expect(await accountData({})).toBeNull();
  });

  it("answers the logged-in consumer's own data, and the phone as updatePhone left it", async () => {
    const customerToken = await tokenOf(CONSUMER_DEMO.email);
    expect(await accountData({ customerToken })).toMatchObject({
      salutation: CONSUMER_DEMO.salutation,
      firstName: CONSUMER_DEMO.firstName,
      lastName: CONSUMER_DEMO.lastName,
      email: CONSUMER_DEMO.email,
      customerNumber: null,
      schoolOrCompany: null,
    });
    const input = newConsumer();
    const registered = await register(harness, input);
    const own = { customerToken: registered.token?.token ?? '' };
    await mutate(harness, UPDATE_PHONE, { phone: '030 123456' }, own);
    expect(await accountData(own)).toMatchObject({ email: input.email, phone: '030 123456' });
  });

  it("answers the B2B customer's number and institution", async () => {
    const customerToken = await tokenOf(B2B_DEMO.customerNumber ?? '', 'b2b-de');
    expect(await accountData({ customerToken, store: 'b2b-de' })).toMatchObject({
      customerNumber: B2B_DEMO.customerNumber,
      schoolOrCompany: B2B_DEMO.schoolOrCompany,
      email: B2B_DEMO.email,
    });
  });

  it('is null in a guest session (a guest has no account page)', async () => {
    const guest = await mutate(
      harness,
      REGISTER_GUEST,
      { input: { firstName: 'Gina', lastName: 'Gast', email: 'gast@ranzen.test' } },
      { clientAddress: nextClientAddress() },
    );
    expect(await accountData({ customerToken: guest.token?.token ?? '' })).toBeNull();
  });
});
