// @vitest-environment jsdom
// spec storefront §3.15 "Session-storage items: viewed products"; §4 glance once per session per item.
import { productCard } from '@ranzen/sdk-react/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  firstGlanceThisSession,
  readViewedProducts,
  rememberViewedProduct,
  VIEWED_PRODUCTS_KEY,
  VIEWED_PRODUCTS_LIMIT,
} from './recentlyViewed';

function card(id: string) {
  return productCard(id, `Produkt ${id}`, null, '#555e68', 1);
}

describe('recently viewed products', () => {
  beforeEach(() => {
    window.sessionStorage.clear();
  });

  it('keeps the latest first, once each, at most 12', () => {
    for (let index = 1; index <= VIEWED_PRODUCTS_LIMIT + 2; index++)
      rememberViewedProduct(window.sessionStorage, card(String(index)));
    rememberViewedProduct(window.sessionStorage, card('5'));
    const ids = readViewedProducts(window.sessionStorage).map((entry) => entry.id);
    expect(ids).toHaveLength(VIEWED_PRODUCTS_LIMIT);
    expect(ids.slice(0, 3)).toEqual(['5', '14', '13']);
    expect(ids.filter((id) => id === '5')).toHaveLength(1);
  });

  it('reads nothing from broken storage', () => {
    window.sessionStorage.setItem(VIEWED_PRODUCTS_KEY, '{not json');
    expect(readViewedProducts(window.sessionStorage)).toEqual([]);
    window.sessionStorage.setItem(VIEWED_PRODUCTS_KEY, JSON.stringify([{ id: 1 }, card('7')]));
    expect(readViewedProducts(window.sessionStorage).map((entry) => entry.id)).toEqual(['7']);
  });

  it('drops entries stored before cards carried the list image', () => {
    const { listImage: _dropped, ...stale } = card('8');
    window.sessionStorage.setItem(VIEWED_PRODUCTS_KEY, JSON.stringify([stale, card('9')]));
    expect(readViewedProducts(window.sessionStorage).map((entry) => entry.id)).toEqual(['9']);
  });

  it('records a glance only the first time per item in a session', () => {
    expect(firstGlanceThisSession(window.sessionStorage, '100031-01')).toBe(true);
    expect(firstGlanceThisSession(window.sessionStorage, '100031-01')).toBe(false);
    expect(firstGlanceThisSession(window.sessionStorage, '100031-02')).toBe(true);
  });

  it('keeps nothing and throws nothing where the browser refuses session storage (sessionStorageOf gives null)', () => {
    expect(() => rememberViewedProduct(null, card('3'))).not.toThrow();
    expect(readViewedProducts(null)).toEqual([]);
    // Every view counts as a first glance then: the API's own once-per-session rule still holds.
    expect(firstGlanceThisSession(null, '100031-01')).toBe(true);
    expect(firstGlanceThisSession(null, '100031-01')).toBe(true);
  });
});
