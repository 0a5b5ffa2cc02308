// GET /api/cart-id?renew=1 only from the shop's own pages (issue 14 "Cross-site": "GET /api/cart-id?renew=1
// from another site with the victim's cookies gives the victim a new empty cart"; DESIGN §7 same-origin
// check). The API behind it is faked: what matters is whether shop init is asked and the cookies replaced.
import { createServer, type Server } from 'node:http';
import { DEFAULT_PUBLIC_ORIGINS, STORES } from '@ranzen/sdk-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { handleCartId } from './cartIdEndpoint';
import { listenOnLoopback, requestWithHost } from './testing/hostRequest';

const HOST = 'localhost:3000';
const VICTIM = { cartId: 'victim-cart_signature', userId: 'victim-user_signature' };
const VICTIM_COOKIE = `cartId=${VICTIM.cartId}; userId=${VICTIM.userId}`;
const FRESH = { cartId: 'fresh-cart_signature', userId: 'fresh-user_signature' };

const shopInitFetch = vi.fn<typeof fetch>(
  async () => new Response(JSON.stringify({ data: { shopInit: FRESH } }), { status: 200 }),
);
let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    void handleCartId(req, res, STORES.de, {
      apiUrl: 'http://api.invalid',
      publicOrigins: DEFAULT_PUBLIC_ORIGINS,
      tokens: { getToken: async () => 'token', invalidate: () => {} },
      fetch: shopInitFetch,
    });
  });
  base = await listenOnLoopback(server);
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

function renew(headers: Record<string, string>) {
  return requestWithHost(base, '/api/cart-id?renew=1', HOST, {
    headers: { cookie: VICTIM_COOKIE, ...headers },
  });
}

describe('GET /api/cart-id?renew=1', () => {
  it('answers 403 and keeps the visitor’s cart when another site triggers it', async () => {
    shopInitFetch.mockClear();
    const crossSite: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { origin: 'https://evil.example' },
      { referer: 'https://evil.example/attack.html' },
    ];
    for (const headers of crossSite) {
      const answer = await renew(headers);
      expect(answer.status).toBe(403);
      expect(answer.setCookies()).toEqual([]);
    }
    expect(shopInitFetch).not.toHaveBeenCalled();
  });

  it('renews from the shop’s own pages', async () => {
    const sameOrigin: Record<string, string>[] = [
      { 'sec-fetch-site': 'same-origin' },
      { referer: `http://${HOST}/warenkorb/` },
    ];
    for (const headers of sameOrigin) {
      const answer = await renew(headers);
      expect(answer.status).toBe(200);
      expect(answer.json()).toEqual(FRESH);
      expect(answer.setCookies().join('\n')).toContain(`cartId=${FRESH.cartId}`);
    }
  });

  it('answers the existing ids to any caller without renew', async () => {
    const answer = await requestWithHost(base, '/api/cart-id', HOST, {
      headers: { cookie: VICTIM_COOKIE, 'sec-fetch-site': 'cross-site' },
    });
    expect(answer.status).toBe(200);
    expect(answer.json()).toEqual(VICTIM);
  });
});
