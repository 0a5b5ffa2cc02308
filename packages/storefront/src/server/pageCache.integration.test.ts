// The storefront's shared caches in front of the real shop API (issue 22 item 2, decision 0026; spec
// storefront §7 "kept as cached results"): an anonymous visitor's page is answered from the kept document
// without the API's data calls, with a CSP nonce of its own; the layout data is read once per catalogue
// version; a price, stock or CMS change shows on the next request; a visitor with a cart and logged-in
// customers get their own pages, never someone else's.
import { createHash } from 'node:crypto';
import type { Server } from 'node:http';
import { newsletterSubscriptions, setFooterUspTexts, setPrice, setStock } from '@ranzen/api/testing';
import {
  MESSAGES,
  NEWSLETTER_ONE_CLICK_UNSUBSCRIBE_PATH,
  NEWSLETTER_SUCCESS_PATH,
  NEWSLETTER_TOKEN_PARAM,
  STORES,
  translate,
} from '@ranzen/sdk-core';
import { CATALOGUE_VERSION_PATH } from '@ranzen/sdk-core/rules';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createStorefrontServer } from './createStorefrontServer';
import { postForm, type Storefront } from './testing/accountStack';
import { CookieJar } from './testing/cookieJar';
import { closeServers, type HostAnswer, listenOnLoopback, requestWithHost } from './testing/hostRequest';
import { API_CREDENTIALS, type SeededApi, startSeededApi } from './testing/seededApi';

let seeded: SeededApi;
let server: Server;
let storefront: Storefront;
let productPath: string;
let itemId: string;
/** What the storefront server asked the API since the last reset: path, then the body of a POST. */
let apiCalls: string[] = [];

const recordingFetch: typeof fetch = (input, init) => {
  const url = new URL(input instanceof Request ? input.url : String(input));
  apiCalls.push(`${url.pathname} ${typeof init?.body === 'string' ? init.body : ''}`);
  return fetch(input, init);
};

beforeAll(async () => {
  seeded = await startSeededApi(20);
  server = createStorefrontServer({
    stores: [STORES.de],
    apiUrl: seeded.api.url,
    ...API_CREDENTIALS,
    fetch: recordingFetch,
  });
  storefront = { base: await listenOnLoopback(server), host: 'localhost:3000' };
  const category = await get('/cat/1/');
  const product = /href="(\/prod\/[^/"]+\/)"/.exec(category.body)?.[1];
  if (!product) throw new Error('the category page links no product');
  productPath = product;
  const item = /"itemId":"([^"]+)"/.exec((await get(productPath)).body)?.[1];
  if (!item) throw new Error('the product page holds no item');
  itemId = item;
}, 120_000);

afterAll(async () => {
  await closeServers([server]);
  await seeded?.stop();
});

beforeEach(() => {
  apiCalls = [];
});

function get(path: string, headers: Record<string, string> = {}): Promise<HostAnswer> {
  return requestWithHost(storefront.base, path, storefront.host, { headers });
}

/** The page's main content (the document also carries the whole message catalogue for hydration). */
const mainOf = (page: HostAnswer): string => /<main[\s\S]*<\/main>/.exec(page.body)?.[0] ?? '';

const dataCalls = () => apiCalls.filter((call) => call.startsWith('/graphql'));

/** The nonce of the page's Content-Security-Policy, and every nonce its script elements carry. */
function nonces(page: HostAnswer): { policy: string | undefined; scripts: string[] } {
  return {
    policy: /'nonce-([^']+)'/.exec(String(page.headers['content-security-policy']))?.[1],
    scripts: [...page.body.matchAll(/<script[^>]* nonce="([^"]+)"/g)].map((match) => match[1] ?? ''),
  };
}

describe('an anonymous visitor (issue 22 item 2)', () => {
  it('gets a page kept out of search indexes rendered anew: an unsubscribed link no longer confirms (§9 noindex)', async () => {
    // The newsletter link's page runs the confirmation. After an unsubscribe the same link must say it
    // no longer confirms, which no catalogue version tells: such pages are never kept.
    const token = 'A'.repeat(43);
    const unsubscribeToken = 'e'.repeat(64);
    await seeded.api.db.insert(newsletterSubscriptions).values({
      storeId: STORES.de.id,
      email: 'kept.page@ranzen.test',
      source: 'newsletterPage',
      tokenHash: createHash('sha256').update(token).digest('hex'),
      unsubscribeToken,
      optInSentAt: new Date(),
    });
    const link = `${NEWSLETTER_SUCCESS_PATH}?${NEWSLETTER_TOKEN_PARAM}=${token}`;
    expect(mainOf(await get(link))).toContain(MESSAGES.de['vue.newsletter.confirmed']);
    // The one-click unsubscribe of a newsletter mail (RFC 8058).
    const left = await requestWithHost(
      storefront.base,
      `${NEWSLETTER_ONE_CLICK_UNSUBSCRIBE_PATH}?token=${unsubscribeToken}`,
      storefront.host,
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      },
    );
    expect(left.status).toBe(200);
    const again = await get(link);
    expect(again.status).toBe(200);
    expect(mainOf(again)).toContain(MESSAGES.de['vue.newsletter.confirmFailed']);
    expect(mainOf(again)).not.toContain(MESSAGES.de['vue.newsletter.confirmed']);
  });

  it('gets the kept page: no data call to the API, its own CSP nonce on every script', async () => {
    const first = await get(productPath);
    apiCalls = [];
    const second = await get(productPath);
    expect(second.status).toBe(200);
    expect(apiCalls.map((call) => call.trim())).toEqual([CATALOGUE_VERSION_PATH]);
    expect(second.headers.etag).toBe(first.headers.etag);
    const [before, after] = [nonces(first), nonces(second)];
    expect(after.policy).toBeDefined();
    expect(after.policy).not.toBe(before.policy);
    expect(after.scripts.length).toBeGreaterThan(0);
    expect(new Set(after.scripts)).toEqual(new Set([after.policy]));
    expect(second.body.replaceAll(after.policy ?? '', '')).toBe(
      first.body.replaceAll(before.policy ?? '', ''),
    );
  });

  it('is answered 304 from the kept page while it is unchanged', async () => {
    const page = await get(productPath);
    const again = await get(productPath, { 'if-none-match': page.headers.etag ?? '' });
    expect(again.status).toBe(304);
    expect(again.bytes).toHaveLength(0);
    expect(again.headers['content-security-policy']).toBeUndefined();
    expect(dataCalls()).toEqual([]);
  });

  it('sees a price, stock and CMS change on the next request', async () => {
    await get(productPath);
    await setPrice(seeded.api.db, itemId, 87_65);
    expect((await get(productPath)).body).toContain('87,65');

    const inStock = await get(productPath);
    await setStock(seeded.api.db, itemId, 0);
    const soldOut = await get(productPath, { 'if-none-match': inStock.headers.etag ?? '' });
    expect(soldOut.status).toBe(200);
    expect(soldOut.body).toContain('"availableForSale":false');

    await get('/');
    await setFooterUspTexts(seeded.api.db, 'Neu im Laden');
    expect((await get('/')).body).toContain('Neu im Laden');
  });
});

describe('the layout data (issue 22 item 2)', () => {
  it('is read once per catalogue version: a visitor with a cart renders without the footer query', async () => {
    const jar = await visitorWithCart(1);
    await get('/cat/1/', { cookie: jar.header() });
    apiCalls = [];
    const page = await get(productPath, { cookie: jar.header() });
    expect(page.status).toBe(200);
    expect(dataCalls().length).toBeGreaterThan(0);
    expect(dataCalls().some((call) => call.includes('FooterData'))).toBe(false);
  });
});

/** A visitor whose cart holds `quantity` units of the product page's item (back in stock), through the storefront. */
async function visitorWithCart(quantity: number): Promise<CookieJar> {
  await setStock(seeded.api.db, itemId, 50);
  const jar = new CookieJar();
  const ids = await get('/api/cart-id', { cookie: jar.header() });
  jar.take(ids.setCookies());
  const { cartId } = ids.json<{ cartId: string }>();
  const added = await requestWithHost(storefront.base, '/graphql', storefront.host, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: jar.header(),
      origin: `http://${storefront.host}`,
    },
    body: JSON.stringify({
      query:
        'mutation($cartId: ID!, $ops: [CartOpInput!]!) { updateCart(cartId: $cartId, ops: $ops) { successful } }',
      variables: { cartId, ops: [{ positionOp: { addPosition: { itemId, quantity } } }] },
    }),
  });
  expect(added.json()).toMatchObject({ data: { updateCart: { successful: true } } });
  return jar;
}

describe("visitors never see each other's pages (issue 22 item 2)", () => {
  it("shows a visitor's own cart count, never on the anonymous page kept beside it", async () => {
    const cartCount = translate(MESSAGES.de, 'vue.header.cartItems', { count: 3 });
    const jar = await visitorWithCart(3);
    await get(productPath);
    const withCart = await get(productPath, { cookie: jar.header() });
    expect(withCart.body).toContain(cartCount);
    expect(withCart.headers['cache-control']).toBe('private, no-cache');
    expect((await get(productPath)).body).not.toContain(cartCount);
  });

  it("gives two logged-in customers their own data and the next anonymous visitor neither's", async () => {
    const customers = await Promise.all(
      ['Nina', 'Otto'].map(async (firstName) => {
        const jar = new CookieJar();
        const email = `${firstName.toLowerCase()}-${Date.now()}@ranzen.test`;
        const registered = await postForm(
          storefront,
          '/api/register-action/',
          { firstName, lastName: 'Kunde', email, password: 'anfang1' },
          jar,
        );
        expect(registered.json()).toMatchObject({ successfull: true });
        jar.take(registered.setCookies());
        return { email, jar };
      }),
    );
    await get('/');
    const [nina, otto] = customers;
    if (!nina || !otto) throw new Error('two customers registered');
    const ninasPage = await get('/', { cookie: nina.jar.header() });
    const ottosPage = await get('/', { cookie: otto.jar.header() });
    expect(ninasPage.body).toContain(nina.email);
    expect(ninasPage.body).not.toContain(otto.email);
    expect(ottosPage.body).toContain(otto.email);
    expect(ottosPage.body).not.toContain(nina.email);
    const anonymous = await get('/');
    for (const { email } of customers) expect(anonymous.body).not.toContain(email);
  });
});
