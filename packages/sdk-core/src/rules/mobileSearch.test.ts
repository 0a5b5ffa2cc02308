import { describe, expect, it } from 'vitest';
import {
  isFirstVisit,
  opensMobileSearchOnArrival,
  VISITED_COOKIE,
  VISITED_COOKIE_MAX_AGE_SECONDS,
  visitedCookie,
} from './mobileSearch';

describe('mobile search on arrival (spec storefront §4 "Mobile search and refresh")', () => {
  it('opens on the first visit, on any page but a product page', () => {
    expect(opensMobileSearchOnArrival(true, 'index')).toBe(true);
    expect(opensMobileSearchOnArrival(true, 'category')).toBe(true);
    expect(opensMobileSearchOnArrival(true, 'product')).toBe(false);
    expect(opensMobileSearchOnArrival(false, 'index')).toBe(false);
  });

  it('a browser that sent the visited cookie is no longer on its first visit', () => {
    expect(isFirstVisit({})).toBe(true);
    expect(isFirstVisit({ other: '1' })).toBe(true);
    expect(isFirstVisit({ [VISITED_COOKIE]: '1' })).toBe(false);
  });

  it('records the visit in a cookie for the whole shop, kept as long as browsers allow', () => {
    expect(visitedCookie()).toBe(
      `${VISITED_COOKIE}=1; Max-Age=${VISITED_COOKIE_MAX_AGE_SECONDS}; Path=/; SameSite=Lax`,
    );
    expect(VISITED_COOKIE_MAX_AGE_SECONDS).toBe(400 * 24 * 60 * 60);
  });
});
