// Issue 18 item 3: an invoice shows the VAT contained per rate and its totals; an order's invoices bill its
// shipping and vouchers once, never below zero.
import { describe, expect, it } from 'vitest';
import { invoiceTotals, shipmentCharges } from './invoicePdf';

const line = (totalCents: number, taxPercent = 19) => ({
  articleNumber: '1',
  name: 'Heft',
  quantity: 1,
  unitPriceCents: totalCents,
  totalCents,
  taxPercent,
});

describe('invoiceTotals', () => {
  it('sums the items, adds shipping, takes off the discount and shows the VAT per rate', () => {
    const totals = invoiceTotals({
      lines: [line(1190), line(1070, 7), line(2380)],
      shippingCents: 495,
      discountCents: 500,
      taxPercent: 19,
    });
    expect(totals.itemsCents).toBe(4640);
    expect(totals.totalCents).toBe(4635);
    expect(totals.vat).toEqual([
      { percent: 19, grossCents: 3565, vatCents: 569 },
      { percent: 7, grossCents: 1070, vatCents: 70 },
    ]);
  });

  it('bills shipping and the discount at the order’s rate, as the Swiss shop’s 8.1 % (decision 0035)', () => {
    const totals = invoiceTotals({
      lines: [line(10_810, 8.1)],
      shippingCents: 1081,
      discountCents: 0,
      taxPercent: 8.1,
    });
    expect(totals.vat).toEqual([{ percent: 8.1, grossCents: 11_891, vatCents: 891 }]);
  });
});

describe('shipmentCharges', () => {
  it('bills the shipping with the first parcel and the discount as far as each parcel carries it', () => {
    expect(shipmentCharges({ shippingCents: 495, voucherDiscountCents: 0 }, [1000, 2000])).toEqual([
      { shippingCents: 495, discountCents: 0 },
      { shippingCents: 0, discountCents: 0 },
    ]);
    expect(shipmentCharges({ shippingCents: 495, voucherDiscountCents: 2000 }, [1000, 2000])).toEqual([
      { shippingCents: 495, discountCents: 1495 },
      { shippingCents: 0, discountCents: 505 },
    ]);
  });
});
