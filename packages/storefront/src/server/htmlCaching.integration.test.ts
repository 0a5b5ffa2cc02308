// HTTP caching of the pages as a browser or a CDN sees it, in front of the real shop API (issue 22 item 3):
// a page for an unknown visitor is public with an ETag and answered 304 when unchanged; a catalogue change
// gives a new ETag at once; a visitor with a cart or user id keeps the page privately, a logged-in
// customer not at all; the ETag holds in every encoding.
import type { Server } from 'node:http';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, setStock } from '@ranzen/api/testing';
import { STORES } from '@ranzen/sdk-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorefrontServer } from './createStorefrontServer';
import { CART_ID_COOKIE, USER_ID_COOKIE } from './idCookies';
import { logIn, type Storefront } from './testing/accountStack';
import { CookieJar } from './testing/cookieJar';
import { closeServers, type HostAnswer, listenOnLoopback, requestWithHost } from './testing/hostRequest';
import { API_CREDENTIALS, type SeededApi, startSeededApi } from './testing/seededApi';

const [CONSUMER_DEMO] = DEMO_ACCOUNTS;

let seeded: SeededApi;
let server: Server;
let storefront: Storefront;
let productPath: string;

beforeAll(async () => {
  seeded = await startSeededApi(20);
  server = createStorefrontServer({ stores: [STORES.de], apiUrl: seeded.api.url, ...API_CREDENTIALS });
  storefront = { base: await listenOnLoopback(server), host: 'localhost:3000' };
  const category = await get('/cat/1/');
  const product = /href="(\/prod\/[^/"]+\/)"/.exec(category.body)?.[1];
  if (!product) throw new Error('the category page links no product');
  productPath = product;
}, 120_000);

afterAll(async () => {
  await closeServers([server]);
  await seeded?.stop();
});

function get(path: string, headers: Record<string, string> = {}): Promise<HostAnswer> {
  return requestWithHost(storefront.base, path, storefront.host, { headers });
}

describe('pages for a visitor the shop does not know (issue 22 item 3)', () => {
  it('are public, revalidated by ETag, and vary on encoding and cookies only', async () => {
    const first = await get('/');
    const second = await get('/');
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    expect(first.headers.vary).toBe('accept-encoding, cookie');
    expect(first.headers.etag).toMatch(/^W\/"/);
    // The same page, with a fresh CSP nonce each time: the validator ignores the nonce.
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers['content-security-policy']).not.toBe(first.headers['content-security-policy']);
  });

  it('answer 304 without a body or a new CSP while the page is unchanged', async () => {
    const page = await get(productPath);
    const etag = page.headers.etag ?? '';
    const again = await get(productPath, { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.bytes).toHaveLength(0);
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['cache-control']).toBe('public, no-cache');
    expect(again.headers['content-security-policy']).toBeUndefined();
    expect((await get(productPath, { 'if-none-match': 'W/"other"' })).status).toBe(200);
  });

  it('get a new ETag as soon as the catalogue changes', async () => {
    const page = await get(productPath);
    const itemId = /"itemId":"([^"]+)"/.exec(page.body)?.[1];
    if (!itemId) throw new Error('the product page holds no item');
    await setStock(seeded.api.db, itemId, 0);
    const after = await get(productPath, { 'if-none-match': page.headers.etag ?? '' });
    expect(after.status).toBe(200);
    expect(after.headers.etag).not.toBe(page.headers.etag);
  });

  it('keep their ETag compressed, in Brotli where accepted, else gzip', async () => {
    const plain = await get('/');
    const brotli = await get('/', { 'accept-encoding': 'gzip, br' });
    const gzip = await get('/', { 'accept-encoding': 'gzip' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(brotli.headers.etag).toBe(plain.headers.etag);
    expect(gzip.headers.etag).toBe(plain.headers.etag);
    expect(brotli.bytes.length).toBeLessThan(plain.bytes.length / 3);
  });
});

describe('pages of a known visitor (issue 22 item 3)', () => {
  it('are kept by the browser alone for a visitor with a cart or user id, never answered 304', async () => {
    const etag = (await get('/')).headers.etag ?? '';
    for (const cookie of [`${CART_ID_COOKIE}=c1`, `${USER_ID_COOKIE}=u1`]) {
      const page = await get('/', { cookie, 'if-none-match': etag });
      expect(page.status).toBe(200);
      expect(page.headers['cache-control']).toBe('private, no-cache');
      expect(page.headers.etag).toBeUndefined();
    }
  });

  it('are not kept at all for a logged-in customer', async () => {
    const jar = new CookieJar();
    const login = await logIn(storefront, { email: CONSUMER_DEMO.email, password: DEMO_PASSWORD }, jar);
    expect(login.status).toBe(200);
    const page = await get('/', { cookie: jar.header() });
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.headers.etag).toBeUndefined();
  });
});
