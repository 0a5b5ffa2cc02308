// The storefront server against the real shop API (a copy of the run's seed), as a browser or a
// crawler sees it: status codes, the document head and the HTML content (spec storefront §1, §2.1,
// §2.4, §8; shopping §4, §7, §9).
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { buildCategoryTree, generateProduct, leafForIndex, type RunningApi } from '@ranzen/api/testing';
import {
  type ConsentChoice,
  consentCookie,
  contentPagePath,
  IDEMPOTENCY_KEY_EXTENSION,
  MESSAGES,
  STORES,
  type StoreConfig,
} from '@ranzen/sdk-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorefrontServer } from './createStorefrontServer';
import { closeServers, listenOnLoopback, requestWithHost } from './testing/hostRequest';
import { API_CREDENTIALS as CREDENTIALS, type SeededApi, startSeededApi } from './testing/seededApi';

const CONSUMER = [STORES.de, STORES.at, STORES.ch, STORES['en-DE']];
const B2B = [STORES['b2b-de'], STORES['b2b-en']];
const SEED_PRODUCTS = 60;
const categoryTree = buildCategoryTree();

let seeded: SeededApi;
let api: RunningApi;
let consumer: Server;
let b2b: Server;
let offline: Server;

let consumerUrl: string;
let b2bUrl: string;
let offlineUrl: string;

function get(base: string, path: string, host: string, headers: Record<string, string> = {}) {
  return requestWithHost(base, path, host, { headers });
}

function graphql(
  base: string,
  host: string,
  query: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) {
  return requestWithHost(base, '/graphql', host, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: `http://${host}`, ...headers },
    body: JSON.stringify({ query, variables }),
  });
}

beforeAll(async () => {
  seeded = await startSeededApi(SEED_PRODUCTS);
  api = seeded.api;
  consumer = createStorefrontServer({ stores: CONSUMER, apiUrl: api.url, ...CREDENTIALS });
  b2b = createStorefrontServer({ stores: B2B, fallbackStoreId: 'b2b-de', apiUrl: api.url, ...CREDENTIALS });
  // An API that went away: a port that was just free again.
  const gone = createServer();
  const goneUrl = await listenOnLoopback(gone);
  await new Promise<void>((resolve) => gone.close(() => resolve()));
  offline = createStorefrontServer({ stores: CONSUMER, apiUrl: goneUrl, ...CREDENTIALS });
  [consumerUrl, b2bUrl, offlineUrl] = await Promise.all([
    listenOnLoopback(consumer),
    listenOnLoopback(b2b),
    listenOnLoopback(offline),
  ]);
});

afterAll(async () => {
  await closeServers([consumer, b2b, offline]);
  await seeded?.stop();
});

describe('hosts and stores (spec storefront §1)', () => {
  const cases: ReadonlyArray<readonly [string, () => string, StoreConfig]> = [
    ['localhost:3000', () => consumerUrl, STORES.de],
    ['de.localhost:3000', () => consumerUrl, STORES.de],
    ['at.localhost:3000', () => consumerUrl, STORES.at],
    ['ch.localhost:3000', () => consumerUrl, STORES.ch],
    ['en.localhost:3000', () => consumerUrl, STORES['en-DE']],
    ['educational.localhost:3001', () => b2bUrl, STORES['b2b-de']],
    ['en.educational.localhost:3001', () => b2bUrl, STORES['b2b-en']],
  ];

  it.each(cases)('%s serves the home page in its language and theme', async (host, base, store) => {
    const response = await get(base(), '/', host);
    expect(response.status).toBe(200);
    const html = response.body;
    expect(html).toContain(`<html lang="${store.language}" data-theme="${store.family}">`);
    expect(html).toMatch(/<title>[^<]+<\/title>/);
    expect(html).toContain('<meta name="robots" content="index,follow">');
  });

  it('sends B2B hosts away from the consumer app', async () => {
    expect((await get(consumerUrl, '/', 'educational.localhost:3000')).status).toBe(421);
  });
});

describe('the locale cookie at the store root (spec storefront §9 "Locale cookie", §1; decision 0034)', () => {
  const german = 'educational.localhost:3001';
  const english = 'en.educational.localhost:3001';

  it('sends a visitor who chose English from the German root to the English root, query kept', async () => {
    const response = await get(b2bUrl, '/?utm_source=mail', german, { cookie: 'locale=en-DE' });
    expect(response.status).toBe(302);
    expect(response.headers.location).toBe('http://en.educational.localhost:3001/?utm_source=mail');
    expect(response.headers['cache-control']).toBe('private, no-store');
    // And back: a choice of German on the English root.
    const back = await get(b2bUrl, '/', english, { cookie: 'locale=de-DE' });
    expect(back.headers.location).toBe('http://educational.localhost:3001/');
  });

  it('answers the root itself without a cookie (crawlers), for the own language and off the root', async () => {
    expect((await get(b2bUrl, '/', german)).status).toBe(200);
    expect((await get(b2bUrl, '/', german, { cookie: 'locale=de-DE' })).status).toBe(200);
    expect((await get(b2bUrl, '/', english, { cookie: 'locale=en-DE' })).status).toBe(200);
    expect((await get(b2bUrl, '/', german, { cookie: 'locale=fr-FR' })).status).toBe(200);
    const imprint = contentPagePath(STORES['b2b-de'], 'imprint');
    if (!imprint) throw new Error('the B2B store has no imprint page');
    expect((await get(b2bUrl, imprint, german, { cookie: 'locale=en-DE' })).status).toBe(200);
  });

  it('never redirects on hosts that cannot share the cookie (localhost and en.localhost)', async () => {
    expect((await get(consumerUrl, '/', 'localhost:3000', { cookie: 'locale=en-DE' })).status).toBe(200);
  });
});

describe('pages (spec storefront §2.1)', () => {
  async function firstProduct(host: string) {
    const response = await graphql(
      consumerUrl,
      host,
      'query($id: ID!) { categoryProducts(coreCategoryId: $id, paging: { offset: 0, limit: 1 }) { products { id name price { currentPrice { stringValue } } } } }',
      { id: '1' },
    );
    const body = response.json<{
      data: {
        categoryProducts: {
          products: { id: string; name: string; price: { currentPrice: { stringValue: string } } }[];
        };
      };
    }>();
    const product = body.data.categoryProducts.products[0];
    if (!product) throw new Error('seed has no product in category 1');
    return product;
  }

  it('renders a product page with its name as title and h1 and the store-formatted price', async () => {
    const product = await firstProduct('at.localhost:3000');
    const response = await get(consumerUrl, `/prod/${product.id}/`, 'at.localhost:3000');
    expect(response.status).toBe(200);
    const html = response.body;
    const escapedName = product.name.replace(/&/g, '&amp;');
    expect(html).toMatch(new RegExp(`<title>[^<]*${escapedName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
    expect(html).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
    expect(html).toContain(escapedName);
    // Austrian format puts the euro sign first (de-AT).
    expect(product.price.currentPrice.stringValue).toMatch(/^€\s?\d/);
    expect(html).toContain(product.price.currentPrice.stringValue);
  });

  it('renders a category page with its name as h1 and its products', async () => {
    const response = await get(consumerUrl, '/cat/1/', 'localhost:3000');
    expect(response.status).toBe(200);
    const html = response.body;
    expect(html).toMatch(/<h1[^>]*>Schreiben<\/h1>/);
    expect(html).toContain('href="/prod/');
  });

  it('answers unknown pages with 404, the error page and noindex (§2.4, §2.9)', async () => {
    for (const path of ['/gibt-es-nicht/', '/prod/does-not-exist/', '/Service/', '/CAT/1/']) {
      const response = await get(consumerUrl, path, 'localhost:3000');
      expect(response.status, path).toBe(404);
      const html = response.body;
      expect(html).toContain('<meta name="robots" content="noindex,follow">');
      expect(html).toContain('Seite nicht gefunden');
    }
  });

  it('redirects with 301 or 302 and answers GONE with 410 (§2.4)', async () => {
    const permanent = await get(consumerUrl, '/angebote/', 'localhost:3000');
    expect(permanent.status).toBe(301);
    expect(permanent.headers.location).toBe('/cat/10/');
    const temporary = await get(consumerUrl, '/aktion/schulstart/', 'localhost:3000');
    expect(temporary.status).toBe(302);
    expect((await get(consumerUrl, '/aktion/weihnachten-2023/', 'localhost:3000')).status).toBe(410);
  });

  it('runs the path-redirect lookup for retired /cat/ and /prod/ URLs too (§2.4)', async () => {
    const category = await get(consumerUrl, '/cat/9001/', 'localhost:3000');
    expect(category.status).toBe(301);
    expect(category.headers.location).toBe('/cat/4/');
    expect((await get(consumerUrl, '/prod/990001/', 'localhost:3000')).status).toBe(410);
    // An unknown id without a kept answer is still not found.
    expect((await get(consumerUrl, '/cat/9002/', 'localhost:3000')).status).toBe(404);
  });

  it('sends a listing URL with a sort the API does not offer to the plain listing with 302 (§2.1)', async () => {
    const response = await get(consumerUrl, '/cat/1/?sort=bogus&p=2', 'localhost:3000');
    expect(response.status).toBe(302);
    expect(response.headers.location).toBe('/cat/1/');
  });

  it('answers a search URL opened directly as the search box would, by the seeded rules (§2.7, §4)', async () => {
    const bags = categoryTree.rows.find((row) => row.name === 'Schulranzen & Taschen');
    const redirected = await get(consumerUrl, '/search/?q=Ranzen', 'localhost:3000');
    expect(redirected.status).toBe(302);
    expect(redirected.headers.location).toBe(`/cat/${bags?.id}/`);
    // The form without JavaScript sends spaces as '+'.
    const longTail = await get(consumerUrl, '/search?q=rote+Buntstifte', 'localhost:3000');
    expect(longTail.status).toBe(302);
    expect(longTail.headers.location).toBe('/search/?q=Buntstifte&filter.colour=Rot');

    // 'Tuschkasten' is rewritten to 'Deckfarbkasten', which has one hit among the 60 seeded products:
    // like the box, the URL opens that product.
    const single = await get(consumerUrl, '/search/?q=Tuschkasten', 'localhost:3000');
    expect(single.status).toBe(302);
    expect(single.headers.location).toMatch(/^\/prod\/\d+\/$/);
    // The box's own target for a rewrite (q and oq) is shown, not checked again.
    const rewritten = await get(consumerUrl, '/search/?q=Deckfarbkasten&oq=Tuschkasten', 'localhost:3000');
    expect(rewritten.status).toBe(200);
    expect(rewritten.body).toContain(
      'Wir haben stattdessen nach „Deckfarbkasten“ gesucht (Ihre Eingabe: „Tuschkasten“).',
    );
    // A further page of a result is not checked again.
    expect((await get(consumerUrl, '/search/?q=Ranzen&p=2', 'localhost:3000')).status).toBe(200);
  });

  it('answers 503 "Network error" when the API is unreachable (§8)', async () => {
    const response = await get(offlineUrl, '/prod/1/', 'localhost:3000');
    expect(response.status).toBe(503);
    expect(response.body).toContain('Network error');
  });
});

describe('the consent banner (spec storefront §9 consent settings per store; DESIGN §6 LCP)', () => {
  const title = MESSAGES.de['vue.consent.title'];
  /** The Cookie header a browser sends after the visitor chose in the store of `storeCode`. */
  const chosenIn = (storeCode: 'de' | 'at', choice: ConsentChoice) => ({
    cookie: consentCookie(storeCode, choice).split(';')[0] ?? '',
  });
  const bannerOf = (html: string) => html.match(/<section role="dialog"[^>]*>[\s\S]*?<\/section>/)?.[0] ?? '';

  /** The home hero slider's state (spec storefront §4: it starts after the consent interaction). */
  const heroStateOf = (html: string) => html.match(/data-element-type="hero-slider" data-state="(\w+)"/)?.[1];

  it('is in the HTML of a first visit, so it paints with the page, and not once the visitor chose', async () => {
    const first = await get(consumerUrl, '/', 'localhost:3000');
    expect(bannerOf(first.body)).toContain(title);
    expect(heroStateOf(first.body)).not.toBe('playing');

    for (const choice of ['necessary', 'all'] as const) {
      const chosen = await get(consumerUrl, '/', 'localhost:3000', chosenIn('de', choice));
      expect(chosen.status).toBe(200);
      expect(bannerOf(chosen.body)).toBe('');
      // Accepting and declining both start the hero.
      expect(heroStateOf(chosen.body)).toBe('playing');
    }
  });

  it('asks again in a store whose setting id the choice was not made under', async () => {
    const german = await get(consumerUrl, '/', 'localhost:3000', chosenIn('at', 'all'));
    expect(bannerOf(german.body)).toContain(title);
  });
});

describe('visitor ids and cart (spec shopping §4, §7, §9)', () => {
  it('issues cart and user id cookies once and shows the cart count in the header', async () => {
    const first = await get(consumerUrl, '/api/cart-id', 'localhost:3000');
    expect(first.status).toBe(200);
    const ids = first.json<{ cartId: string; userId: string }>();
    const cookies = first.setCookies();
    expect(cookies).toContain(`cartId=${ids.cartId}; Max-Age=2592000; Path=/; HttpOnly; SameSite=Lax`);
    expect(cookies).toContain(`userId=${ids.userId}; Max-Age=2592000; Path=/; HttpOnly; SameSite=Lax`);

    const cookie = `cartId=${ids.cartId}; userId=${ids.userId}`;
    const again = await get(consumerUrl, '/api/cart-id', 'localhost:3000', { cookie });
    expect(again.json()).toEqual(ids);
    expect(again.setCookies()).toEqual([]);

    const item = await graphql(
      consumerUrl,
      'localhost:3000',
      'query { categoryProducts(coreCategoryId: "1", paging: { offset: 0, limit: 1 }) { products { bestItemId } } }',
    );
    const itemId = item.json<{ data: { categoryProducts: { products: { bestItemId: string }[] } } }>().data
      .categoryProducts.products[0]?.bestItemId;
    const added = await graphql(
      consumerUrl,
      'localhost:3000',
      'mutation($cartId: ID!, $itemId: ID!) { updateCart(cartId: $cartId, ops: [{ positionOp: { addPosition: { itemId: $itemId, quantity: 2 } } }]) { successful cart { articleCount } } }',
      { cartId: ids.cartId, itemId },
      { cookie },
    );
    expect(added.json()).toEqual({ data: { updateCart: { successful: true, cart: { articleCount: 2 } } } });

    const page = (await get(consumerUrl, '/', 'localhost:3000', { cookie })).body;
    expect(page).toContain('href="/checkout/basket/" data-count="2" aria-label="Warenkorb, 2 Artikel"');
    const anonymous = (await get(consumerUrl, '/', 'localhost:3000')).body;
    expect(anonymous).toContain('data-count="0"');
  });
});

describe('/graphql proxy (spec shopping §7, DESIGN §7)', () => {
  it('adds the bearer token and the store of the host', async () => {
    const response = await graphql(consumerUrl, 'ch.localhost:3000', '{ shop { storeCode language } }');
    expect(response.status).toBe(200);
    expect(response.json()).toEqual({ data: { shop: { storeCode: 'ch', language: 'de-CH' } } });
    const b2bShop = await graphql(
      b2bUrl,
      'en.educational.localhost:3001',
      '{ shop { storeCode isB2b language } }',
    );
    expect(b2bShop.json()).toEqual({ data: { shop: { storeCode: 'b2b', isB2b: true, language: 'en-DE' } } });
  });

  it('passes the idempotency key of a write through: the write sent twice is applied once (issue 14 item 9)', async () => {
    const ids = (await get(consumerUrl, '/api/cart-id', 'localhost:3000')).json<{
      cartId: string;
      userId: string;
    }>();
    const cookie = `cartId=${ids.cartId}; userId=${ids.userId}`;
    const item = await graphql(
      consumerUrl,
      'localhost:3000',
      'query { categoryProducts(coreCategoryId: "1", paging: { offset: 0, limit: 1 }) { products { bestItemId } } }',
    );
    const itemId = item.json<{ data: { categoryProducts: { products: { bestItemId: string }[] } } }>().data
      .categoryProducts.products[0]?.bestItemId;
    const key = randomUUID();
    const write = () =>
      requestWithHost(consumerUrl, '/graphql', 'localhost:3000', {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'http://localhost:3000', cookie },
        body: JSON.stringify({
          query:
            'mutation($cartId: ID!, $itemId: ID!) { updateCart(cartId: $cartId, ops: [{ positionOp: { addPosition: { itemId: $itemId, quantity: 1 } } }]) { successful cart { articleCount } } }',
          variables: { cartId: ids.cartId, itemId },
          extensions: { [IDEMPOTENCY_KEY_EXTENSION]: key },
        }),
      });
    const first = await write();
    const retry = await write();
    expect(first.json()).toEqual({ data: { updateCart: { successful: true, cart: { articleCount: 1 } } } });
    expect(retry.json()).toEqual(first.json());
  });

  it('refuses cross-origin posts, other methods and oversized bodies', async () => {
    const crossSite = await graphql(
      consumerUrl,
      'localhost:3000',
      '{ shop { storeCode } }',
      {},
      {
        origin: 'http://evil.example',
      },
    );
    expect(crossSite.status).toBe(403);
    const getRequest = await get(consumerUrl, '/graphql?query={shop{storeCode}}', 'localhost:3000');
    expect(getRequest.status).toBe(405);
    const huge = await graphql(
      consumerUrl,
      'localhost:3000',
      `{ shop { storeCode } } #${'x'.repeat(200_000)}`,
    );
    expect(huge.status).toBe(413);
  });

  it('proxies product images with their cache headers', async () => {
    const response = await graphql(
      consumerUrl,
      'localhost:3000',
      'query { categoryProducts(coreCategoryId: "1", paging: { offset: 0, limit: 1 }) { products { image { src } } } }',
    );
    const src = response.json<{ data: { categoryProducts: { products: { image: { src: string } }[] } } }>()
      .data.categoryProducts.products[0]?.image.src;
    expect(src).toMatch(/^\/images\//);
    const image = await get(consumerUrl, src ?? '', 'localhost:3000');
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.headers['cache-control']).toContain('immutable');
  });

  it('proxies product data sheets with their type and cache headers, and 404 for missing media (spec storefront §3.4)', async () => {
    const seeded = Array.from({ length: SEED_PRODUCTS }, (_, index) =>
      generateProduct(index, leafForIndex(categoryTree, index), 0),
    );
    const withDatasheet = seeded.find((entry) => entry.product.detail?.downloads !== undefined);
    if (!withDatasheet) throw new Error('the seed has no product with a data sheet');
    const response = await graphql(
      consumerUrl,
      'localhost:3000',
      'query($id: ID!) { product(productId: $id) { downloads { downloads { url } } } }',
      { id: withDatasheet.product.id },
    );
    const url = response.json<{ data: { product: { downloads: { downloads: { url: string }[] }[] } } }>().data
      .product.downloads[0]?.downloads[0]?.url;
    expect(url).toMatch(/^\/media\/datasheets\/.+\.pdf$/);
    const pdf = await get(consumerUrl, url ?? '', 'localhost:3000');
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['cache-control']).toBe('public, max-age=86400');
    expect(pdf.headers.etag).toBeDefined();
    expect(pdf.body.startsWith('%PDF-')).toBe(true);
    const missing = await get(consumerUrl, '/media/audio/999999-1.wav', 'localhost:3000');
    expect(missing.status).toBe(404);
  });
});
