// Cart arithmetic (shopping §3 "Cart" totals and vouchers, "Price/totals", §4 lightning split, §9 limits).
import { STORES } from '@ranzen/sdk-core/store';
import { describe, expect, it } from 'vitest';
import {
  type CartLine,
  calculateCart,
  containedVat,
  isItemId,
  isValidQuantity,
  normalizeVoucherCode,
  VOUCHER_EXPIRED,
  VOUCHER_MINIMUM_NOT_REACHED,
  VOUCHER_NO_MATCHING_ARTICLE,
  type VoucherRule,
} from './cartRules';

const pen: CartLine = {
  productId: 'p1',
  unitCents: 1299,
  oldUnitCents: 1599,
  quantityNormal: 2,
  lightningUnitCents: null,
  quantityLightning: 0,
};
const glue: CartLine = {
  productId: 'p2',
  unitCents: 499,
  oldUnitCents: null,
  quantityNormal: 1,
  lightningUnitCents: null,
  quantityLightning: 0,
};
const voucher = (overrides: Partial<VoucherRule>): VoucherRule => ({
  code: 'TEST',
  kind: 'percent',
  value: 10,
  minimumOrderCents: 0,
  productId: null,
  valid: true,
  ...overrides,
});

describe('cart rules', () => {
  it('accepts quantities 1..999 only (shopping §9 generic quantity field)', () => {
    expect(isValidQuantity(1)).toBe(true);
    expect(isValidQuantity(999)).toBe(true);
    expect(isValidQuantity(0)).toBe(false);
    expect(isValidQuantity(1000)).toBe(false);
    expect(isValidQuantity(1.5)).toBe(false);
  });

  it('computes subtotal, shipping, total, contained 19 % VAT, net value and savings in cents', () => {
    const { totals, shippers } = calculateCart([pen, glue], [], STORES.de);
    expect(totals).toEqual({
      subtotal: 3097,
      voucherDiscount: 0,
      basketValue: 3097,
      shippingCost: 495,
      total: 3592,
      grandTotal: 3592,
      tax: 574,
      netValue: 3018,
      savings: 600,
    });
    expect(shippers.map((shipper) => [shipper.code, shipper.costCents, shipper.selected])).toEqual([
      ['dhl', 495, true],
      ['dpd', 595, false],
    ]);
    expect(containedVat(11900, 19)).toBe(1900);
    expect(calculateCart([pen, glue], [], STORES.de, false).totals.shippingCost).toBe(0);
  });

  it('takes the VAT each store states out of the same gross total, rounded to the cent (decision 0035)', () => {
    // 100 € of goods, shipped free: 19 % in Germany, 20 % in Austria, 8.1 % in Switzerland.
    const goods: CartLine = { ...glue, unitCents: 10_000, oldUnitCents: null };
    const taxes = [STORES.de, STORES.at, STORES.ch].map((store) => {
      const { totals } = calculateCart([goods], [], store);
      return [store.id, totals.total, totals.tax, totals.netValue];
    });
    expect(taxes).toEqual([
      ['de', 10_000, 1597, 8403],
      ['at', 10_000, 1667, 8333],
      ['ch', 10_000, 749, 9251],
    ]);
    // Half a cent rounds up; a tenth of a percent counts.
    expect(containedVat(3, 20)).toBe(1);
    expect(containedVat(1081, 8.1)).toBe(81);
    expect(containedVat(1081, 8)).toBe(80);
  });

  it('prices lightning units at the deal price and counts the reduction as savings (shopping §4)', () => {
    const deal: CartLine = { ...glue, quantityNormal: 1, lightningUnitCents: 299, quantityLightning: 2 };
    const { totals } = calculateCart([deal], [], STORES.de);
    expect(totals.subtotal).toBe(499 + 2 * 299);
    expect(totals.savings).toBe(2 * 200);
  });

  it('applies a voucher once the minimum order value is reached, else reports it attainable', () => {
    const minimum = voucher({ code: 'MIN50', kind: 'amount', value: 500, minimumOrderCents: 5000 });
    const short = calculateCart([pen, glue], [minimum], STORES.de);
    expect(short.vouchers[0]).toMatchObject({
      successful: false,
      attainable: true,
      missingCents: 5000 - 3097,
      failureDescriptions: [VOUCHER_MINIMUM_NOT_REACHED],
    });
    expect(short.totals.voucherDiscount).toBe(0);
    const enough = calculateCart([{ ...pen, quantityNormal: 4 }, glue], [minimum], STORES.de);
    expect(enough.vouchers[0]).toMatchObject({ successful: true, discountCents: 500 });
    expect(enough.totals.basketValue).toBe(4 * 1299 + 499 - 500);
    // Free shipping is judged on the value after the voucher: 5196 + 499 - 500 = 5195 >= 5000.
    expect(enough.totals.shippingCost).toBe(0);
  });

  it('limits a product voucher to that product and never discounts below zero', () => {
    const product = calculateCart(
      [pen, glue],
      [voucher({ code: 'GLUE', productId: 'p2', value: 50 })],
      STORES.de,
    );
    expect(product.vouchers[0]?.discountCents).toBe(250);
    const none = calculateCart([pen], [voucher({ productId: 'p9' })], STORES.de);
    expect(none.vouchers[0]?.failureDescriptions).toEqual([VOUCHER_NO_MATCHING_ARTICLE]);
    const huge = calculateCart([glue], [voucher({ kind: 'amount', value: 10_000 })], STORES.de);
    expect(huge.totals.basketValue).toBe(0);
    const expired = calculateCart([glue], [voucher({ valid: false })], STORES.de);
    expect(expired.vouchers[0]).toMatchObject({ successful: false, failureDescriptions: [VOUCHER_EXPIRED] });
  });

  it('recognises item ids and voucher codes', () => {
    expect(isItemId('100001-01')).toBe(true);
    expect(isItemId('100001')).toBe(false);
    expect(isItemId('../etc')).toBe(false);
    expect(normalizeVoucherCode(' schule10 ')).toBe('SCHULE10');
    expect(normalizeVoucherCode('a')).toBeNull();
    expect(normalizeVoucherCode("x'; drop")).toBeNull();
  });
});
