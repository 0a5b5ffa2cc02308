// spec shopping §4 "Lightning deals": lightning quantity = requested up to the maximum minus what is held.
import { describe, expect, it } from 'vitest';
import { lightningAddressCap, lightningSplit, reservedPercentageRoundFloor } from './lightningRules';

describe('lightningSplit (shopping §4)', () => {
  it('buys everything at the deal price while under the maximum', () => {
    expect(lightningSplit(2, 3, 0)).toEqual({ quantityLightning: 2, quantityNormal: 0 });
  });
  it('buys the rest above the maximum at the normal price', () => {
    expect(lightningSplit(5, 3, 0)).toEqual({ quantityLightning: 3, quantityNormal: 2 });
  });
  it('subtracts what the cart already holds at the deal price', () => {
    expect(lightningSplit(2, 3, 2)).toEqual({ quantityLightning: 1, quantityNormal: 1 });
    expect(lightningSplit(4, 3, 3)).toEqual({ quantityLightning: 0, quantityNormal: 4 });
  });
});

describe('reservedPercentageRoundFloor (storefront §3.7)', () => {
  it('rounds down to whole percent and clamps', () => {
    expect(reservedPercentageRoundFloor(0, 100)).toBe(0);
    expect(reservedPercentageRoundFloor(2, 3)).toBe(66);
    expect(reservedPercentageRoundFloor(99, 100)).toBe(99);
    expect(reservedPercentageRoundFloor(150, 100)).toBe(100);
  });
});

describe('lightningAddressCap (issue 14 item 5; docs/decisions/0011-lightning-fair-share.md)', () => {
  it('lets one address hold a tenth of the deal', () => {
    expect(lightningAddressCap(100, 3)).toBe(10);
  });
  it('never allows less than one cart may buy', () => {
    expect(lightningAddressCap(20, 3)).toBe(3);
  });
});
