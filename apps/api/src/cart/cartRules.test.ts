// Cart arithmetic (shopping §3 "Cart" totals, §9 quantity limits; our shipping rule in README "Cart rules").
import { describe, expect, it } from 'vitest';
import { computeTotals, containedVat, isItemId, isValidQuantity } from './cartRules';

describe('cart rules', () => {
  it('accepts quantities 1..999 only (shopping §9 generic quantity field)', () => {
    expect(isValidQuantity(1)).toBe(true);
    expect(isValidQuantity(999)).toBe(true);
    expect(isValidQuantity(0)).toBe(false);
    expect(isValidQuantity(1000)).toBe(false);
    expect(isValidQuantity(1.5)).toBe(false);
  });

  it('computes subtotal, total, contained 19 % VAT and savings in cents', () => {
    const totals = computeTotals(
      [
        { unitCents: 1299, oldUnitCents: 1599, quantity: 2 },
        { unitCents: 499, oldUnitCents: null, quantity: 1 },
      ],
      'consumer',
    );
    expect(totals).toEqual({ subtotal: 3097, shippingCost: 495, total: 3592, tax: 574, savings: 600 });
    expect(containedVat(11900)).toBe(1900);
  });

  it('recognises item ids', () => {
    expect(isItemId('100001-01')).toBe(true);
    expect(isItemId('100001')).toBe(false);
    expect(isItemId('../etc')).toBe(false);
  });
});
