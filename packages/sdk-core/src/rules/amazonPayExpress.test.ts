// Amazon Pay express availability (spec shopping §4 "Amazon Pay express": not B2B, the parameter equals
// amazonpay.activated, blocked for nine category/item codes; §6 no wallet in B2B).
import { describe, expect, it } from 'vitest';
import {
  AMAZON_PAY_ACTIVATED_VALUE,
  AMAZON_PAY_ACTIVATION,
  AMAZON_PAY_BLOCKED_CODES,
  amazonPayBlockedItemIds,
  amazonPayExpressRefusal,
  isAmazonPayActivated,
} from './amazonPayExpress';

const consumer = { family: 'consumer' } as const;
const b2b = { family: 'b2b' } as const;

describe('activation (spec §4 "enabled when the configured parameter equals amazonpay.activated")', () => {
  it('is on only with the exact activation value', () => {
    expect(isAmazonPayActivated([{ ...AMAZON_PAY_ACTIVATION, value: AMAZON_PAY_ACTIVATED_VALUE }])).toBe(
      true,
    );
    for (const value of ['true', 'AMAZONPAY.ACTIVATED', 'amazonpay.deactivated', '', null]) {
      expect(isAmazonPayActivated([{ ...AMAZON_PAY_ACTIVATION, value }])).toBe(false);
    }
    expect(isAmazonPayActivated([])).toBe(false);
    expect(
      isAmazonPayActivated([
        { name: AMAZON_PAY_ACTIVATION.name, entry: 'other', value: AMAZON_PAY_ACTIVATED_VALUE },
      ]),
    ).toBe(false);
  });
});

describe('blocked codes (spec §4 "blocked for nine category/item codes")', () => {
  it('holds nine distinct codes', () => {
    expect(new Set(AMAZON_PAY_BLOCKED_CODES).size).toBe(9);
  });

  it('blocks an item by a category anywhere on its path or by its article number', () => {
    const items = [
      { itemId: 'chair', articleNumber: '1000101', categoryPath: ['6', '601', '60101'] },
      { itemId: 'pencil', articleNumber: '1000201', categoryPath: ['1', '101', '10101'] },
      { itemId: 'shirt', articleNumber: '1000301', categoryPath: ['9', '901', '90101'] },
    ];
    expect(amazonPayBlockedItemIds(items)).toEqual(['chair', 'shirt']);
    expect(amazonPayBlockedItemIds(items, ['1000201'])).toEqual(['pencil']);
    expect(amazonPayBlockedItemIds(items, [])).toEqual([]);
  });
});

describe('whether express is offered (spec §4, §6)', () => {
  const offered = { store: consumer, activated: true, positionCount: 2, blockedItemIds: [] };

  it('is offered to a consumer cart with items when activated and nothing blocks it', () => {
    expect(amazonPayExpressRefusal(offered)).toBeNull();
  });

  it('names the first reason it is not offered: B2B, not activated, empty cart, blocked items', () => {
    expect(amazonPayExpressRefusal({ ...offered, store: b2b })).toBe('B2B');
    expect(amazonPayExpressRefusal({ ...offered, activated: false })).toBe('NOT_ACTIVATED');
    expect(amazonPayExpressRefusal({ ...offered, positionCount: 0 })).toBe('EMPTY_CART');
    expect(amazonPayExpressRefusal({ ...offered, blockedItemIds: ['chair'] })).toBe('BLOCKED_ITEMS');
    expect(amazonPayExpressRefusal({ ...offered, store: b2b, activated: false })).toBe('B2B');
  });
});
