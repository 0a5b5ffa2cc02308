// B2B and guest registration, the industry and job-title lists, and the account data through GraphQL
// (spec shopping §3 "Industry and job-title lists", customer address fields; §4 "Session kind", "A guest
// becomes a customer on register"; §5; §6 "B2B registration with industry and job-title lists"; §7 register
// B2B, register guest, change account data; issue 15 items 2, 7: a refused call changes nothing, and a
// taken e-mail reveals no more than the spec's notUnique field error).
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { add, itemsByColor, nextClientAddress, readCartAs, shopInit, update } from '../cart/cartTestClient';
import { customers } from '../db/schema';
import { DEMO_ACCOUNTS } from '../seed/accounts';
import { gql, type RequestOptions, startTestApi, type TestApi } from '../testing/testApi';
import {
  AUTH_FIELDS,
  type AuthResult,
  info,
  LOGIN,
  mutate,
  newConsumer,
  REGISTER,
  register,
} from './accountTestClient';

let harness: TestApi;

beforeAll(async () => {
  harness = await startTestApi({ seedProducts: 60, limits: { rateLimits: {} } });
});

afterAll(async () => {
  await harness?.stop();
});

const REGISTER_B2B = `mutation($input: RegisterB2bCustomerInput!) { registerB2bCustomer(input: $input) { ${AUTH_FIELDS} } }`;
const REGISTER_GUEST = `mutation($input: RegisterGuestInput!) { registerGuest(input: $input) { ${AUTH_FIELDS} } }`;
const CHANGE_ACCOUNT_DATA = `mutation($input: ChangeAccountDataInput!) { changeAccountData(input: $input) { ${AUTH_FIELDS} } }`;
const LISTS = `query { jobTitles { entryCode entryText } industries { entryCode entryText } }`;
const GUEST_INFO = `query { customerInfo(url: "/") { isGuest visitorType visitorLoginState email firstName customerNumber } }`;

interface ListEntry {
  entryCode: string;
  entryText: string;
}

function newSchool(overrides: Record<string, unknown> = {}) {
  return {
    ...newConsumer({ firstName: 'Bernd', lastName: 'Lehrer' }),
    schoolOrCompany: 'Grundschule am See',
    vatRegistrationNo: 'DE123456789',
    jobTitleCode: 'HEAD',
    primaryIndustryGroupCode: 'PRIMARY',
    numberOfEmployees: 25,
    ...overrides,
  };
}

const registerB2b = (input: ReturnType<typeof newSchool>, options: RequestOptions = {}) =>
  mutate(
    harness,
    REGISTER_B2B,
    { input },
    { store: 'b2b-de', clientAddress: nextClientAddress(), ...options },
  );

async function rowOf(email: string) {
  const [row] = await harness.api.db.select().from(customers).where(eq(customers.email, email));
  return row;
}

describe('industry and job-title lists (shopping §3, §7 queries)', () => {
  it('lists the seeded entries in the store language', async () => {
    const german = await gql<{ jobTitles: ListEntry[]; industries: ListEntry[] }>(
      harness,
      LISTS,
      {},
      { store: 'b2b-de' },
    );
    const english = await gql<{ jobTitles: ListEntry[]; industries: ListEntry[] }>(
      harness,
      LISTS,
      {},
      { store: 'b2b-en' },
    );
    expect(german.data.jobTitles[0]).toEqual({ entryCode: 'TEACHER', entryText: 'Lehrkraft' });
    expect(english.data.jobTitles[0]).toEqual({ entryCode: 'TEACHER', entryText: 'Teacher' });
    expect(german.data.industries.map((entry) => entry.entryCode)).toEqual(
      english.data.industries.map((entry) => entry.entryCode),
    );
    expect(german.data.industries).toContainEqual({ entryCode: 'PRIMARY', entryText: 'Grundschule' });
  });
});

describe('B2B registration (shopping §6, §7 register B2B)', () => {
  it('issues a customer number the new customer logs in with, and stores the company fields', async () => {
    const input = newSchool();
    const registered = await registerB2b(input);
    expect(registered).toMatchObject({ successfull: true, firstName: 'Bernd', fieldErrors: [] });
    expect(registered.customerNumber).toMatch(/^\d+$/);
    expect(registered.customerNumber).not.toBe(DEMO_ACCOUNTS[1].customerNumber);
    expect(registered.token?.guest).toBe(false);
    expect(await rowOf(input.email)).toMatchObject({
      kind: 'b2b',
      customerNumber: registered.customerNumber,
      schoolOrCompany: 'Grundschule am See',
      vatRegistrationNo: 'DE123456789',
      jobTitleCode: 'HEAD',
      primaryIndustryGroupCode: 'PRIMARY',
      numberOfEmployees: 25,
    });
    const second = await registerB2b(newSchool());
    expect(Number(second.customerNumber)).toBeGreaterThan(Number(registered.customerNumber));
    const loggedIn = await mutate(
      harness,
      LOGIN,
      { email: registered.customerNumber, password: input.password },
      { store: 'b2b-de', clientAddress: nextClientAddress() },
    );
    expect(loggedIn).toMatchObject({ successfull: true, customerNumber: registered.customerNumber });
    const shown = await gql<{ customerInfo: { customerNumber: string | null } }>(
      harness,
      GUEST_INFO,
      {},
      {
        customerToken: loggedIn.token?.token ?? '',
      },
    );
    expect(shown.data.customerInfo.customerNumber).toBe(registered.customerNumber);
  });

  it('refuses unknown list codes and bad company fields with their keys, and writes nothing', async () => {
    const input = newSchool({
      jobTitleCode: 'ASTRONAUT',
      primaryIndustryGroupCode: '',
      schoolOrCompany: ' ',
      vatRegistrationNo: '12<3>',
      numberOfEmployees: -3,
    });
    const refused = await registerB2b(input);
    expect(refused).toMatchObject({
      successfull: false,
      generalErrorMessage: 'vue.form.error.general',
      token: null,
    });
    expect(refused.fieldErrors).toEqual([
      { field: 'schoolOrCompany', message: 'vue.form.error.requiredField', form: 'register' },
      { field: 'vatRegistrationNo', message: 'vue.form.error.vatId', form: 'register' },
      { field: 'primaryIndustryGroupCode', message: 'vue.form.error.requiredField', form: 'register' },
      { field: 'numberOfEmployees', message: 'vue.form.error.digitsOnly', form: 'register' },
      { field: 'jobTitleCode', message: 'vue.form.error.listEntry', form: 'register' },
    ]);
    expect(await rowOf(input.email)).toBeUndefined();
  });

  it('is the B2B store registration, and the only one there', async () => {
    const input = newSchool();
    const refused = await registerB2b(input, { store: 'de' });
    expect(refused).toMatchObject({ successfull: false, errorMessage: 'vue.user.error.b2bOnly' });
    expect(await rowOf(input.email)).toBeUndefined();
    // A consumer account could not log in to the B2B store (customer number logins only).
    const consumer = newConsumer();
    const asConsumer = await register(harness, consumer, { store: 'b2b-de' });
    expect(asConsumer).toMatchObject({ successfull: false, errorMessage: 'vue.user.error.consumerOnly' });
    expect(await rowOf(consumer.email)).toBeUndefined();
  });
});

describe('a taken e-mail tells no more than notUnique (issue 15 item 7; docs/security.md)', () => {
  it('answers the same body whichever kind of account has the e-mail, in either registration', async () => {
    const consumer = newConsumer();
    await register(harness, consumer);
    const expected = {
      status: 200,
      data: {
        result: {
          successfull: false,
          errorMessage: null,
          generalErrorMessage: 'vue.form.error.general',
          fieldErrors: [{ field: 'email', message: 'vue.form.error.email.notUnique', form: 'register' }],
          updatedCartId: null,
          userId: null,
          firstName: null,
          lastName: null,
          cartMerged: false,
          token: null,
          customerNumber: null,
        },
      },
    };
    for (const email of [consumer.email, DEMO_ACCOUNTS[1].email.toUpperCase()]) {
      const asConsumer = await gql(
        harness,
        REGISTER.replace('registerCustomer(', 'result: registerCustomer('),
        { input: newConsumer({ email }) },
        { clientAddress: nextClientAddress() },
      );
      const asSchool = await gql(
        harness,
        REGISTER_B2B.replace('registerB2bCustomer(', 'result: registerB2bCustomer('),
        { input: newSchool({ email }) },
        { store: 'b2b-de', clientAddress: nextClientAddress() },
      );
      expect(asConsumer).toEqual(expected);
      expect(asSchool).toEqual(expected);
    }
  });
});

describe('guest registration and session kind (shopping §4 "Session kind", §7 register guest)', () => {
  it('starts a guest session with the visitor cart; the guest cannot log in; registering makes a customer', async () => {
    const [item] = await itemsByColor(harness, 'green', 'de', 1);
    if (!item) throw new Error('seed has too few items');
    const visitor = await shopInit(harness);
    await update(harness, visitor, [add(item.itemId, 2)]);
    const guestInput = {
      firstName: 'Gustav',
      lastName: 'Gast',
      email: `gast.${randomUUID().slice(0, 8)}@ranzen.test`,
    };
    const guest = await mutate(
      harness,
      REGISTER_GUEST,
      { input: guestInput },
      {
        userId: visitor.userId,
        clientAddress: nextClientAddress(),
      },
    );
    expect(guest).toMatchObject({ successfull: true, firstName: 'Gustav', updatedCartId: visitor.cartId });
    expect(guest.token?.guest).toBe(true);
    const guestToken = guest.token?.token ?? '';
    const asGuest = await gql(harness, GUEST_INFO, {}, { customerToken: guestToken });
    expect(asGuest.data).toEqual({
      customerInfo: {
        isGuest: true,
        visitorType: 'GUEST',
        visitorLoginState: 'LOGGED_IN_AS_GUEST',
        email: guestInput.email,
        firstName: 'Gustav',
        customerNumber: null,
      },
    });
    // The same e-mail may check out as a guest again, and no password logs a guest in.
    const again = await mutate(
      harness,
      REGISTER_GUEST,
      { input: guestInput },
      { clientAddress: nextClientAddress() },
    );
    expect(again.successfull).toBe(true);
    const login = await mutate(
      harness,
      LOGIN,
      { email: guestInput.email, password: '' },
      {
        clientAddress: nextClientAddress(),
      },
    );
    expect(login.errorMessage).toBe('vue.login.error.failed');

    // The guest registers: the same customer, now with a password, keeps the cart; the guest session ends.
    const registered = await mutate(
      harness,
      REGISTER,
      { input: newConsumer({ email: guestInput.email }) },
      {
        userId: visitor.userId,
        customerToken: guestToken,
        clientAddress: nextClientAddress(),
      },
    );
    expect(registered).toMatchObject({ successfull: true, updatedCartId: visitor.cartId });
    expect(registered.token?.guest).toBe(false);
    expect((await readCartAs(harness, visitor))?.articleCount).toBe(2);
    const customerInfo = await info(harness, { customerToken: registered.token?.token ?? '' });
    expect(customerInfo.data.customerInfo).toMatchObject({
      visitorLoginState: 'LOGGED_IN',
      email: guestInput.email,
    });
    expect((await info(harness, { customerToken: guestToken })).errors?.[0]?.extensions?.code).toBe(
      'revoked_token',
    );
  });

  it('a guest who logs in to an account brings the guest cart along (mergeCart); the guest session ends', async () => {
    const [first, second] = await itemsByColor(harness, 'green', 'de', 2);
    if (!first || !second) throw new Error('seed has too few items');
    const account = newConsumer();
    const owner = await shopInit(harness);
    await update(harness, owner, [add(first.itemId, 1)]);
    await register(harness, account, { userId: owner.userId });

    const visitor = await shopInit(harness);
    await update(harness, visitor, [add(first.itemId, 2), add(second.itemId, 1)]);
    const guestInput = { firstName: 'Gustav', lastName: 'Gast', email: account.email };
    const guest = await mutate(
      harness,
      REGISTER_GUEST,
      { input: guestInput },
      {
        userId: visitor.userId,
        clientAddress: nextClientAddress(),
      },
    );
    const guestToken = guest.token?.token ?? '';
    const loggedIn = await mutate(
      harness,
      LOGIN,
      { email: account.email, password: account.password, mergeCart: true },
      { userId: visitor.userId, customerToken: guestToken, clientAddress: nextClientAddress() },
    );
    expect(loggedIn).toMatchObject({ successfull: true, cartMerged: true, updatedCartId: owner.cartId });
    const cart = await readCartAs(harness, owner);
    expect(cart?.items.map((item) => [item.itemId, item.quantity]).sort()).toEqual(
      [
        [first.itemId, 3],
        [second.itemId, 1],
      ].sort(),
    );
    expect((await info(harness, { customerToken: guestToken })).errors?.[0]?.extensions?.code).toBe(
      'revoked_token',
    );
  });

  it('refuses invalid guest fields with their keys and writes nothing', async () => {
    const email = `gast.${randomUUID().slice(0, 8)}`;
    const refused = await mutate(
      harness,
      REGISTER_GUEST,
      { input: { salutation: 'Frau', firstName: '', lastName: 'Gast', email } },
      {
        clientAddress: nextClientAddress(),
      },
    );
    expect(refused.fieldErrors).toEqual([
      { field: 'salutation', message: 'vue.form.error.listEntry', form: 'register' },
      { field: 'firstName', message: 'vue.form.error.requiredField', form: 'register' },
      { field: 'email', message: 'vue.form.error.email.incorrect', form: 'register' },
    ]);
    expect(await rowOf(email)).toBeUndefined();
  });
});

describe('change account data (shopping §7)', () => {
  it('changes names of a consumer and the company fields of a B2B customer, checking codes', async () => {
    const consumer = newConsumer();
    const consumerToken = (await register(harness, consumer)).token?.token ?? '';
    const changed = await mutate(
      harness,
      CHANGE_ACCOUNT_DATA,
      {
        input: {
          salutation: 'mr',
          firstName: 'Max',
          lastName: 'Mustermann',
          schoolOrCompany: 'Nicht meins',
        },
      },
      { customerToken: consumerToken },
    );
    expect(changed).toMatchObject({ successfull: true, firstName: 'Max', lastName: 'Mustermann' });
    expect(await rowOf(consumer.email)).toMatchObject({
      salutation: 'mr',
      firstName: 'Max',
      schoolOrCompany: null,
    });

    const school = newSchool();
    const schoolToken = (await registerB2b(school)).token?.token ?? '';
    const company = {
      salutation: 'ms',
      firstName: 'Berta',
      lastName: 'Rektorin',
      schoolOrCompany: 'Grundschule am Berg',
      jobTitleCode: 'TEACHER',
      primaryIndustryGroupCode: 'NO-SUCH-INDUSTRY',
    };
    const refused = await mutate(
      harness,
      CHANGE_ACCOUNT_DATA,
      { input: company },
      { customerToken: schoolToken },
    );
    expect(refused.fieldErrors).toEqual([
      { field: 'primaryIndustryGroupCode', message: 'vue.form.error.listEntry', form: 'changeAccountData' },
    ]);
    expect(await rowOf(school.email)).toMatchObject({
      firstName: 'Bernd',
      schoolOrCompany: 'Grundschule am See',
    });
    const accepted = await mutate(
      harness,
      CHANGE_ACCOUNT_DATA,
      { input: { ...company, primaryIndustryGroupCode: 'SECONDARY' } },
      { customerToken: schoolToken },
    );
    expect(accepted).toMatchObject({ successfull: true, firstName: 'Berta' });
    expect(await rowOf(school.email)).toMatchObject({
      salutation: 'ms',
      lastName: 'Rektorin',
      schoolOrCompany: 'Grundschule am Berg',
      jobTitleCode: 'TEACHER',
      primaryIndustryGroupCode: 'SECONDARY',
      vatRegistrationNo: null,
    });
  });

  it("takes only the address forms' salutation keys and keeps the stored one otherwise (shopping §3 customer fields)", async () => {
    const consumer = newConsumer();
    const token = (await register(harness, consumer)).token?.token ?? '';
    const input = { firstName: consumer.firstName, lastName: consumer.lastName };
    const refused = await mutate(
      harness,
      CHANGE_ACCOUNT_DATA,
      { input: { ...input, salutation: 'Herr' } },
      { customerToken: token },
    );
    expect(refused.fieldErrors).toEqual([
      { field: 'salutation', message: 'vue.form.error.listEntry', form: 'changeAccountData' },
    ]);
    expect(await rowOf(consumer.email)).toMatchObject({ salutation: consumer.salutation });
    const cleared = await mutate(harness, CHANGE_ACCOUNT_DATA, { input }, { customerToken: token });
    expect(cleared).toMatchObject({ successfull: true });
    expect(await rowOf(consumer.email)).toMatchObject({ salutation: null });
  });

  it('needs a login and names invalid fields', async () => {
    const input = { firstName: 'Max', lastName: 'Muster' };
    const anonymous: AuthResult = await mutate(harness, CHANGE_ACCOUNT_DATA, { input }, {});
    expect(anonymous.errorMessage).toBe('vue.user.error.notLoggedIn');
    const token = (await register(harness, newConsumer())).token?.token ?? '';
    const invalid = await mutate(
      harness,
      CHANGE_ACCOUNT_DATA,
      { input: { firstName: '1234', lastName: 'L'.repeat(36) } },
      { customerToken: token },
    );
    expect(invalid.fieldErrors).toEqual([
      { field: 'firstName', message: 'vue.form.error.name', form: 'changeAccountData' },
      { field: 'lastName', message: 'vue.form.error.maxLength', form: 'changeAccountData' },
    ]);
  });
});
