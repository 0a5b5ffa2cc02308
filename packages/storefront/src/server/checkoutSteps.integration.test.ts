// The checkout login and shipping steps' server guards against the real shop API (seeded): the
// same guard as the checkout machine runs before the page renders (spec shopping §2 "Guards and
// redirects": checkout login — logged in or guest goes to /checkout/shipping/, an empty cart to
// /checkout/basket/; shipping — an empty cart goes to /, the login step not done to /checkout/login/;
// §3 "Checkout state" in the cookie; §6 B2B logs in with the customer number; §7 `/api/checkout-auth/`).
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, type RunningApi, startApi, TEST_SECRETS } from '@ranzen/api/testing';
import {
  CHECKOUT_STATE_COOKIE,
  EMPTY_CHECKOUT_STATE,
  MESSAGES,
  routePath,
  STORES,
  serializeCheckoutState,
} from '@ranzen/sdk-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorefrontServer } from './createStorefrontServer';
import { CookieJar } from './testing/cookieJar';
import { type HostAnswer, listenOnLoopback, requestWithHost } from './testing/hostRequest';

const CREDENTIALS = { clientId: TEST_SECRETS.clientId, clientSecret: TEST_SECRETS.clientSecret };
const DE = 'localhost:3000';
const B2B = 'educational.localhost:3001';
const [, B2B_DEMO] = DEMO_ACCOUNTS;
const LOGIN = routePath('checkoutLogin');
const SHIPPING = routePath('checkoutShipping');

let dataDir: string;
let api: RunningApi;
let servers: Server[] = [];
let consumerUrl: string;
let b2bUrl: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'ranzen-checkout-steps-'));
  api = await startApi({ port: 0, dataDir, seedProducts: 60, eagerImageFormats: [], auth: TEST_SECRETS });
  const consumer = createStorefrontServer({ stores: [STORES.de], apiUrl: api.url, ...CREDENTIALS });
  const b2b = createStorefrontServer({
    stores: [STORES['b2b-de'], STORES['b2b-en']],
    fallbackStoreId: 'b2b-de',
    apiUrl: api.url,
    ...CREDENTIALS,
  });
  servers = [consumer, b2b];
  [consumerUrl, b2bUrl] = await Promise.all([listenOnLoopback(consumer), listenOnLoopback(b2b)]);
}, 120_000);

afterAll(async () => {
  for (const server of servers) {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
  await api?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

interface Shop {
  readonly base: () => string;
  readonly host: string;
}
const CONSUMER: Shop = { base: () => consumerUrl, host: DE };
const B2B_SHOP: Shop = { base: () => b2bUrl, host: B2B };

function get(path: string, jar: CookieJar, shop: Shop = CONSUMER): Promise<HostAnswer> {
  return requestWithHost(shop.base(), path, shop.host, { headers: { cookie: jar.header() } });
}

function post(path: string, form: Record<string, string>, jar: CookieJar, shop: Shop = CONSUMER) {
  return requestWithHost(shop.base(), path, shop.host, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: `http://${shop.host}`,
      cookie: jar.header(),
    },
    body: new URLSearchParams(form).toString(),
  });
}

async function graphql<T>(
  query: string,
  variables: Record<string, unknown>,
  jar: CookieJar,
  shop = CONSUMER,
) {
  const answer = await requestWithHost(shop.base(), '/graphql', shop.host, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: `http://${shop.host}`, cookie: jar.header() },
    body: JSON.stringify({ query, variables }),
  });
  return answer.json<{ data: T }>().data;
}

/** Puts one position of the catalogue's first product into the visitor's cart. */
async function addItem(jar: CookieJar, shop: Shop = CONSUMER): Promise<void> {
  const listing = await graphql<{ categoryProducts: { products: { bestItemId: string }[] } }>(
    'query { categoryProducts(coreCategoryId: "1", paging: { offset: 0, limit: 1 }) { products { bestItemId } } }',
    {},
    jar,
    shop,
  );
  await graphql(
    'mutation($cartId: ID!, $itemId: ID!) { updateCart(cartId: $cartId, ops: [{ positionOp: { addPosition: { itemId: $itemId, quantity: 1 } } }]) { successful } }',
    { cartId: jar.get('cartId'), itemId: listing.categoryProducts.products[0]?.bestItemId },
    jar,
    shop,
  );
}

/** A visitor with a cart id (and, with `items`, one position in the cart). */
async function visitor(items: boolean, shop: Shop = CONSUMER): Promise<CookieJar> {
  const jar = new CookieJar();
  jar.take((await requestWithHost(shop.base(), '/api/cart-id', shop.host)).setCookies());
  if (items) await addItem(jar, shop);
  return jar;
}

/** The checkout state cookie as the browser sends it. */
function withLoginOption(jar: CookieJar): CookieJar {
  return jar.set(
    CHECKOUT_STATE_COOKIE,
    decodeURIComponent(serializeCheckoutState({ ...EMPTY_CHECKOUT_STATE, loginOption: 'guest' })),
  );
}

function expectRedirect(answer: HostAnswer, location: string): void {
  expect({ status: answer.status, location: answer.headers.location }).toEqual({ status: 302, location });
}

describe('the checkout login step (spec shopping §2 "Checkout login")', () => {
  it('an empty cart goes to the basket', async () => {
    expectRedirect(await get(LOGIN, await visitor(false)), routePath('basket'));
  });

  it('an anonymous visitor with items gets the three ways on', async () => {
    const answer = await get(LOGIN, await visitor(true));
    expect(answer.status).toBe(200);
    expect(answer.body).toContain('data-page="checkout-login"');
    expect(answer.body).toMatch(/>Als Gast bestellen<\/h2>/);
    expect(answer.body).toMatch(/>Neues Kundenkonto<\/h2>/);
  });

  it('continuing as a guest starts a guest session; the step then goes straight on to shipping (§7)', async () => {
    const jar = await visitor(true);
    const answer = await post(
      '/api/checkout-auth/',
      {
        authType: 'guest',
        salutation: 'ms',
        firstName: 'Gina',
        lastName: 'Gast',
        email: 'gina.gast@example.org',
      },
      jar,
    );
    expect(answer.json()).toMatchObject({ successfull: true });
    jar.take(answer.setCookies());
    expect(jar.get('X-JWT-guest')).toBeDefined();
    expectRedirect(await get(LOGIN, jar), SHIPPING);
    const shipping = await get(SHIPPING, jar);
    expect(shipping.status).toBe(200);
    expect(shipping.body).toContain('data-page="checkout-shipping"');
    // The step's form is in the first HTML, from the cart the loader read, with the guest's names.
    expect(shipping.body).toContain('name="deliveryType"');
    expect(shipping.body).toMatch(/<input[^>]*name="firstname"[^>]*value="Gina"/);
  });
});

describe('the shipping step (spec shopping §2 "Shipping")', () => {
  it('an anonymous visitor is sent to the login step', async () => {
    expectRedirect(await get(SHIPPING, await visitor(true)), LOGIN);
  });

  it('an empty cart goes home', async () => {
    expectRedirect(await get(SHIPPING, withLoginOption(await visitor(false))), '/');
  });

  it('the stored login option lets the step open (§3 "Checkout state" in the cookie)', async () => {
    expect((await get(SHIPPING, withLoginOption(await visitor(true)))).status).toBe(200);
  });
});

describe('B2B (spec shopping §6 "login with customer number, no payment step")', () => {
  it('a logged-in buyer goes from the login step straight to shipping', async () => {
    const jar = await visitor(false, B2B_SHOP);
    const login = await post(
      '/api/login-action/',
      { email: B2B_DEMO.customerNumber ?? '', password: DEMO_PASSWORD },
      jar,
      B2B_SHOP,
    );
    jar.take(login.setCookies());
    await addItem(jar, B2B_SHOP);
    expectRedirect(await get(LOGIN, jar, B2B_SHOP), SHIPPING);
    const shipping = await get(SHIPPING, jar, B2B_SHOP);
    expect(shipping.status).toBe(200);
    expect(shipping.body).toContain('data-page="checkout-shipping"');
    // Spec §6: no payment step in the B2B checkout's step list (the footer may still link the payment page).
    const de = MESSAGES.de;
    const steps = shipping.body.match(
      new RegExp(`<nav aria-label="${de['vue.checkout.steps']}">[\\s\\S]*?</nav>`),
    )?.[0];
    expect(steps).toContain(`>${de['vue.checkout.step.summary']}<`);
    expect(steps).not.toContain(`>${de['vue.checkout.step.payment']}<`);
  });

  it('a visitor without a session gets the login in place of the step (storefront §2.4)', async () => {
    const answer = await get(SHIPPING, await visitor(false, B2B_SHOP), B2B_SHOP);
    expect(answer.status).toBe(200);
    expect(answer.body).toContain('data-page="login"');
    expect(answer.body).not.toContain('data-page="checkout-shipping"');
  });
});
