import { SESSION_COOKIE, STORES, VISITED_COOKIE } from '@ranzen/sdk-core';
import { describe, expect, it } from 'vitest';
import { mobileSearchOpenOnArrival } from './mobileSearchOnArrival';

const firstVisit = {};
const knownVisitor = { [VISITED_COOKIE]: '1' };

describe('mobile search on arrival, decided by the server (spec storefront §4 "Mobile search and refresh")', () => {
  it('opens on the first visit to any page but a product page', () => {
    const open = (route: 'index' | 'category' | 'product', pathname: string) =>
      mobileSearchOpenOnArrival({ cookies: firstVisit, store: STORES.de, pathname, route });
    expect(open('index', '/')).toBe(true);
    expect(open('category', '/cat/1/')).toBe(true);
    expect(open('product', '/prod/100008/')).toBe(false);
  });

  it('stays closed for a browser that sent the visited cookie', () => {
    expect(
      mobileSearchOpenOnArrival({ cookies: knownVisitor, store: STORES.de, pathname: '/', route: 'index' }),
    ).toBe(false);
  });

  it('leaves the overlay to the B2B login flyout where the guard opens it (§2.4)', () => {
    const b2b = STORES['b2b-de'];
    expect(
      mobileSearchOpenOnArrival({ cookies: firstVisit, store: b2b, pathname: '/', route: 'index' }),
    ).toBe(true);
    expect(
      mobileSearchOpenOnArrival({ cookies: firstVisit, store: b2b, pathname: '/cat/1/', route: 'category' }),
    ).toBe(false);
    expect(
      mobileSearchOpenOnArrival({
        cookies: { [SESSION_COOKIE]: '1' },
        store: b2b,
        pathname: '/cat/1/',
        route: 'category',
      }),
    ).toBe(true);
  });
});
