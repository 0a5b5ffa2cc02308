// @vitest-environment jsdom
// spec storefront §3.15 "Session-storage items: viewed products"; §4 glance once per session per item.
import type { ProductCardFieldsFragment } from '@ranzen/sdk-core';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  firstGlanceThisSession,
  readViewedProducts,
  rememberViewedProduct,
  VIEWED_PRODUCTS_KEY,
  VIEWED_PRODUCTS_LIMIT,
} from './recentlyViewed';

function card(id: string): ProductCardFieldsFragment {
  const money = { amount: 1, currencyCode: 'EUR', stringValue: '1,00 €' };
  return {
    id,
    bestItemId: `${id}-01`,
    name: `Produkt ${id}`,
    url: `/prod/${id}/`,
    manufacturerName: null,
    rating: null,
    numberOfRatings: 0,
    discountPercent: null,
    moreVariants: false,
    isShortage: false,
    minimumOrderQuantity: 1,
    price: {
      currentPrice: money,
      oldPrice: null,
      startFromFlag: false,
      basePrice: null,
      basePriceUnit: null,
    },
    badges: { sale: false, new: false, popular: false },
    extraBadges: [],
    energyEfficiency: null,
    image: { format: 'PRODUCTLISTING_BIG', src: `/images/${id}.webp`, width: 280, height: 210, alt: '' },
    lightningDealInfo: null,
  };
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

  it('records a glance only the first time per item in a session', () => {
    expect(firstGlanceThisSession(window.sessionStorage, '100031-01')).toBe(true);
    expect(firstGlanceThisSession(window.sessionStorage, '100031-01')).toBe(false);
    expect(firstGlanceThisSession(window.sessionStorage, '100031-02')).toBe(true);
  });
});
