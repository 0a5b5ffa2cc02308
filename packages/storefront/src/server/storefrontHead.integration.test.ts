// The document head and the error page as a crawler receives them: the raw HTTP response of the
// storefront server against the real shop API (DESIGN §2: robots, canonical, Open Graph and hreflang
// in the first HTML bytes; spec storefront §2.9, §8, §9).
import { createServer, type Server } from 'node:http';
import type { RunningApi } from '@ranzen/api/testing';
import { MESSAGES, STORES } from '@ranzen/sdk-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createStorefrontServer } from './createStorefrontServer';
import { SHARE_IMAGE_PATH } from './shareImage';
import { closeServers, type HostAnswer, listenOnLoopback, requestWithHost } from './testing/hostRequest';
import { API_CREDENTIALS as CREDENTIALS, type SeededApi, startSeededApi } from './testing/seededApi';

const CONSUMER = [STORES.de, STORES.at, STORES.ch, STORES['en-DE']];
const B2B = [STORES['b2b-de'], STORES['b2b-en']];

let seeded: SeededApi;
let api: RunningApi;
const servers: Server[] = [];
let consumerUrl: string;
let productionUrl: string;
let austrianDomainUrl: string;
let b2bUrl: string;
let offlineUrl: string;
let offlineProductionUrl: string;

async function listen(server: Server): Promise<string> {
  servers.push(server);
  return listenOnLoopback(server);
}

/** A GET with a chosen Host header, redirects not followed. */
function get(base: string, path: string, host: string): Promise<HostAnswer> {
  return requestWithHost(base, path, host);
}

/** The <head> only: the tags must be in the first bytes, not somewhere in the body. */
function headOf(html: string): string {
  const end = html.indexOf('</head>');
  expect(end).toBeGreaterThan(0);
  return html.slice(0, end);
}

function attribute(head: string, pattern: RegExp): string | undefined {
  return head.match(pattern)?.[1];
}

beforeAll(async () => {
  seeded = await startSeededApi(60);
  api = seeded.api;
  const gone = createServer();
  const goneUrl = await listenOnLoopback(gone);
  await new Promise<void>((resolve) => gone.close(() => resolve()));

  // Development: vitest runs with NODE_ENV=test, so the default shows the debug box.
  consumerUrl = await listen(createStorefrontServer({ stores: CONSUMER, apiUrl: api.url, ...CREDENTIALS }));
  offlineUrl = await listen(createStorefrontServer({ stores: CONSUMER, apiUrl: goneUrl, ...CREDENTIALS }));
  b2bUrl = await listen(
    createStorefrontServer({ stores: B2B, fallbackStoreId: 'b2b-de', apiUrl: api.url, ...CREDENTIALS }),
  );
  // RANZEN_PUBLIC_ORIGINS='{"at":"https://www.ranzen.at"}': the Austrian shop on its own domain.
  austrianDomainUrl = await listen(
    createStorefrontServer({
      stores: CONSUMER,
      apiUrl: api.url,
      ...CREDENTIALS,
      publicOrigins: { at: 'https://www.ranzen.at' },
    }),
  );
  // Production: the same default, decided by NODE_ENV when the server is created.
  vi.stubEnv('NODE_ENV', 'production');
  try {
    productionUrl = await listen(
      createStorefrontServer({
        stores: CONSUMER,
        apiUrl: api.url,
        ...CREDENTIALS,
        publicOrigins: { de: 'https://www.ranzen.example/' },
      }),
    );
    offlineProductionUrl = await listen(
      createStorefrontServer({ stores: CONSUMER, apiUrl: goneUrl, ...CREDENTIALS }),
    );
  } finally {
    vi.unstubAllEnvs();
  }
});

afterAll(async () => {
  await closeServers(servers);
  await seeded?.stop();
});

describe('document head (DESIGN §2, spec storefront §9)', () => {
  it('writes the SEO tags in the head before any script', async () => {
    const response = await get(consumerUrl, '/cat/1/', 'localhost:3000');
    expect(response.status).toBe(200);
    const head = headOf(response.body);
    const firstScript = head.indexOf('<script');
    for (const tag of ['<title>', 'name="robots"', 'rel="canonical"', 'hreflang=', 'og:title']) {
      const at = head.indexOf(tag);
      expect(at, tag).toBeGreaterThan(0);
      if (firstScript !== -1) expect(at, tag).toBeLessThan(firstScript);
    }
  });

  it('gives the category page "current / parent | brand" or the CMS meta title (§5)', async () => {
    const head = headOf((await get(consumerUrl, '/cat/1/', 'localhost:3000')).body);
    const title = attribute(head, /<title>([^<]*)<\/title>/);
    expect(title).toMatch(/ \| Ranzen$/);
  });

  it('keeps only q and p in the canonical URL (§9)', async () => {
    const head = headOf(
      (await get(consumerUrl, '/cat/1/?sort=price-asc&p=2&q=heft&utm_source=x', 'localhost:3000')).body,
    );
    expect(head).toContain('<link rel="canonical" href="http://localhost:3000/cat/1/?q=heft&amp;p=2">');
  });

  it('writes the hreflang set for de, at and ch, and none for B2B (§9)', async () => {
    for (const host of ['localhost:3000', 'at.localhost:3000', 'ch.localhost:3000']) {
      const head = headOf((await get(consumerUrl, '/cat/1/?p=2', host)).body);
      const hreflangs = [...head.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)];
      expect(
        hreflangs.map(([, lang, href]) => `${lang} ${href}`),
        host,
      ).toEqual([
        'de-CH http://ch.localhost:3000/cat/1/?p=2',
        'de-LI http://ch.localhost:3000/cat/1/?p=2',
        'de-DE http://localhost:3000/cat/1/?p=2',
        'x-default http://localhost:3000/cat/1/?p=2',
        'de-AT http://at.localhost:3000/cat/1/?p=2',
        'de-IT http://at.localhost:3000/cat/1/?p=2',
      ]);
    }
    for (const host of ['educational.localhost:3001', 'en.educational.localhost:3001']) {
      const response = await get(b2bUrl, '/', host);
      expect(response.status).toBe(200);
      const head = headOf(response.body);
      expect(head, host).not.toContain('hreflang');
      expect(head).toContain(`<link rel="canonical" href="http://${host}/">`);
    }
  });

  it('writes Open Graph on home, category and product pages, with the product image there', async () => {
    const home = headOf((await get(consumerUrl, '/', 'at.localhost:3000')).body);
    expect(home).toContain('<meta property="og:url" content="http://at.localhost:3000/">');
    expect(home).toContain('<meta property="og:locale" content="de_AT">');
    expect(home).toContain(
      `<meta property="og:image" content="http://at.localhost:3000${SHARE_IMAGE_PATH}">`,
    );
    expect(home).toContain('<meta property="og:title"');

    const category = headOf((await get(consumerUrl, '/cat/1/', 'localhost:3000')).body);
    expect(category).toContain('<meta property="og:type" content="website">');
    expect(category).toContain(
      `<meta property="og:image" content="http://localhost:3000${SHARE_IMAGE_PATH}">`,
    );

    const link = (await get(consumerUrl, '/cat/1/', 'localhost:3000')).body.match(
      /href="(\/prod\/[^"/]+\/)"/,
    );
    const productPath = link?.[1];
    expect(productPath).toBeDefined();
    const response = await get(consumerUrl, `${productPath}?varid=1&p=3`, 'localhost:3000');
    expect(response.status).toBe(200);
    const product = headOf(response.body);
    expect(product).toContain(`<link rel="canonical" href="http://localhost:3000${productPath}">`);
    expect(product).toContain(`<meta property="og:url" content="http://localhost:3000${productPath}">`);
    expect(product).toContain('<meta property="og:type" content="product">');
    const image = attribute(product, /<meta property="og:image" content="([^"]+)">/);
    expect(image).toMatch(/^http:\/\/localhost:3000\/images\/.+\/open_graph\.webp$/);
    // The image is really served on the store origin (proxied to the API).
    const served = await get(consumerUrl, new URL(image ?? '').pathname, 'localhost:3000');
    expect(served.status).toBe(200);
  });

  it('titles a product with the store brand once: "name | Ranzen Education" in B2B (issue 21)', async () => {
    const productPath = (await get(consumerUrl, '/cat/1/', 'localhost:3000')).body.match(
      /href="(\/prod\/[^"/]+\/)"/,
    )?.[1];
    // The session presence cookie: B2B shows its pages (not the login in place) to a logged-in buyer.
    const titleOn = async (base: string, host: string) =>
      attribute(
        headOf(
          (await requestWithHost(base, productPath ?? '', host, { headers: { cookie: 'X-JWT-exist=1' } }))
            .body,
        ),
        /<title>([^<]*)<\/title>/,
      );
    const consumerTitle = await titleOn(consumerUrl, 'localhost:3000');
    expect(consumerTitle).toMatch(/^[^|]+ \| Ranzen$/);
    const name = consumerTitle?.replace(/ \| Ranzen$/, '');
    expect(await titleOn(b2bUrl, 'educational.localhost:3001')).toBe(`${name} | Ranzen Education`);
  });

  it('serves the default share image as a 1200x630 jpeg (§9)', async () => {
    const response = await get(consumerUrl, SHARE_IMAGE_PATH, 'localhost:3000');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    // JPEG SOF0 marker: height then width, big-endian.
    const sof = response.bytes.indexOf(Buffer.from([0xff, 0xc0]));
    expect(sof).toBeGreaterThan(0);
    expect(response.bytes.readUInt16BE(sof + 5)).toBe(630);
    expect(response.bytes.readUInt16BE(sof + 7)).toBe(1200);
  });

  it('leaves out Open Graph on a 404 and on the basket, which are noindex (§9)', async () => {
    const missing = await get(consumerUrl, '/gibt-es-nicht/', 'localhost:3000');
    expect(missing.status).toBe(404);
    const missingHead = headOf(missing.body);
    expect(missingHead).not.toContain('og:');
    expect(missingHead).not.toContain('rel="canonical"');
    expect(missingHead).toContain('<meta name="robots" content="noindex,follow">');

    const basket = await get(consumerUrl, '/checkout/basket/', 'localhost:3000');
    expect(basket.status).toBe(200);
    const basketHead = headOf(basket.body);
    expect(basketHead).not.toContain('og:');
    expect(basketHead).toContain('<meta name="robots" content="noindex,follow">');
    expect(basketHead).toContain('<link rel="canonical" href="http://localhost:3000/checkout/basket/">');
  });

  it('uses the configured public origin', async () => {
    const head = headOf((await get(productionUrl, '/cat/1/', 'localhost:3000')).body);
    expect(head).toContain('<link rel="canonical" href="https://www.ranzen.example/cat/1/">');
    expect(head).toContain('hreflang="de-DE" href="https://www.ranzen.example/cat/1/"');
    expect(head).toContain('hreflang="de-AT" href="http://at.localhost:3000/cat/1/"');
  });

  it('serves a configured domain from its store: www.ranzen.at is the Austrian shop', async () => {
    const basket = await get(austrianDomainUrl, '/checkout/basket/', 'www.ranzen.at');
    expect(basket.status).toBe(200);
    const head = headOf(basket.body);
    expect(head).toContain('<html lang="de-AT"');
    expect(head).toContain('<link rel="canonical" href="https://www.ranzen.at/checkout/basket/">');
    // The basket rows' delivery status uses the Austrian in-stock message (spec storefront §5).
    expect(basket.body).toContain('"inStockKey":"vue.deliveryStatus.inStock.at"');
  });
});

describe('error page (spec storefront §2.4, §2.9, §8)', () => {
  it('titles 404 and 410 "not found" with noindex,follow and a way home', async () => {
    for (const [path, status] of [
      ['/gibt-es-nicht/', 404],
      ['/aktion/weihnachten-2023/', 410],
      ['/Inspiration/', 404],
      ['/inspiration$/', 404],
      ['/CAT/1/', 404],
      ['/Prod/1/', 404],
    ] as const) {
      const response = await get(consumerUrl, path, 'localhost:3000');
      expect(response.status, path).toBe(status);
      const head = headOf(response.body);
      expect(head, path).toContain('<title>Seite nicht gefunden | Ranzen</title>');
      expect(head, path).toContain('<meta name="robots" content="noindex,follow">');
      expect(response.body, path).toMatch(/<a [^>]*href="\/"[^>]*>[^<]+<\/a>/);
    }
    // The seeded CMS page itself is found in lower case.
    expect((await get(consumerUrl, '/inspiration/', 'localhost:3000')).status).toBe(200);
  });

  it('answers an unreachable API with 503 "Network error", titled Error (§8)', async () => {
    for (const base of [offlineUrl, offlineProductionUrl]) {
      const response = await get(base, '/prod/1/', 'localhost:3000');
      expect(response.status).toBe(503);
      expect(response.body).toContain('Network error');
      expect(headOf(response.body)).toContain('<title>Fehler | Ranzen</title>');
      expect(headOf(response.body)).toContain('<meta name="robots" content="noindex,follow">');
    }
  });

  it('shows the debug box in development only', async () => {
    const development = await get(consumerUrl, '/gibt-es-nicht/', 'localhost:3000');
    expect(development.body).toMatch(/<pre[^>]*data-testid="error-debug"[^>]*>404\nNot found<\/pre>/);
    const offline = await get(offlineUrl, '/prod/1/', 'localhost:3000');
    expect(offline.body).toMatch(/<pre[^>]*data-testid="error-debug"[^>]*>503\nNetwork error<\/pre>/);

    for (const response of [
      await get(productionUrl, '/gibt-es-nicht/', 'localhost:3000'),
      await get(offlineProductionUrl, '/prod/1/', 'localhost:3000'),
    ]) {
      expect(response.status).toBeGreaterThanOrEqual(404);
      expect(response.body).not.toContain('error-debug');
      // Nor in the state script the browser hydrates from.
      expect(response.body).not.toMatch(/"detail":"[^"]/);
    }
  });
});

describe('hydration state (DESIGN §6 first-load budget)', () => {
  /** The inline JSON the browser hydrates from. */
  function stateOf(html: string): { readonly storeId: string; readonly messages: unknown } {
    const json = html.match(
      /<script id="__RANZEN_STATE__" type="application\/json"[^>]*>(.*?)<\/script>/s,
    )?.[1];
    expect(json).toBeDefined();
    return JSON.parse(json ?? '{}') as { readonly storeId: string; readonly messages: unknown };
  }

  it("carries the host's message catalogue, the only one the browser gets", async () => {
    const german = stateOf((await get(consumerUrl, '/', 'localhost:3000')).body);
    expect(german.storeId).toBe('de');
    expect(german.messages).toEqual(MESSAGES.de);
    const english = stateOf((await get(consumerUrl, '/', 'en.localhost:3000')).body);
    expect(english.storeId).toBe('en-DE');
    expect(english.messages).toEqual(MESSAGES.en);
    const b2bEnglish = stateOf((await get(b2bUrl, '/', 'en.educational.localhost:3000')).body);
    expect(b2bEnglish.messages).toEqual(MESSAGES.en);
  });

  it("carries the app error of a failed mount in the store's language, so the bundle needs no catalogue (storefront §8)", async () => {
    for (const [host, catalogue] of [
      ['localhost:3000', MESSAGES.de],
      ['en.localhost:3000', MESSAGES.en],
    ] as const) {
      const { body } = await get(consumerUrl, '/', host);
      const alert = body.match(/<template id="__RANZEN_APP_ERROR__">(.*?)<\/template>/s)?.[1];
      expect(alert).toBe(
        `<div role="alert" data-app-error><p>${catalogue['statuscode.error.headline']}</p><a href="">${catalogue['statuscode.error.text']}</a></div>`,
      );
    }
  });
});
