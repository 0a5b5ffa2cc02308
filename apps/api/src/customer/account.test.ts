// Customer accounts through GraphQL (issue 15 items 1, 2, 7 and "Tests"; shopping §3 "Auth result", §4
// "Login" and cart merge, §5 message keys, §7 "JWT header" and invalid_token/revoked_token; DESIGN §7
// "Passwords: argon2id; login ... rate-limited and give no hint whether an account exists").
import { randomUUID } from 'node:crypto';
import { NAME_MAX_LENGTH } from '@ranzen/sdk-core/rules';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  add,
  type CartData,
  cents,
  type FoundItem,
  itemsByColor,
  nextClientAddress,
  readCartAs,
  type Session,
  shopInit,
  update,
} from '../cart/cartTestClient';
import { customerSessions, customers, lightningReservations } from '../db/schema';
import { createDeal, dealStock } from '../lightning/lightningTestSupport';
import { bareId } from '../orders/orderTestSupport';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../seed/accounts';
import { gql, type RequestOptions, startTestApi, type TestApi } from '../testing/testApi';
import {
  AUTH_FIELDS,
  type AuthResult,
  info as infoAs,
  LOGIN,
  mutate as mutateAs,
  newConsumer,
  register as registerAs,
} from './accountTestClient';

let harness: TestApi;

beforeAll(async () => {
  // Rate limits on (the default table), each scenario from an address of its own.
  harness = await startTestApi({ seedProducts: 60, limits: { rateLimits: {} } });
});

afterAll(async () => {
  await harness?.stop();
});

const LOGOUT = `mutation { logout { ${AUTH_FIELDS} } }`;
const CHANGE_PASSWORD = `mutation($oldPassword: String!, $newPassword: String!) {
  changePassword(oldPassword: $oldPassword, newPassword: $newPassword) { ${AUTH_FIELDS} } }`;
const EMAIL_UNIQUE = `query($email: String!) { emailUniqueCheck(email: $email) }`;

const mutate = (document: string, variables: Record<string, unknown>, options: RequestOptions) =>
  mutateAs(harness, document, variables, options);
const register = (input: ReturnType<typeof newConsumer>, options: RequestOptions = {}) =>
  registerAs(harness, input, options);
const info = (options: RequestOptions) => infoAs(harness, options);

describe('register, login, customerInfo, logout (shopping §7, §3 "Auth result")', () => {
  it('registers a consumer, logs in by e-mail in any case, shows the names, and logs out for good', async () => {
    const visitor = await shopInit(harness);
    const input = newConsumer();
    const registered = await register(input, { userId: visitor.userId });
    expect(registered).toMatchObject({ successfull: true, firstName: 'Erika', lastName: 'Muster' });
    // The visitor's own id stays the customer's (their cart goes with them).
    expect(registered.userId).toBe(visitor.userId);
    const [row] = await harness.api.db.select().from(customers).where(eq(customers.email, input.email));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);

    const address = nextClientAddress();
    const loggedIn = await mutate(
      LOGIN,
      { email: input.email.toUpperCase(), password: input.password, stayLogged: true },
      { clientAddress: address },
    );
    expect(loggedIn).toMatchObject({ successfull: true, errorMessage: null, userId: visitor.userId });
    const token = loggedIn.token?.token ?? '';
    const expires = Date.parse(loggedIn.token?.expires ?? '');
    expect(expires - Date.now()).toBeGreaterThan(29 * 24 * 3600 * 1000);

    const asCustomer = await info({ userId: loggedIn.userId ?? '', customerToken: token });
    expect(asCustomer.data.customerInfo).toEqual({
      userId: registered.userId?.slice(0, 36),
      isExistingCustomer: true,
      visitorType: 'EXISTING_CUSTOMER',
      visitorLoginState: 'LOGGED_IN',
      email: input.email,
      firstName: 'Erika',
      lastName: 'Muster',
    });

    const loggedOut = await mutate(LOGOUT, {}, { customerToken: token });
    expect(loggedOut.successfull).toBe(true);
    const after = await info({ userId: loggedIn.userId ?? '', customerToken: token });
    expect(after.status).toBe(200);
    expect(after.data.customerInfo).toMatchObject({
      visitorLoginState: 'LOGGED_OUT',
      email: null,
      firstName: null,
    });
    expect(after.errors?.map((error) => error.extensions?.code)).toEqual(['revoked_token']);
    // An account-changing operation with the old token is refused as logged out, and says why.
    const change = await gql<{ changePassword: AuthResult }>(
      harness,
      CHANGE_PASSWORD,
      { oldPassword: input.password, newPassword: 'anders-456' },
      { customerToken: token },
    );
    expect(change.data.changePassword).toMatchObject({
      successfull: false,
      errorMessage: 'vue.user.error.notLoggedIn',
    });
    expect(change.errors?.map((error) => error.extensions?.code)).toEqual(['revoked_token']);
    const sessions = await harness.api.db
      .select({ revokedAt: customerSessions.revokedAt })
      .from(customerSessions)
      .where(eq(customerSessions.customerId, row?.id ?? ''));
    // The registration's session and the login's; only the one logged out has ended.
    expect(sessions.filter((session) => session.revokedAt !== null)).toHaveLength(1);
  });

  it('a password change ends every other session: 0 of the old tokens work, the new password does', async () => {
    const input = newConsumer();
    const first = await register(input);
    const address = nextClientAddress();
    const logins = [];
    for (let index = 0; index < 3; index += 1) {
      logins.push(
        await mutate(LOGIN, { email: input.email, password: input.password }, { clientAddress: address }),
      );
    }
    const [current, ...others] = [first, ...logins].map((result) => result.token?.token ?? '');
    const changed = await mutate(
      CHANGE_PASSWORD,
      { oldPassword: input.password, newPassword: 'neues-passwort' },
      { customerToken: current },
    );
    expect(changed.successfull).toBe(true);
    for (const token of others) {
      const response = await info({ customerToken: token });
      expect(response.data.customerInfo.visitorLoginState).toBe('LOGGED_OUT');
      expect(response.errors?.[0]?.extensions?.code).toBe('revoked_token');
    }
    expect((await info({ customerToken: current })).data.customerInfo.visitorLoginState).toBe('LOGGED_IN');
    const old = await mutate(
      LOGIN,
      { email: input.email, password: input.password },
      { clientAddress: address },
    );
    expect(old.successfull).toBe(false);
    const renewed = await mutate(
      LOGIN,
      { email: input.email, password: 'neues-passwort' },
      { clientAddress: address },
    );
    expect(renewed.successfull).toBe(true);
  });

  it('answers a forged or foreign-key token as logged out with invalid_token', async () => {
    const input = newConsumer();
    const registered = await register(input);
    const token = registered.token?.token ?? '';
    const [header, payload] = token.split('.');
    for (const forged of [`${header}.${payload}.${'A'.repeat(43)}`, 'not-a-jwt', `${token}x`]) {
      const response = await info({ customerToken: forged });
      expect(response.data.customerInfo.visitorLoginState).toBe('LOGGED_OUT');
      expect(response.errors?.map((error) => error.extensions?.code)).toEqual(['invalid_token']);
    }
  });
});

describe('registration field errors (shopping §5 message keys)', () => {
  it('names each failing field with its key and changes nothing', async () => {
    const result = await register(newConsumer({ firstName: ' ', email: 'kein-at-zeichen', password: 'ab' }));
    expect(result).toMatchObject({
      successfull: false,
      generalErrorMessage: 'vue.form.error.general',
      token: null,
    });
    expect(result.fieldErrors).toEqual([
      { field: 'firstName', message: 'vue.form.error.requiredField', form: 'register' },
      { field: 'email', message: 'vue.form.error.email.incorrect', form: 'register' },
      { field: 'password', message: 'vue.form.error.password.invalidLength', form: 'register' },
    ]);
    const tooLong = await register(
      newConsumer({
        lastName: 'L'.repeat(NAME_MAX_LENGTH + 1),
        email: `${'a'.repeat(70)}@ranzen.test`,
        password: 'x'.repeat(36),
      }),
    );
    // The name bound is the address form's, so every registered name fits an address.
    expect(tooLong.fieldErrors.map((error) => error.message)).toEqual([
      'vue.form.error.maxLength',
      'vue.form.error.email.incorrect',
      'vue.form.error.password.invalidLength',
    ]);
  });

  it('refuses an e-mail that is registered already, in any case, and the unique check agrees', async () => {
    const input = newConsumer();
    const address = nextClientAddress();
    const before = await gql<{ emailUniqueCheck: boolean }>(
      harness,
      EMAIL_UNIQUE,
      { email: input.email },
      { clientAddress: address },
    );
    expect(before.data.emailUniqueCheck).toBe(true);
    expect((await register(input)).successfull).toBe(true);
    const again = await register({ ...input, email: input.email.toUpperCase(), firstName: 'Zweite' });
    expect(again.fieldErrors).toEqual([
      { field: 'email', message: 'vue.form.error.email.notUnique', form: 'register' },
    ]);
    const rows = await harness.api.db.select().from(customers).where(eq(customers.lastName, 'Muster'));
    expect(rows.filter((row) => row.firstName === 'Zweite')).toEqual([]);
    const after = await gql<{ emailUniqueCheck: boolean }>(
      harness,
      EMAIL_UNIQUE,
      { email: input.email.toUpperCase() },
      { clientAddress: address },
    );
    expect(after.data.emailUniqueCheck).toBe(false);
  });
});

describe('no account enumeration (DESIGN §7; issue 15 item 7)', () => {
  it('answers an unknown e-mail exactly like a wrong password', async () => {
    const input = newConsumer();
    await register(input);
    const address = nextClientAddress();
    const unknown = await gql(
      harness,
      LOGIN,
      { email: `nobody.${randomUUID()}@ranzen.test`, password: input.password },
      { clientAddress: address },
    );
    const wrong = await gql(
      harness,
      LOGIN,
      { email: input.email, password: 'falsch-999' },
      { clientAddress: address },
    );
    expect(unknown).toEqual(wrong);
    expect(wrong).toEqual({
      status: 200,
      data: {
        login: {
          successfull: false,
          errorMessage: 'vue.login.error.failed',
          generalErrorMessage: 'vue.login.error.failed',
          fieldErrors: [],
          updatedCartId: null,
          userId: null,
          firstName: null,
          lastName: null,
          cartMerged: false,
          token: null,
          customerNumber: null,
        },
      },
    });
  });
});

describe('brute force (issue 15 item 7: 100 aliased or batched logins count as 100)', () => {
  it('stops 100 batched and aliased login attempts from one address long before the 100th', async () => {
    const input = newConsumer();
    await register(input);
    const address = nextClientAddress();
    // Credential stuffing: 100 different accounts, 5 aliases in each of 10 batched operations, twice.
    const aliased = (operation: number) =>
      Array.from(
        { length: 5 },
        (_, index) =>
          `a${index}: login(email: "stuffed-${operation}-${index}@ranzen.test", password: "guess") { successfull }`,
      ).join(' ');
    const batch = (request: number) =>
      Array.from({ length: 10 }, (_, operation) => ({
        query: `mutation { ${aliased(request * 10 + operation)} }`,
      }));
    const statuses: number[] = [];
    for (let request = 0; request < 2; request += 1) {
      const response = await fetch(`${harness.url}/graphql`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${harness.token}`,
          'x-forwarded-for': address,
        },
        body: JSON.stringify(batch(request)),
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([429, 429]);
    // The right password from that address is refused too while the budget lasts.
    const right = await gql(
      harness,
      LOGIN,
      { email: input.email, password: input.password },
      { clientAddress: address },
    );
    expect(right.status).toBe(429);
  });

  it('limits wrong passwords per account, whatever address they come from', async () => {
    const input = newConsumer();
    await register(input);
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const wrong = await gql(
        harness,
        LOGIN,
        { email: input.email, password: `guess-${attempt}` },
        { clientAddress: nextClientAddress() },
      );
      expect(wrong.status).toBe(200);
    }
    const right = await gql(
      harness,
      LOGIN,
      { email: input.email, password: input.password },
      { clientAddress: nextClientAddress() },
    );
    expect(right.status).toBe(429);
  });
});

describe('cart merge on login (shopping §4 "carts are merged on login")', () => {
  it('adds the anonymous cart positions to the customer cart and answers with that cart', async () => {
    const [first, second] = await itemsByColor(harness, 'green', 'de', 2);
    if (!first || !second) throw new Error('seed has too few items');
    const owner = await shopInit(harness);
    await update(harness, owner, [add(first.itemId, 2)]);
    const input = newConsumer();
    const registered = await register(input, { userId: owner.userId });
    expect(registered.updatedCartId).toBe(owner.cartId);

    const stranger = await shopInit(harness);
    await update(harness, stranger, [add(first.itemId, 1), add(second.itemId, 3)]);
    const loggedIn = await mutate(
      LOGIN,
      { email: input.email, password: input.password, mergeCart: true },
      { userId: stranger.userId, clientAddress: nextClientAddress() },
    );
    expect(loggedIn).toMatchObject({
      successfull: true,
      cartMerged: true,
      userId: owner.userId,
      updatedCartId: owner.cartId,
    });
    const cart = await readCartAs(harness, owner);
    expect(cart?.items.map((item) => [item.itemId, item.quantity]).sort()).toEqual(
      [
        [first.itemId, 3],
        [second.itemId, 3],
      ].sort(),
    );
    expect((await readCartAs(harness, stranger))?.articleCount).toBe(0);

    const withoutMerge = await shopInit(harness);
    await update(harness, withoutMerge, [add(second.itemId, 1)]);
    const kept = await mutate(
      LOGIN,
      { email: input.email, password: input.password, mergeCart: false },
      { userId: withoutMerge.userId, clientAddress: nextClientAddress() },
    );
    expect(kept.cartMerged).toBe(false);
    expect((await readCartAs(harness, owner))?.articleCount).toBe(6);
  });
});

describe('lightning reservations in the cart merge on login (shopping §4 "carts are merged on login", "Lightning deals")', () => {
  let dealItems: FoundItem[] = [];
  beforeAll(async () => {
    // Items no other test of this file uses (the merge test above takes the first two green ones).
    dealItems = (await itemsByColor(harness, 'green', 'de', 8, 1000)).slice(4);
  });

  /** A running deal (100 units, 3 per cart) on a fresh item, and a registered customer. */
  async function scenario(index: number) {
    const item = dealItems[index];
    if (!item) throw new Error('seed has too few items');
    const deal = await createDeal(harness.api.db, item.itemId, { units: 100, quantityMax: 3 });
    const owner = await shopInit(harness);
    return { deal, owner, input: newConsumer() };
  }

  async function logInMerging(input: ReturnType<typeof newConsumer>, visitor: Session) {
    return mutate(
      LOGIN,
      { email: input.email, password: input.password, mergeCart: true },
      { userId: visitor.userId, clientAddress: nextClientAddress() },
    );
  }

  const lineOf = (cart: CartData | null, itemId: string) =>
    cart?.items.find((item) => item.itemId === itemId);

  it('deal units reserved in the anonymous cart stay reserved, at the deal price, in the customer cart', async () => {
    const { deal, owner, input } = await scenario(0);
    const other = dealItems[1];
    if (!other) throw new Error('seed has too few items');
    await update(harness, owner, [add(other.itemId, 1)]);
    await register(input, { userId: owner.userId });
    const stranger = await shopInit(harness);
    expect(
      (await update(harness, stranger, [add(deal.itemId, 2)])).addedPositions[0]?.quantityLightning,
    ).toBe(2);

    expect(await logInMerging(input, stranger)).toMatchObject({
      successfull: true,
      updatedCartId: owner.cartId,
    });
    const cart = await readCartAs(harness, owner);
    const line = lineOf(cart, deal.itemId);
    expect(line).toMatchObject({ quantity: 2, quantityLightning: 2, quantityNormal: 0 });
    expect(cents(line?.pricePerUnitLightning)).toBe(deal.priceCents);
    expect(cart?.lightningReservation).toMatchObject({
      hasLightningDealReservation: true,
      isLightningDealReservationExpired: false,
    });
    // One live reservation of 2 units, the customer cart's: none left held by the emptied cart.
    expect(await dealStock(harness.api.db, deal.id)).toMatchObject({
      reserved: 2,
      unreleased: 2,
      live: 2,
      liveRows: 1,
    });
  });

  it('both carts hold the deal: joined up to lightningQuantityMax, the rest back to the deal, nothing counted twice', async () => {
    const { deal, owner, input } = await scenario(2);
    await update(harness, owner, [add(deal.itemId, 2)]);
    await register(input, { userId: owner.userId });
    const stranger = await shopInit(harness);
    await update(harness, stranger, [add(deal.itemId, 2)]);
    expect(await dealStock(harness.api.db, deal.id)).toMatchObject({ reserved: 4, liveRows: 2 });

    await logInMerging(input, stranger);
    const line = lineOf(await readCartAs(harness, owner), deal.itemId);
    expect(line).toMatchObject({ quantity: 4, quantityLightning: 3, quantityNormal: 1 });
    expect(cents(line?.totalPrice)).toBe(3 * deal.priceCents + Math.round((dealItems[2]?.price ?? 0) * 100));
    expect(await dealStock(harness.api.db, deal.id)).toMatchObject({
      reserved: 3,
      unreleased: 3,
      live: 3,
      liveRows: 1,
    });
  });

  it('an expired reservation of the anonymous cart gives its units back; the customer keeps its live one', async () => {
    const { deal, owner, input } = await scenario(3);
    await update(harness, owner, [add(deal.itemId, 1)]);
    await register(input, { userId: owner.userId });
    const stranger = await shopInit(harness);
    await update(harness, stranger, [add(deal.itemId, 2)]);
    await harness.api.db
      .update(lightningReservations)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(lightningReservations.cartId, bareId(stranger.cartId)));

    await logInMerging(input, stranger);
    expect(lineOf(await readCartAs(harness, owner), deal.itemId)).toMatchObject({
      quantity: 3,
      quantityLightning: 1,
      quantityNormal: 2,
    });
    expect(await dealStock(harness.api.db, deal.id)).toMatchObject({
      reserved: 1,
      unreleased: 1,
      live: 1,
      liveRows: 1,
    });
  });

  it('a customer without a cart takes the anonymous cart over, reservation and all', async () => {
    const { deal, owner, input } = await scenario(1);
    await register(input, { userId: owner.userId });
    const stranger = await shopInit(harness);
    await update(harness, stranger, [add(deal.itemId, 3)]);

    const loggedIn = await logInMerging(input, stranger);
    const customer = { userId: loggedIn.userId ?? '', cartId: loggedIn.updatedCartId ?? '' };
    expect(bareId(customer.cartId)).toBe(bareId(stranger.cartId));
    expect(lineOf(await readCartAs(harness, customer), deal.itemId)).toMatchObject({ quantityLightning: 3 });
    expect(await dealStock(harness.api.db, deal.id)).toMatchObject({ reserved: 3, live: 3, liveRows: 1 });
  });
});

describe('seeded demo accounts (issue 15 item 8; shopping §6 "B2B: login with customer number")', () => {
  it('the consumer logs in by e-mail, the B2B customer by customer number in the B2B store only', async () => {
    const consumer = await mutate(
      LOGIN,
      { email: DEMO_ACCOUNTS[0].email, password: DEMO_PASSWORD },
      { clientAddress: nextClientAddress() },
    );
    expect(consumer).toMatchObject({ successfull: true, firstName: 'Erika', lastName: 'Beispiel' });
    const b2b = DEMO_ACCOUNTS[1];
    const byNumber = await mutate(
      LOGIN,
      { email: b2b.customerNumber, password: DEMO_PASSWORD },
      { store: 'b2b-de', clientAddress: nextClientAddress() },
    );
    expect(byNumber).toMatchObject({ successfull: true, firstName: 'Bernd', lastName: 'Lehrer' });
    const elsewhere = [
      [{ email: b2b.customerNumber }, 'de'],
      [{ email: b2b.email }, 'b2b-de'],
      [{ email: DEMO_ACCOUNTS[0].email }, 'b2b-de'],
    ] as const;
    for (const [login, store] of elsewhere) {
      const refused = await mutate(
        LOGIN,
        { ...login, password: DEMO_PASSWORD },
        { store, clientAddress: nextClientAddress() },
      );
      expect(refused.errorMessage).toBe('vue.login.error.failed');
    }
  });
});

const UPDATE_EMAIL = `mutation($email: String!) { updateEmail(email: $email) { ${AUTH_FIELDS} } }`;
const UPDATE_PHONE = `mutation($phone: String!) { updatePhone(phone: $phone) { ${AUTH_FIELDS} } }`;
const DELETE_ACCOUNT = `mutation($password: String!) { deleteAccount(password: $password) { ${AUTH_FIELDS} } }`;

describe('contact data and account deletion (shopping §7 "update e-mail", "update phone", "delete account")', () => {
  it('changes e-mail (unique) and phone of the logged-in customer only', async () => {
    const input = newConsumer();
    const other = newConsumer();
    const token = (await register(input)).token?.token ?? '';
    await register(other);
    const taken = await mutate(UPDATE_EMAIL, { email: other.email.toUpperCase() }, { customerToken: token });
    expect(taken.fieldErrors).toEqual([
      { field: 'email', message: 'vue.form.error.email.notUnique', form: 'updateEmail' },
    ]);
    const invalid = await mutate(UPDATE_PHONE, { phone: 'ruf mich an' }, { customerToken: token });
    expect(invalid.fieldErrors).toEqual([
      { field: 'phone', message: 'vue.form.error.phone', form: 'updatePhone' },
    ]);
    const newEmail = `neu.${randomUUID().slice(0, 8)}@ranzen.test`;
    expect((await mutate(UPDATE_EMAIL, { email: newEmail }, { customerToken: token })).successfull).toBe(
      true,
    );
    expect((await mutate(UPDATE_PHONE, { phone: '+49 30 1234' }, { customerToken: token })).successfull).toBe(
      true,
    );
    const [row] = await harness.api.db.select().from(customers).where(eq(customers.email, newEmail));
    expect(row).toMatchObject({ firstName: 'Erika', phone: '+49 30 1234' });
    const anonymous = await mutate(UPDATE_PHONE, { phone: '0' }, {});
    expect(anonymous.errorMessage).toBe('vue.user.error.notLoggedIn');
    const address = nextClientAddress();
    expect(
      (await mutate(LOGIN, { email: input.email, password: input.password }, { clientAddress: address }))
        .successfull,
    ).toBe(false);
    expect(
      (await mutate(LOGIN, { email: newEmail, password: input.password }, { clientAddress: address }))
        .successfull,
    ).toBe(true);
  });

  it('deletes the account only with its password; afterwards 0 of its tokens work and it cannot log in', async () => {
    const input = newConsumer();
    const address = nextClientAddress();
    const tokens = [(await register(input)).token?.token ?? ''];
    tokens.push(
      (await mutate(LOGIN, { email: input.email, password: input.password }, { clientAddress: address }))
        .token?.token ?? '',
    );
    const [current = ''] = tokens;
    const wrong = await mutate(DELETE_ACCOUNT, { password: 'falsch-999' }, { customerToken: current });
    expect(wrong).toMatchObject({
      successfull: false,
      fieldErrors: [{ field: 'password', message: 'vue.form.error.password.wrong' }],
    });
    expect(
      (await mutate(DELETE_ACCOUNT, { password: input.password }, { customerToken: current })).successfull,
    ).toBe(true);
    for (const token of tokens) {
      const response = await info({ customerToken: token });
      expect(response.data.customerInfo.visitorLoginState).toBe('LOGGED_OUT');
      expect(response.errors?.map((error) => error.extensions?.code)).toEqual(['revoked_token']);
    }
    expect(await harness.api.db.select().from(customers).where(eq(customers.email, input.email))).toEqual([]);
    const again = await mutate(
      LOGIN,
      { email: input.email, password: input.password },
      { clientAddress: address },
    );
    expect(again.errorMessage).toBe('vue.login.error.failed');
  });
});
