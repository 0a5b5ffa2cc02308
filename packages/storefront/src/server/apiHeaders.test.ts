// What the storefront server adds to API calls and which browser requests it refuses
// (spec shopping §7 "Requests carry a bearer token, user id header, ...", DESIGN §7 same-origin check).
import { STORES } from '@ranzen/sdk-core';
import { describe, expect, it } from 'vitest';
import { buildApiHeaders, isAbCookieName, isSameOriginRequest } from './apiHeaders';

describe('buildApiHeaders (spec shopping §7)', () => {
  const requestHeaders = {
    host: 'at.localhost:3000',
    cookie: 'userId=4f1c2a9e-0000-4000-8000-000000000001; cartId=c1; BZ_AB_test=B; _ga=GA1.2; secret=x',
    'user-agent': 'Mozilla/5.0 Test',
    referer: 'http://at.localhost:3000/cat/1/',
    'x-forwarded-for': '6.6.6.6',
  };

  it('adds the bearer token, the store, the user id and the forwarded browser headers', () => {
    const headers = buildApiHeaders({
      token: 'tok',
      store: STORES.at,
      requestHeaders,
      clientAddress: '10.0.0.7',
    });
    expect(headers).toMatchObject({
      authorization: 'Bearer tok',
      'x-shop-store': 'at',
      'x-shop-language': 'de-AT',
      'x-user-id': '4f1c2a9e-0000-4000-8000-000000000001',
      'user-agent': 'Mozilla/5.0 Test',
      referer: 'http://at.localhost:3000/cat/1/',
    });
  });

  it('forwards the address it saw, not one the browser claims', () => {
    const headers = buildApiHeaders({
      token: 't',
      store: STORES.de,
      requestHeaders,
      clientAddress: '10.0.0.7',
    });
    expect(headers['x-forwarded-for']).toBe('10.0.0.7');
  });

  it('forwards only the A/B cookies (BZ_AB_*, _ga*)', () => {
    const headers = buildApiHeaders({
      token: 't',
      store: STORES.de,
      requestHeaders,
      clientAddress: undefined,
    });
    expect(headers.cookie).toBe('BZ_AB_test=B; _ga=GA1.2');
    expect(isAbCookieName('cartId')).toBe(false);
  });

  it('sends the customer token of the HttpOnly cookie in X-JWT, and none without it (shopping §7 "JWT header")', () => {
    const token = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2ln';
    const withToken = buildApiHeaders({
      token: 't',
      store: STORES.de,
      requestHeaders: { ...requestHeaders, cookie: `customerToken=${token}; X-JWT-exist=1` },
      clientAddress: undefined,
    });
    expect(withToken['x-jwt']).toBe(token);
    // The token cookie is not an A/B cookie: it never travels in the Cookie header.
    expect(withToken.cookie).toBeUndefined();
    expect(
      buildApiHeaders({ token: 't', store: STORES.de, requestHeaders, clientAddress: undefined }),
    ).not.toHaveProperty('x-jwt');
  });

  it('sends no user id for a visitor without the cookie', () => {
    const headers = buildApiHeaders({
      token: 't',
      store: STORES['b2b-en'],
      requestHeaders: { host: 'en.educational.localhost' },
      clientAddress: undefined,
    });
    expect(headers['x-user-id']).toBeUndefined();
    expect(headers['x-shop-store']).toBe('b2b-en');
  });
});

describe('isSameOriginRequest (DESIGN §7)', () => {
  it('accepts same-origin fetches and refuses cross-site ones by Sec-Fetch-Site', () => {
    expect(isSameOriginRequest({ host: 'at.localhost:3000', 'sec-fetch-site': 'same-origin' })).toBe(true);
    expect(isSameOriginRequest({ host: 'at.localhost:3000', 'sec-fetch-site': 'cross-site' })).toBe(false);
    // Another storefront of the same site is still another origin.
    expect(isSameOriginRequest({ host: 'at.localhost:3000', 'sec-fetch-site': 'same-site' })).toBe(false);
  });

  it('compares Origin with Host when Sec-Fetch-Site is absent', () => {
    expect(isSameOriginRequest({ host: 'at.localhost:3000', origin: 'http://at.localhost:3000' })).toBe(true);
    expect(isSameOriginRequest({ host: 'at.localhost:3000', origin: 'http://evil.example' })).toBe(false);
    expect(isSameOriginRequest({ host: 'at.localhost:3000', origin: 'null' })).toBe(false);
  });

  it('compares the Referer with Host when neither Sec-Fetch-Site nor Origin is sent (GET requests)', () => {
    expect(
      isSameOriginRequest({ host: 'at.localhost:3000', referer: 'http://at.localhost:3000/warenkorb/' }),
    ).toBe(true);
    expect(isSameOriginRequest({ host: 'at.localhost:3000', referer: 'https://evil.example/page' })).toBe(
      false,
    );
  });

  it('lets non-browser clients through (they cannot carry a visitor’s cookies)', () => {
    expect(isSameOriginRequest({ host: 'at.localhost:3000' })).toBe(true);
  });
});
