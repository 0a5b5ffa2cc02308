// Shopping §4 "Shipper rules", §8 shipper info codes, §9 shipper codes.
import { describe, expect, it } from 'vitest';
import {
  checkoutShippers,
  DHL_GERMANY_ONLY,
  PACKSTATION_DHL_ONLY,
  SPEDITION_BULKY_GOODS,
  SPEDITION_MIN_ARTICLES,
  selectedShipper,
  shipperAfterAddressChange,
} from './checkoutShippers';

const base = {
  deliveryType: 'sameAsBilling',
  deliveryCountry: 'DE',
  selectedCode: null,
  articleCount: 3,
} as const;

describe('checkout shippers (shopping §4 "Shipper rules")', () => {
  it('offers dhl and dpd in Germany, dhl (the first enabled) selected by default', () => {
    const states = checkoutShippers(base);
    expect(states.map((state) => [state.code, state.enabled, state.selected])).toEqual([
      ['dhl', true, true],
      ['dpd', true, false],
    ]);
  });

  it('keeps a stored choice while it is enabled', () => {
    expect(selectedShipper(checkoutShippers({ ...base, selectedCode: 'dpd' }))?.code).toBe('dpd');
  });

  it('enables only dhl for a packstation, the others carry PACKSTATION-DHL-ONLY, and selects dhl in Germany', () => {
    const states = checkoutShippers({ ...base, deliveryType: 'packstation', selectedCode: 'dpd' });
    expect(states.find((state) => state.code === 'dpd')).toMatchObject({
      enabled: false,
      infoCodes: [PACKSTATION_DHL_ONLY],
    });
    expect(selectedShipper(states)?.code).toBe('dhl');
  });

  it('disables dhl outside Germany with DHL-GERMANY-ONLY and selects the first enabled (dpd)', () => {
    const states = checkoutShippers({ ...base, deliveryCountry: 'AT', selectedCode: 'dhl' });
    expect(states[0]).toMatchObject({ code: 'dhl', enabled: false, infoCodes: [DHL_GERMANY_ONLY] });
    expect(selectedShipper(states)?.code).toBe('dpd');
  });

  it('has no enabled shipper for a packstation outside Germany', () => {
    expect(
      selectedShipper(checkoutShippers({ ...base, deliveryType: 'packstation', deliveryCountry: 'AT' })),
    ).toBe(undefined);
  });

  it('ships bulky goods (a cart of 200 articles or more) by spedition only', () => {
    expect(
      checkoutShippers({ ...base, articleCount: SPEDITION_MIN_ARTICLES - 1 }).map((s) => s.code),
    ).toEqual(['dhl', 'dpd']);
    const bulky = checkoutShippers({ ...base, articleCount: SPEDITION_MIN_ARTICLES });
    expect(bulky.map((state) => [state.code, state.enabled])).toEqual([
      ['dhl', false],
      ['dpd', false],
      ['spedition', true],
    ]);
    expect(bulky[0]?.infoCodes).toEqual([SPEDITION_BULKY_GOODS]);
    expect(selectedShipper(bulky)?.code).toBe('spedition');
  });

  it('resets the stored shipper when addresses change unless the delivery country is DE', () => {
    expect(shipperAfterAddressChange('dpd', 'DE')).toBe('dpd');
    expect(shipperAfterAddressChange('dpd', 'AT')).toBe(null);
    expect(shipperAfterAddressChange('dpd', 'CH')).toBe(null);
  });
});
