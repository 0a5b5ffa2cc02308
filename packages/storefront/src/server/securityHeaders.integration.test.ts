// Security headers and identity cookie flags as a browser receives them from the storefront in front of
// the real shop API (issue 14 item 8; DESIGN §7; spec shopping §7): every page type carries the enforced
// Content-Security-Policy whose nonce is on the page's scripts, the framing refusal, nosniff and the
// referrer policy; HSTS only over HTTPS; JSON and plain answers carry nosniff; the id cookies are HttpOnly
// and SameSite=Lax, `__Host-` and Secure over HTTPS.
import type { Server } from 'node:http';
import type { RunningApi } from '@ranzen/api/testing';
import { STORES } from '@ranzen/sdk-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorefrontServer } from './createStorefrontServer';
import { STATE_ELEMENT_ID } from './hydrationState';
import { closeServers, type HostAnswer, listenOnLoopback, requestWithHost } from './testing/hostRequest';
import { API_CREDENTIALS as CREDENTIALS, type SeededApi, startSeededApi } from './testing/seededApi';

const CONSUMER_HOST = 'localhost:3000';

let seeded: SeededApi;
let api: RunningApi;
let consumer: Server;
let b2b: Server;
/** The consumer app configured with an https:// public origin, as behind a TLS-terminating proxy. */
let behindTls: Server;
let consumerUrl: string;
let b2bUrl: string;
let behindTlsUrl: string;
let productPath: string;

beforeAll(async () => {
  seeded = await startSeededApi(20);
  api = seeded.api;
  consumer = createStorefrontServer({ stores: [STORES.de], apiUrl: api.url, ...CREDENTIALS });
  b2b = createStorefrontServer({
    stores: [STORES['b2b-de']],
    fallbackStoreId: 'b2b-de',
    apiUrl: api.url,
    ...CREDENTIALS,
  });
  behindTls = createStorefrontServer({
    stores: [STORES.de],
    apiUrl: api.url,
    ...CREDENTIALS,
    publicOrigins: { de: 'https://www.ranzen.de' },
  });
  [consumerUrl, b2bUrl, behindTlsUrl] = await Promise.all([
    listenOnLoopback(consumer),
    listenOnLoopback(b2b),
    listenOnLoopback(behindTls),
  ]);
  const category = await requestWithHost(consumerUrl, '/cat/1/', CONSUMER_HOST);
  const product = /href="(\/prod\/[^/"]+\/)"/.exec(category.body)?.[1];
  if (!product) throw new Error('the category page links no product');
  productPath = product;
});

afterAll(async () => {
  await closeServers([consumer, b2b, behindTls]);
  await seeded?.stop();
});

function header(answer: HostAnswer, name: string): string {
  const value = answer.headers[name];
  return Array.isArray(value) ? value.join(', ') : (value ?? '');
}

/** The CSP's directives by name. */
function cspDirectives(answer: HostAnswer): Map<string, string> {
  return new Map(
    header(answer, 'content-security-policy')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name ?? '', values.join(' ')]),
  );
}

describe('security headers on every page type (issue 14 item 8)', () => {
  const pages: ReadonlyArray<readonly [string, () => string, () => string, string, number]> = [
    ['home', () => consumerUrl, () => '/', CONSUMER_HOST, 200],
    ['category', () => consumerUrl, () => '/cat/1/', CONSUMER_HOST, 200],
    ['search', () => consumerUrl, () => '/search/?q=schule&sort=relevance', CONSUMER_HOST, 200],
    ['product', () => consumerUrl, () => productPath, CONSUMER_HOST, 200],
    ['cart', () => consumerUrl, () => '/checkout/basket/', CONSUMER_HOST, 200],
    ['CMS content', () => consumerUrl, () => '/inspiration/', CONSUMER_HOST, 200],
    ['not found', () => consumerUrl, () => '/gibt-es-nicht/', CONSUMER_HOST, 404],
    ['B2B home', () => b2bUrl, () => '/', 'educational.localhost:3001', 200],
  ];

  it.each(pages)(
    'the %s page enforces a nonce CSP and refuses framing',
    async (_page, base, path, host, status) => {
      const answer = await requestWithHost(base(), path(), host);
      expect(answer.status).toBe(status);
      expect(answer.headers['content-security-policy-report-only']).toBeUndefined();
      const csp = cspDirectives(answer);
      const nonce = /'nonce-([^']+)'/.exec(csp.get('script-src') ?? '')?.[1];
      expect(nonce).toBeTruthy();
      expect(csp.get('script-src')).not.toContain('unsafe-inline');
      expect(csp.get('frame-ancestors')).toBe("'none'");
      expect(csp.get('object-src')).toBe("'none'");
      // Every script element the page carries has this response's nonce.
      const scripts = [...answer.body.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);
      expect(scripts.some((tag) => tag.includes(`id="${STATE_ELEMENT_ID}"`))).toBe(true);
      for (const tag of scripts.filter((tag) => !tag.includes('application/ld+json')))
        expect(tag).toContain(`nonce="${nonce}"`);
      expect(header(answer, 'x-frame-options')).toBe('DENY');
      expect(header(answer, 'x-content-type-options')).toBe('nosniff');
      expect(header(answer, 'referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(answer.headers['strict-transport-security']).toBeUndefined();
    },
  );

  it('gives every page load a nonce of its own', async () => {
    const [first, second] = await Promise.all([
      requestWithHost(consumerUrl, '/', CONSUMER_HOST),
      requestWithHost(consumerUrl, '/', CONSUMER_HOST),
    ]);
    expect(cspDirectives(first).get('script-src')).not.toBe(cspDirectives(second).get('script-src'));
  });

  it('sends HSTS only when the visitor came over HTTPS', async () => {
    const forwarded = await requestWithHost(consumerUrl, '/', CONSUMER_HOST, {
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(header(forwarded, 'strict-transport-security')).toMatch(/^max-age=\d{8,}; includeSubDomains$/);
    const configured = await requestWithHost(behindTlsUrl, '/', CONSUMER_HOST);
    expect(header(configured, 'strict-transport-security')).toMatch(/^max-age=/);
  });

  it.each([
    ['GraphQL JSON', '/graphql', 'GET'],
    ['the visitor ids', '/api/cart-id', 'GET'],
    ['a missing asset', '/assets/none.js', 'GET'],
    ['a malformed URL', '/search/?q=%00', 'GET'],
    ['health', '/health', 'GET'],
  ])('marks %s nosniff', async (_what, path, method) => {
    const answer = await requestWithHost(consumerUrl, path, CONSUMER_HOST, { method, rawTarget: true });
    expect(header(answer, 'x-content-type-options')).toBe('nosniff');
  });
});

describe('identity cookie flags (issue 14 item 8, spec shopping §7)', () => {
  function idCookies(answer: HostAnswer): string[] {
    return answer.setCookies().filter((cookie) => /^(__Host-)?(cartId|userId)=[^;]/.test(cookie));
  }

  it('sets HttpOnly, SameSite=Lax cookies without Secure over plain HTTP', async () => {
    const cookies = idCookies(await requestWithHost(consumerUrl, '/api/cart-id', CONSUMER_HOST));
    expect(cookies).toHaveLength(2);
    for (const cookie of cookies) {
      expect(cookie).toMatch(/^(cartId|userId)=/);
      expect(cookie).toContain('; HttpOnly');
      expect(cookie).toContain('; SameSite=Lax');
      expect(cookie).not.toContain('Secure');
    }
  });

  it.each([
    ['a proxy forwarding https', () => consumerUrl, { 'x-forwarded-proto': 'https' }],
    ['an https:// public origin', () => behindTlsUrl, {}],
  ])('sets __Host- Secure cookies behind %s', async (_how, base, headers) => {
    const answer = await requestWithHost(base(), '/api/cart-id', CONSUMER_HOST, { headers });
    const cookies = idCookies(answer);
    expect(cookies).toHaveLength(2);
    for (const cookie of cookies) {
      expect(cookie).toMatch(/^__Host-(cartId|userId)=/);
      expect(cookie).toContain('; Path=/');
      expect(cookie).not.toContain('Domain');
      expect(cookie).toContain('; HttpOnly');
      expect(cookie).toContain('; Secure');
      expect(cookie).toContain('; SameSite=Lax');
    }
    // The ids come back from the __Host- cookies: the browser keeps its cart.
    const cookieHeader = cookies.map((cookie) => cookie.split(';')[0]).join('; ');
    const again = await requestWithHost(base(), '/api/cart-id', CONSUMER_HOST, {
      headers: { ...headers, cookie: cookieHeader },
    });
    expect(again.json()).toEqual(answer.json());
    expect(idCookies(again)).toEqual([]);
  });
});
