// The account endpoints and the customer session against the real shop API (seeded with the
// demo accounts): spec shopping §4 "Session kind", "Login" (cart merge), §7 "Internal endpoints", "JWT
// header", invalid_token/revoked_token handling, §9 "token cookie lifetime"; DESIGN §2 (the token only
// in an HttpOnly cookie), §7 (same-origin check on state-changing requests).
import { DEMO_ACCOUNTS, DEMO_PASSWORD, productIdForIndex } from '@ranzen/api/testing';
import { ACCOUNT_ACTION_RESULT_FIELDS, type AccountActionResult } from '@ranzen/sdk-react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER_TOKEN_COOKIE, TOKEN_COOKIE_EARLY_EXPIRY_SECONDS } from './customerSession';
import {
  type AccountStack,
  B2B_HOST as B2B,
  CONSUMER_HOST as DE,
  logIn,
  postForm,
  startAccountStack,
} from './testing/accountStack';
import { CookieJar } from './testing/cookieJar';
import { type HostAnswer, requestWithHost } from './testing/hostRequest';

const [CONSUMER_DEMO, B2B_DEMO] = DEMO_ACCOUNTS;
/** The API's "stay logged in" session (docs/not-shown.md: 30 days). */
const STAY_LOGGED_SECONDS = 30 * 24 * 3600;

let stack: AccountStack;
let consumerUrl: string;
let b2bUrl: string;

beforeAll(async () => {
  stack = await startAccountStack();
  consumerUrl = stack.consumer.base;
  b2bUrl = stack.b2b.base;
}, 120_000);

afterAll(() => stack?.stop());

interface PostTarget {
  readonly base?: string;
  readonly host?: string;
  /** The Origin header; the host's own by default. */
  readonly origin?: string;
}

function post(
  path: string,
  form: Record<string, string>,
  jar: CookieJar,
  { base = consumerUrl, host = DE, origin }: PostTarget = {},
): Promise<HostAnswer> {
  return postForm({ base, host }, path, form, jar, origin);
}

function graphql(query: string, variables: Record<string, unknown>, jar: CookieJar): Promise<HostAnswer> {
  return requestWithHost(consumerUrl, '/graphql', DE, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: `http://${DE}`, cookie: jar.header() },
    body: JSON.stringify({ query, variables }),
  });
}

const CUSTOMER_NAMES = 'query { customerInfo(url: "/") { visitorLoginState firstName lastName } }';

function setCookieNamed(answer: HostAnswer, name: string): string | undefined {
  return answer.setCookies().find((cookie) => cookie.startsWith(`${name}=`));
}

function loginAsDemo(jar: CookieJar, extra: Record<string, string> = {}): Promise<HostAnswer> {
  return logIn(stack.consumer, { email: CONSUMER_DEMO.email, password: DEMO_PASSWORD, ...extra }, jar);
}

describe('POST /api/login-action/ (shopping §7, §4 "Login")', () => {
  it('keeps the token in an HttpOnly cookie, tells scripts only the presence and answers the spec fields', async () => {
    const jar = new CookieJar();
    const answer = await loginAsDemo(jar);
    expect(answer.status).toBe(200);
    const result = answer.json<AccountActionResult>();
    expect(result).toMatchObject({
      successfull: true,
      firstName: CONSUMER_DEMO.firstName,
      lastName: CONSUMER_DEMO.lastName,
    });
    expect(Object.keys(result).sort()).toEqual([...ACCOUNT_ACTION_RESULT_FIELDS].sort());
    const token = jar.get(CUSTOMER_TOKEN_COOKIE) ?? '';
    expect(token.split('.')).toHaveLength(3);
    expect(answer.body).not.toContain(token);
    expect(setCookieNamed(answer, CUSTOMER_TOKEN_COOKIE)).toMatch(/; HttpOnly; SameSite=Lax$/);
    // Without "stay logged in" the session ends with the browser.
    expect(setCookieNamed(answer, CUSTOMER_TOKEN_COOKIE)).not.toContain('Max-Age');
    const presence = setCookieNamed(answer, 'X-JWT-exist') ?? '';
    expect(presence).not.toContain('HttpOnly');
    expect(presence).not.toContain('Max-Age');
    expect(setCookieNamed(answer, 'had-session')).toBeDefined();
    // The visitor continues with the customer's signed ids.
    expect(jar.get('cartId')).toBe(result.updatedCartId);
    expect(jar.get('userId')).toMatch(/_/);

    // The API sees the customer on every later call: the proxy forwards the token in X-JWT.
    const info = await graphql(CUSTOMER_NAMES, {}, jar);
    expect(info.json()).toEqual({
      data: {
        customerInfo: {
          visitorLoginState: 'LOGGED_IN',
          firstName: CONSUMER_DEMO.firstName,
          lastName: CONSUMER_DEMO.lastName,
        },
      },
    });
  });

  it('renders the greeting for the session on the server: /login shows the logged-in view (storefront §2.5)', async () => {
    const jar = new CookieJar();
    await loginAsDemo(jar);
    const page = await requestWithHost(consumerUrl, '/login/', DE, { headers: { cookie: jar.header() } });
    expect(page.status).toBe(200);
    expect(page.body).toContain(`Hallo ${CONSUMER_DEMO.firstName} ${CONSUMER_DEMO.lastName}`);
    expect(page.body).toContain('href="/myaccount/contact-details/"');
    const anonymous = await requestWithHost(consumerUrl, '/login/', DE);
    expect(anonymous.body).not.toContain(`Hallo ${CONSUMER_DEMO.firstName}`);
  });

  it('makes the cookies last the token lifetime minus 60 s with stayLogged (§9)', async () => {
    const answer = await loginAsDemo(new CookieJar(), { stayLogged: 'true' });
    const maxAge = Number(/Max-Age=(\d+)/.exec(setCookieNamed(answer, CUSTOMER_TOKEN_COOKIE) ?? '')?.[1]);
    const expected = STAY_LOGGED_SECONDS - TOKEN_COOKIE_EARLY_EXPIRY_SECONDS;
    expect(maxAge).toBeLessThanOrEqual(expected);
    expect(maxAge).toBeGreaterThan(expected - 30);
    expect(setCookieNamed(answer, 'X-JWT-exist')).toContain(`Max-Age=${maxAge}`);
  });

  it('refuses a wrong password with the result, no session and no hint whether the account exists', async () => {
    const wrong = await post(
      '/api/login-action/',
      { email: CONSUMER_DEMO.email, password: 'falsch!' },
      new CookieJar(),
    );
    const unknown = await post(
      '/api/login-action/',
      { email: 'niemand@ranzen.test', password: 'falsch!' },
      new CookieJar(),
    );
    expect(wrong.status).toBe(200);
    expect(wrong.json()).toMatchObject({ successfull: false, errorMessage: 'vue.login.error.failed' });
    expect(unknown.body).toBe(wrong.body);
    expect(wrong.setCookies()).toEqual([]);
  });

  it('keeps the anonymous cart on a login with mergeCart (§4 "carts are merged on login")', async () => {
    const jar = new CookieJar();
    const ids = await requestWithHost(consumerUrl, '/api/cart-id', DE);
    jar.take(ids.setCookies());
    const item = await graphql(
      'query { categoryProducts(coreCategoryId: "1", paging: { offset: 0, limit: 1 }) { products { bestItemId } } }',
      {},
      jar,
    );
    const itemId = item.json<{ data: { categoryProducts: { products: { bestItemId: string }[] } } }>().data
      .categoryProducts.products[0]?.bestItemId;
    await graphql(
      'mutation($cartId: ID!, $itemId: ID!) { updateCart(cartId: $cartId, ops: [{ positionOp: { addPosition: { itemId: $itemId, quantity: 3 } } }]) { successful } }',
      { cartId: jar.get('cartId'), itemId },
      jar,
    );
    const answer = await loginAsDemo(jar, { mergeCart: 'true' });
    expect(answer.json()).toMatchObject({ successfull: true, cartMerged: true });
    const cart = await graphql(
      'query($cartId: ID!) { cart(cartId: $cartId) { items { itemId quantity } } }',
      { cartId: jar.get('cartId') },
      jar,
    );
    expect(
      cart.json<{ data: { cart: { items: { itemId: string; quantity: number }[] } } }>().data.cart.items,
    ).toContainEqual({
      itemId,
      quantity: expect.any(Number),
    });
  });

  it('logs a B2B customer in by customer number on the educational host', async () => {
    const jar = new CookieJar();
    const answer = await post(
      '/api/login-action/',
      { email: B2B_DEMO.customerNumber ?? '', password: DEMO_PASSWORD },
      jar,
      { base: b2bUrl, host: B2B },
    );
    expect(answer.json()).toMatchObject({ successfull: true, firstName: B2B_DEMO.firstName });
    expect(setCookieNamed(answer, 'X-JWT-exist')).toBeDefined();
  });

  it('refuses other sites, other methods and non-forms', async () => {
    const crossSite = await post(
      '/api/login-action/',
      { email: CONSUMER_DEMO.email, password: DEMO_PASSWORD },
      new CookieJar(),
      { origin: 'http://evil.example' },
    );
    expect(crossSite.status).toBe(403);
    expect(crossSite.setCookies()).toEqual([]);
    expect((await requestWithHost(consumerUrl, '/api/login-action/', DE)).status).toBe(405);
    const json = await requestWithHost(consumerUrl, '/api/login-action/', DE, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: `http://${DE}` },
      body: '{}',
    });
    expect(json.status).toBe(415);
  });
});

describe('POST /api/logout-action/ and a replayed token (shopping §7, §8 "Security logout")', () => {
  it('ends the API session: the old token cookie, replayed, is logged out and gets the security logout', async () => {
    const jar = new CookieJar();
    await loginAsDemo(jar);
    const token = jar.get(CUSTOMER_TOKEN_COOKIE) ?? '';
    const loggedOut = await post('/api/logout-action/', {}, jar);
    expect(loggedOut.status).toBe(200);
    expect(loggedOut.json()).toMatchObject({ successfull: true, isReset: true });
    jar.take(loggedOut.setCookies());
    for (const name of [CUSTOMER_TOKEN_COOKIE, 'X-JWT-exist', 'had-session'])
      expect(jar.get(name)).toBeUndefined();
    // The cart and user id cookies stay with the device.
    expect(jar.get('cartId')).toBeDefined();

    const replay = new CookieJar().set(CUSTOMER_TOKEN_COOKIE, token).set('X-JWT-exist', '1');
    const info = await graphql(CUSTOMER_NAMES, {}, replay);
    // The read runs logged out and its auth error is dropped (not an account-changing operation).
    expect(info.json()).toEqual({
      data: { customerInfo: { visitorLoginState: 'LOGGED_OUT', firstName: null, lastName: null } },
    });
    expect(info.setCookies()).toContain('securityLogout=1; Path=/; SameSite=Lax');
    expect(setCookieNamed(info, CUSTOMER_TOKEN_COOKIE)).toContain('Max-Age=0');

    // An account-changing operation keeps the error: its caller must know nothing changed.
    const change = await graphql(
      'mutation { updatePhone(phone: "0301234") { successfull errorMessage } }',
      {},
      replay,
    );
    expect(change.json()).toMatchObject({ errors: [{ extensions: { code: 'revoked_token' } }] });

    // A page requested with the old token goes to /logout at once, which warns and clears it.
    const page = await requestWithHost(consumerUrl, '/', DE, { headers: { cookie: replay.header() } });
    expect(page.status).toBe(302);
    expect(page.headers.location).toBe('/logout/');
    expect(page.setCookies()).toContain('securityLogout=1; Path=/; SameSite=Lax');
  });

  it('/logout ends the API session too', async () => {
    const jar = new CookieJar();
    await loginAsDemo(jar);
    const token = jar.get(CUSTOMER_TOKEN_COOKIE) ?? '';
    const page = await requestWithHost(consumerUrl, '/logout/', DE, { headers: { cookie: jar.header() } });
    expect(page.status).toBe(200);
    expect(setCookieNamed(page, CUSTOMER_TOKEN_COOKIE)).toContain('Max-Age=0');
    const replay = await graphql(CUSTOMER_NAMES, {}, new CookieJar().set(CUSTOMER_TOKEN_COOKIE, token));
    expect(replay.setCookies()).toContain('securityLogout=1; Path=/; SameSite=Lax');
  });

  it("says when the login merged the visitor's Merkzettel into the customer's (shopping §4 sharedListMerged)", async () => {
    const email = `merkzettel-${Date.now()}@ranzen.test`;
    const password = 'anfang1';
    const registered = await post(
      '/api/register-action/',
      { firstName: 'Mia', lastName: 'Merk', email, password },
      new CookieJar(),
    );
    expect(registered.json()).toMatchObject({ successfull: true });
    const jar = new CookieJar();
    jar.take((await requestWithHost(consumerUrl, '/api/cart-id', DE)).setCookies());
    const listed = await graphql(
      'query { categoryProducts(coreCategoryId: "1", paging: { offset: 0, limit: 1 }) { products { id bestItemId } } }',
      {},
      jar,
    );
    const product = listed.json<{
      data: { categoryProducts: { products: { id: string; bestItemId: string }[] } };
    }>().data.categoryProducts.products[0];
    const noted = await graphql(
      'mutation($entry: WishlistEntryInput!) { addToWishlist(entry: $entry) { successful } }',
      { entry: { productId: product?.id, itemId: product?.bestItemId, quantity: 1 } },
      jar,
    );
    expect(noted.json()).toMatchObject({ data: { addToWishlist: { successful: true } } });
    const merged = await post('/api/login-action/', { email, password }, jar);
    expect(merged.json()).toMatchObject({ successfull: true, sharedListMerged: true });
    // Nothing left to merge at the next login.
    const again = await post('/api/login-action/', { email, password }, new CookieJar());
    expect(again.json()).toMatchObject({ successfull: true, sharedListMerged: false });
  });
});

describe('POST /api/register-action/ and /api/change-password/ (shopping §7)', () => {
  it('registers and logs in, then changes the password keeping this session', async () => {
    const jar = new CookieJar();
    const email = `neu-${Date.now()}@ranzen.test`;
    const registered = await post(
      '/api/register-action/',
      { firstName: 'Nina', lastName: 'Neu', email, password: 'anfang1' },
      jar,
    );
    expect(registered.json()).toMatchObject({ successfull: true, firstName: 'Nina', lastName: 'Neu' });
    jar.take(registered.setCookies());
    expect(jar.get(CUSTOMER_TOKEN_COOKIE)).toBeDefined();
    expect(jar.get('X-JWT-exist')).toBeDefined();

    const wrongOld = await post(
      '/api/change-password/',
      { oldPassword: 'falsch', newPassword: 'weiter2' },
      jar,
    );
    expect(wrongOld.json<AccountActionResult>().fieldErrors).toEqual([
      expect.objectContaining({ field: 'oldPassword' }),
    ]);
    const changed = await post(
      '/api/change-password/',
      { oldPassword: 'anfang1', newPassword: 'weiter2' },
      jar,
    );
    expect(changed.json()).toMatchObject({ successfull: true });
    jar.take(changed.setCookies());
    const info = await graphql(CUSTOMER_NAMES, {}, jar);
    expect(info.json()).toMatchObject({ data: { customerInfo: { visitorLoginState: 'LOGGED_IN' } } });

    const relogin = await post('/api/login-action/', { email, password: 'weiter2' }, new CookieJar());
    expect(relogin.json()).toMatchObject({ successfull: true });
  });

  it('registers a B2B customer on the educational host with the list codes (shopping §7 register B2B)', async () => {
    const lists = await requestWithHost(b2bUrl, '/graphql', B2B, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: `http://${B2B}` },
      body: JSON.stringify({ query: '{ jobTitles { entryCode } industries { entryCode } }' }),
    });
    const { jobTitles, industries } = lists.json<{
      data: { jobTitles: { entryCode: string }[]; industries: { entryCode: string }[] };
    }>().data;
    const jar = new CookieJar();
    const registered = await post(
      '/api/register-action/',
      {
        salutation: 'ms',
        firstName: 'Lea',
        lastName: 'Lehrerin',
        email: `schule-${Date.now()}@ranzen.test`,
        password: 'tafel123',
        schoolOrCompany: 'Grundschule Nord',
        jobTitleCode: jobTitles[0]?.entryCode ?? '',
        primaryIndustryGroupCode: industries[0]?.entryCode ?? '',
        numberOfEmployees: '12',
      },
      jar,
      { base: b2bUrl, host: B2B },
    );
    expect(registered.json()).toMatchObject({ successfull: true, firstName: 'Lea' });
    expect(setCookieNamed(registered, 'X-JWT-exist')).toBeDefined();
    expect(setCookieNamed(registered, CUSTOMER_TOKEN_COOKIE)).toContain('HttpOnly');
  });

  it('answers field errors for an invalid registration and sets no session', async () => {
    const answer = await post(
      '/api/register-action/',
      { firstName: '', lastName: 'Neu', email: 'kein-at', password: 'x' },
      new CookieJar(),
    );
    const result = answer.json<AccountActionResult>();
    expect(result.successfull).toBe(false);
    expect(result.fieldErrors.map((error) => error.field)).toEqual(
      expect.arrayContaining(['firstName', 'email', 'password']),
    );
    expect(answer.setCookies()).toEqual([]);
  });
});

describe('B2B "most pages require login" on the server (storefront §2.4)', () => {
  it('answers an anonymous product or listing request with the login, no price in its HTML', async () => {
    const productId = productIdForIndex(2);
    const asked = await requestWithHost(b2bUrl, '/graphql', B2B, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: `http://${B2B}` },
      body: JSON.stringify({
        query: 'query($id: ID!) { product(productId: $id) { prices { price { stringValue } } } }',
        variables: { id: productId },
      }),
    });
    const price = asked.json<{ data: { product: { prices: { price: { stringValue: string } } } } }>().data
      .product.prices.price.stringValue;
    const product = `/prod/${productId}/`;
    for (const path of [product, '/cat/1/']) {
      const anonymous = await requestWithHost(b2bUrl, path, B2B);
      expect(anonymous.status, path).toBe(200);
      expect(anonymous.body, path).toContain('Kundennummer');
      expect(anonymous.body, path).not.toContain(price);
      expect(anonymous.body, path).not.toContain('"prices"');
      expect(anonymous.body, path).toContain('<meta name="robots" content="noindex,follow">');
    }

    const jar = new CookieJar();
    const login = await post(
      '/api/login-action/',
      { email: B2B_DEMO.customerNumber ?? '', password: DEMO_PASSWORD },
      jar,
      { base: b2bUrl, host: B2B },
    );
    jar.take(login.setCookies());
    const customer = await requestWithHost(b2bUrl, product, B2B, { headers: { cookie: jar.header() } });
    expect(customer.status).toBe(200);
    expect(customer.body).toContain(price);
  });
});

describe('POST /api/checkout-auth/ (shopping §7, §4 "Checkout steps": the checkout login step)', () => {
  const GUEST = { authType: 'guest', email: 'gina.gast@ranzen.test', firstName: 'Gina', lastName: 'Gast' };

  it('continues as guest: a guest session (X-JWT-guest) the API sees as LOGGED_IN_AS_GUEST', async () => {
    const jar = new CookieJar();
    const answer = await post('/api/checkout-auth/', GUEST, jar);
    expect(answer.status).toBe(200);
    expect(answer.json<AccountActionResult>()).toMatchObject({ successfull: true, firstName: 'Gina' });
    jar.take(answer.setCookies());
    expect(jar.get('X-JWT-guest')).toBeDefined();
    expect(setCookieNamed(answer, CUSTOMER_TOKEN_COOKIE)).toMatch(/; HttpOnly; SameSite=Lax$/);
    const info = await graphql(CUSTOMER_NAMES, {}, jar);
    expect(info.json()).toEqual({
      data: {
        customerInfo: { visitorLoginState: 'LOGGED_IN_AS_GUEST', firstName: 'Gina', lastName: 'Gast' },
      },
    });
  });

  it('logs in with authType login like the login endpoint (a customer session, no guest cookie)', async () => {
    const jar = new CookieJar();
    const answer = await post(
      '/api/checkout-auth/',
      { authType: 'login', email: CONSUMER_DEMO.email, password: DEMO_PASSWORD },
      jar,
    );
    expect(answer.json<AccountActionResult>()).toMatchObject({ successfull: true });
    jar.take(answer.setCookies());
    expect(jar.get('X-JWT-exist')).toBeDefined();
    expect(jar.get('X-JWT-guest')).toBeUndefined();
  });

  it('refuses an unknown authType and another site, starting no session', async () => {
    const unknown = await post('/api/checkout-auth/', { ...GUEST, authType: 'admin' }, new CookieJar());
    expect(unknown.status).toBe(400);
    expect(unknown.setCookies()).toEqual([]);
    const foreign = await post('/api/checkout-auth/', GUEST, new CookieJar(), {
      origin: 'https://evil.example',
    });
    expect(foreign.status).toBe(403);
    expect(foreign.setCookies()).toEqual([]);
  });
});
