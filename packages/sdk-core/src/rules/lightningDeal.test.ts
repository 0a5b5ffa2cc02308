// spec storefront §4 "Product tile" (lightning presentation, shortage overlay); shopping §4.
import { describe, expect, it } from 'vitest';
import {
  isLightningDealActive,
  LIGHTNING_DEALS_FLAG,
  lightningDealStyle,
  showsShortageOverlay,
} from './lightningDeal';

const now = Date.UTC(2026, 10, 21, 12);

describe('isLightningDealActive', () => {
  it('is active when available, or when the end lies in the future', () => {
    expect(
      isLightningDealActive({ isAvailableLightningDeal: true, lightningDealTimestampUntil: null }, now),
    ).toBe(true);
    expect(
      isLightningDealActive({ isAvailableLightningDeal: false, lightningDealTimestampUntil: now + 1 }, now),
    ).toBe(true);
    expect(
      isLightningDealActive({ isAvailableLightningDeal: false, lightningDealTimestampUntil: now }, now),
    ).toBe(false);
    expect(isLightningDealActive(null, now)).toBe(false);
  });

  it('reads the flag T217-Blitzangebote', () => {
    expect(LIGHTNING_DEALS_FLAG.entry).toBe('T217-Blitzangebote');
  });
});

describe('lightningDealStyle (storefront §7 "T217-Blitzangebote (true hides the old lightning displays, true enables the new style)")', () => {
  const flag = (value: string | null) => [{ name: 'featureFlags', entry: 'T217-Blitzangebote', value }];

  it("is the new style only with the flag 'true', the old display otherwise", () => {
    expect(lightningDealStyle(flag('true'))).toBe('new');
    for (const value of ['false', 'TRUE', '1', null]) expect(lightningDealStyle(flag(value))).toBe('old');
    expect(lightningDealStyle([])).toBe('old');
  });
});

describe('showsShortageOverlay', () => {
  const none = {
    isShortage: false,
    hasShortageText: false,
    reservedPercent: null,
    hasDealShortageText: false,
  };
  it('shows for an out-of-stock product with a shortage text', () => {
    expect(showsShortageOverlay({ ...none, isShortage: true, hasShortageText: true })).toBe(true);
    expect(showsShortageOverlay({ ...none, isShortage: true })).toBe(false);
  });

  it('shows for a fully reserved deal with a deal shortage text only', () => {
    expect(showsShortageOverlay({ ...none, reservedPercent: 100, hasDealShortageText: true })).toBe(true);
    expect(showsShortageOverlay({ ...none, reservedPercent: 99, hasDealShortageText: true })).toBe(false);
    expect(showsShortageOverlay({ ...none, reservedPercent: 100 })).toBe(false);
  });
});
