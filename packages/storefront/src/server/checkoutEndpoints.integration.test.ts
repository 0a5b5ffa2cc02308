// The checkout endpoints against the real shop API (seeded): spec shopping §4 "Summary submit",
// "Confirmation cleanup" (new cart id, guest reset), §7 "Internal endpoints" /api/confirmation-cleanup/,
// §8 "Confirmation cleanup fails" (logout); DESIGN §7 (same-origin check, a foreign cart answers like
// an unknown one); docs/decisions/0012-submit-through-the-storefront.md.
import type { Server } from 'node:http';
import { completeCheckout, type RunningApi } from '@ranzen/api/testing';
import {
  AMAZON_CHECKOUT_SESSION_PARAM,
  AmazonPayExpressDocument,
  CHECKOUT_STATE_COOKIE,
  routePath,
  STORES,
  StartAmazonCheckoutDocument,
} from '@ranzen/sdk-core';
import { type AccountActionResult, AMAZON_CHECKOUT_TYPE, type SubmitCartAnswer } from '@ranzen/sdk-react';
import { print } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorefrontServer } from './createStorefrontServer';
import { PRESENCE_COOKIE_BY_KIND } from './customerSession';
import { CookieJar } from './testing/cookieJar';
import { closeServers, type HostAnswer, listenOnLoopback, requestWithHost } from './testing/hostRequest';
import { API_CREDENTIALS, type SeededApi, startSeededApi } from './testing/seededApi';

const DE = 'localhost:3000';

let seeded: SeededApi;
let api: RunningApi;
let server: Server;
let baseUrl: string;

beforeAll(async () => {
  seeded = await startSeededApi(60);
  api = seeded.api;
  server = createStorefrontServer({ stores: [STORES.de], apiUrl: api.url, ...API_CREDENTIALS });
  baseUrl = await listenOnLoopback(server);
}, 120_000);

afterAll(async () => {
  await closeServers([server]);
  await seeded?.stop();
});

function post(path: string, jar: CookieJar, body = '', origin = `http://${DE}`): Promise<HostAnswer> {
  return requestWithHost(baseUrl, path, DE, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin, cookie: jar.header() },
    body,
  });
}

async function graphql<T>(query: string, variables: Record<string, unknown>, jar: CookieJar): Promise<T> {
  const answer = await requestWithHost(baseUrl, '/graphql', DE, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: `http://${DE}`, cookie: jar.header() },
    body: JSON.stringify({ query, variables }),
  });
  return answer.json<{ data: T }>().data;
}

/** Puts the first item of the writing category into the jar's cart. */
async function addItem(jar: CookieJar): Promise<void> {
  const listing = await graphql<{ categoryProducts: { products: { bestItemId: string }[] } }>(
    'query { categoryProducts(coreCategoryId: "1", paging: { offset: 0, limit: 1 }) { products { bestItemId } } }',
    {},
    jar,
  );
  const itemId = listing.categoryProducts.products[0]?.bestItemId;
  await graphql(
    'mutation($cartId: ID!, $itemId: ID!) { updateCart(cartId: $cartId, ops: [{ positionOp: { addPosition: { itemId: $itemId, quantity: 1 } } }]) { successful } }',
    { cartId: jar.get('cartId'), itemId },
    jar,
  );
}

/** An anonymous visitor with one item in the cart. */
async function visitorWithItem(): Promise<CookieJar> {
  const jar = new CookieJar();
  jar.take((await requestWithHost(baseUrl, '/api/cart-id', DE)).setCookies());
  await addItem(jar);
  return jar;
}

/** A guest with one item whose shipping and payment steps are done (invoice). */
async function readyGuest(): Promise<CookieJar> {
  const jar = new CookieJar();
  jar.take((await requestWithHost(baseUrl, '/api/cart-id', DE)).setCookies());
  const guest = await post(
    '/api/checkout-auth/',
    jar,
    new URLSearchParams({
      authType: 'guest',
      firstName: 'Erika',
      lastName: 'Muster',
      email: 'erika.guest@ranzen.test',
    }).toString(),
  );
  expect(guest.json<AccountActionResult>().successfull).toBe(true);
  jar.take(guest.setCookies());
  await addItem(jar);
  await completeCheckout(api.db, {
    cartId: jar.get('cartId') ?? '',
    userId: jar.get('userId') ?? '',
    clientAddress: '',
  });
  jar.set(CHECKOUT_STATE_COOKIE, 'stored');
  return jar;
}

const THANK_YOU = 'query($orderId: ID!) { thankYouPageData(orderId: $orderId) { orderId email } }';

describe('POST /api/submit-cart/ (shopping §4 "Summary submit")', () => {
  it('submits the cookie’s cart and puts the cart the API issued into the cookie at once', async () => {
    const jar = await readyGuest();
    const orderedCart = jar.get('cartId');

    const answer = await post('/api/submit-cart/', jar);

    const result = answer.json<SubmitCartAnswer>();
    expect(result).toMatchObject({ successful: true, errorCode: null });
    expect(result.orderId).toMatch(/^\d+$/);
    jar.take(answer.setCookies());
    expect(jar.get('cartId')).toBe(result.newCartId);
    expect(jar.get('cartId')).not.toBe(orderedCart);
    // The ordered cart is out of this browser's reach: submitting again asks for items, orders nothing.
    const again = (await post('/api/submit-cart/', jar)).json<SubmitCartAnswer>();
    expect(again).toMatchObject({ successful: false, errorCode: 'NOT_READY' });
    expect(again.missing).toContain('ITEMS');
  });

  it('refuses another site (DESIGN §7) and a GET', async () => {
    const jar = await readyGuest();
    expect((await post('/api/submit-cart/', jar, '', 'http://evil.example')).status).toBe(403);
    expect((await requestWithHost(baseUrl, '/api/submit-cart/', DE)).status).toBe(405);
  });
});

describe('POST /api/confirmation-cleanup/ (shopping §4 "Confirmation cleanup", §7, §8)', () => {
  it('keeps the new cart, ends the guest session and removes the checkout state; the order stays readable', async () => {
    const jar = await readyGuest();
    const submitted = await post('/api/submit-cart/', jar);
    jar.take(submitted.setCookies());
    const { orderId, newCartId } = submitted.json<SubmitCartAnswer>();

    const answer = await post('/api/confirmation-cleanup/', jar);

    expect(answer.json<AccountActionResult>()).toMatchObject({
      successfull: true,
      cartId: newCartId,
      isReset: true,
    });
    jar.take(answer.setCookies());
    expect(jar.get('cartId')).toBe(newCartId);
    expect(jar.get(PRESENCE_COOKIE_BY_KIND.guest)).toBeUndefined();
    expect(jar.get(CHECKOUT_STATE_COOKIE)).toBeUndefined();
    const thankYou = await graphql<{ thankYouPageData: { orderId: string } | null }>(
      THANK_YOU,
      { orderId },
      jar,
    );
    expect(thankYou.thankYouPageData?.orderId).toBe(orderId);
  });

  it('logs out when the API refuses the cart (another visitor’s cart id in the cookie)', async () => {
    const jar = await readyGuest();
    const intruder = await readyGuest();
    jar.set('cartId', intruder.get('cartId') ?? '');

    const answer = await post('/api/confirmation-cleanup/', jar);

    expect(answer.json<AccountActionResult>()).toMatchObject({
      successfull: false,
      isReset: true,
      cartId: null,
    });
    jar.take(answer.setCookies());
    expect(jar.get(PRESENCE_COOKIE_BY_KIND.guest)).toBeUndefined();
    expect(jar.get(CHECKOUT_STATE_COOKIE)).toBeUndefined();
  });

  it('answers another visitor’s order exactly like an unknown one (DESIGN §7)', async () => {
    const owner = await readyGuest();
    const { orderId } = (await post('/api/submit-cart/', owner)).json<SubmitCartAnswer>();
    const intruder = await readyGuest();

    const theirs = await graphql<unknown>(THANK_YOU, { orderId }, intruder);
    const unknown = await graphql<unknown>(THANK_YOU, { orderId: '99999999' }, intruder);

    expect(theirs).toEqual({ thankYouPageData: null });
    expect(theirs).toEqual(unknown);
  });
});

/** Starts Amazon Pay express for the jar's cart and confirms the first wallet address: the session id. */
async function amazonSessionOf(jar: CookieJar): Promise<string> {
  const { startAmazonCheckout } = await graphql<{ startAmazonCheckout: { redirectUrl: string | null } }>(
    print(StartAmazonCheckoutDocument),
    { cartId: jar.get('cartId') },
    jar,
  );
  const amazonPage = new URL(startAmazonCheckout.redirectUrl ?? '');
  const confirmed = await fetch(amazonPage, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: amazonPage.origin },
    body: new URLSearchParams({ action: 'confirm', address: '0' }).toString(),
  });
  const back = new URL(confirmed.headers.get('location') ?? '');
  expect(back.pathname).toBe(routePath('checkoutSummary'));
  return back.searchParams.get(AMAZON_CHECKOUT_SESSION_PARAM) ?? '';
}

const amazonForm = (fields: Record<string, string>) =>
  new URLSearchParams({ checkoutType: AMAZON_CHECKOUT_TYPE, cartId: 'ignored', ...fields }).toString();

async function expressOf(jar: CookieJar) {
  const { cart } = await graphql<{ cart: { amazonPayExpress: { selected: boolean } } }>(
    print(AmazonPayExpressDocument),
    { cartId: jar.get('cartId') },
    jar,
  );
  return cart.amazonPayExpress;
}

describe('POST /api/checkout-amazon/ (shopping §4 "Amazon Pay express", §7 "Complete Amazon Pay checkout")', () => {
  it('completes the session into the cart and makes the anonymous payer a guest; the submit needs no redirect', async () => {
    const jar = await visitorWithItem();
    const sessionId = await amazonSessionOf(jar);

    const answer = await post(
      '/api/checkout-amazon/',
      jar,
      amazonForm({ amazonCheckoutSessionId: sessionId }),
    );

    expect(answer.json<AccountActionResult>()).toMatchObject({
      successfull: true,
      firstName: 'Alexa',
      lastName: 'Amazon-Test',
      cartId: jar.get('cartId'),
    });
    jar.take(answer.setCookies());
    expect(jar.get(PRESENCE_COOKIE_BY_KIND.guest)).toBeDefined();
    expect(await expressOf(jar)).toMatchObject({ selected: true });
    const submitted = (await post('/api/submit-cart/', jar)).json<SubmitCartAnswer>();
    expect(submitted).toMatchObject({ successful: true, redirectUrl: null, computopData: null });
  });

  it('answers another visitor’s session like an unknown one and starts no session for them', async () => {
    const owner = await visitorWithItem();
    const sessionId = await amazonSessionOf(owner);
    const intruder = await visitorWithItem();

    const answer = await post(
      '/api/checkout-amazon/',
      intruder,
      amazonForm({ amazonCheckoutSessionId: sessionId }),
    );

    expect(answer.json<AccountActionResult>()).toMatchObject({
      successfull: false,
      errorMessage: 'vue.checkout.amazonPay.error.session',
    });
    expect(answer.setCookies()).toEqual([]);
    expect(await expressOf(intruder)).toMatchObject({ selected: false });
  });

  it('refuses another site, an unknown checkoutType and a request without a form', async () => {
    const jar = await visitorWithItem();
    const sessionId = await amazonSessionOf(jar);
    const form = amazonForm({ amazonCheckoutSessionId: sessionId });
    expect((await post('/api/checkout-amazon/', jar, form, 'http://evil.example')).status).toBe(403);
    expect(
      (
        await post(
          '/api/checkout-amazon/',
          jar,
          amazonForm({ amazonCheckoutSessionId: sessionId, checkoutType: 'prime' }),
        )
      ).status,
    ).toBe(400);
    const noForm = await requestWithHost(baseUrl, '/api/checkout-amazon/', DE, {
      method: 'POST',
      headers: { origin: `http://${DE}`, cookie: jar.header() },
    });
    expect(noForm.status).toBe(400);
    expect(await expressOf(jar)).toMatchObject({ selected: false });
  });
});

describe('POST /api/abort-amazon/ (shopping §4 "Abort resets the cart, clears stored checkout state")', () => {
  it('resets Amazon Pay in the cart and removes the checkout state cookie', async () => {
    const jar = await visitorWithItem();
    const sessionId = await amazonSessionOf(jar);
    jar.take(
      (
        await post('/api/checkout-amazon/', jar, amazonForm({ amazonCheckoutSessionId: sessionId }))
      ).setCookies(),
    );
    jar.set(CHECKOUT_STATE_COOKIE, 'stored');

    const answer = await post('/api/abort-amazon/', jar, amazonForm({}));

    expect(answer.json<AccountActionResult>()).toMatchObject({ successfull: true, isReset: true });
    jar.take(answer.setCookies());
    expect(jar.get(CHECKOUT_STATE_COOKIE)).toBeUndefined();
    expect(await expressOf(jar)).toMatchObject({ selected: false });
    const { cart } = await graphql<{ cart: { deliveryType: string; selectedPaymentMethod: unknown } }>(
      'query($cartId: ID!) { cart(cartId: $cartId) { deliveryType selectedPaymentMethod { paymentId } } }',
      { cartId: jar.get('cartId') },
      jar,
    );
    expect(cart).toEqual({ deliveryType: 'sameAsBilling', selectedPaymentMethod: null });
  });
});

describe('GET /checkout/confirmation/ (shopping §2 "Confirmation"; DESIGN §7)', () => {
  /** The checkout cookie naming `orderId` as the stored order, as a submit leaves it. */
  function storedOrder(jar: CookieJar, orderId: string): CookieJar {
    const state = {
      loginOption: 'guest',
      shippingValidated: true,
      paymentValidated: true,
      expressWallet: false,
      orderId,
    };
    return jar.set(CHECKOUT_STATE_COOKIE, JSON.stringify(state));
  }

  it('shows the visitor’s own order, and another visitor’s order exactly like an unknown one (home)', async () => {
    const owner = await readyGuest();
    const { orderId } = (await post('/api/submit-cart/', owner)).json<SubmitCartAnswer>();
    const page = (jar: CookieJar, id: string) =>
      requestWithHost(baseUrl, `/checkout/confirmation/?orderId=${id}`, DE, {
        headers: { cookie: jar.header() },
      });

    const own = await page(storedOrder(owner, orderId ?? ''), orderId ?? '');
    expect(own.status).toBe(200);
    expect(own.body).toContain(orderId);

    const intruder = await readyGuest();
    const theirs = await page(storedOrder(intruder, orderId ?? ''), orderId ?? '');
    const unknown = await page(storedOrder(intruder, '99999999'), '99999999');
    expect([theirs.status, theirs.headers.location]).toEqual([302, '/']);
    expect([unknown.status, unknown.headers.location]).toEqual([302, '/']);
    expect(theirs.body).not.toContain(orderId);
  });
});
