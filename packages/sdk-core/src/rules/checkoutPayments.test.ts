// Shopping §3 "Payment method" (known ids, unknown = prepaid, X_RECHNUNG needs buyerReference), §4 "Checkout
// steps" (payment step unavailable for B2B and payless orders), §6 (no wallet payment in B2B).
import { describe, expect, it } from 'vitest';
import { STORES } from '../store/storeConfig';
import {
  availablePaymentIds,
  choosePayment,
  PAYMENT_PARAMETERS,
  paymentFlags,
  paymentValid,
  WALLET_PAYMENT_IDS,
} from './checkoutPayments';

const allOn = { twint: true, eInvoice: true, amazonPay: true };

describe('payment methods per store (shopping §3, §6)', () => {
  it('offers TWINT only in the Swiss shop and only with its flag', () => {
    expect(availablePaymentIds(STORES.ch, allOn)).toContain('TWINT');
    expect(availablePaymentIds(STORES.ch, { ...allOn, twint: false })).not.toContain('TWINT');
    expect(availablePaymentIds(STORES.de, allOn)).not.toContain('TWINT');
    expect(availablePaymentIds(STORES.at, allOn)).not.toContain('TWINT');
  });

  it('offers the e-invoice in the de shop with the xRechnung parameter', () => {
    expect(availablePaymentIds(STORES.de, allOn)).toContain('X_RECHNUNG');
    expect(availablePaymentIds(STORES.de, { ...allOn, eInvoice: false })).not.toContain('X_RECHNUNG');
    expect(availablePaymentIds(STORES.at, allOn)).not.toContain('X_RECHNUNG');
  });

  it('offers nothing in B2B, so no wallet either (terms of payment, no payment step)', () => {
    const b2b = availablePaymentIds(STORES['b2b-de'], allOn);
    expect(b2b).toEqual([]);
    for (const wallet of WALLET_PAYMENT_IDS) expect(b2b).not.toContain(wallet);
  });

  it('reads the switches from the global parameters; only the exact value true is on', () => {
    const flags = paymentFlags([
      { ...PAYMENT_PARAMETERS.twint, value: 'true' },
      { ...PAYMENT_PARAMETERS.eInvoice, value: 'TRUE' },
    ]);
    expect(flags).toEqual({ twint: true, eInvoice: false, amazonPay: false });
  });
});

describe('choosing a method (shopping §3, §4 "Payment step")', () => {
  const offered = availablePaymentIds(STORES.de, allOn);

  it('treats an unknown id as prepaid', () => {
    expect(choosePayment(offered, 'BITCOIN', null)).toEqual({
      ok: true,
      paymentId: 'PREPAID',
      buyerReference: null,
    });
  });

  it('refuses a known id the store does not offer', () => {
    expect(choosePayment(offered, 'TWINT', null)).toEqual({ ok: false, error: 'PAYMENT_UNAVAILABLE' });
  });

  it('needs a buyer reference for X_RECHNUNG and keeps none for other methods', () => {
    expect(choosePayment(offered, 'X_RECHNUNG', '  ')).toEqual({
      ok: false,
      error: 'BUYER_REFERENCE_REQUIRED',
    });
    expect(choosePayment(offered, 'X_RECHNUNG', '04011000-1234512345-06')).toMatchObject({
      ok: true,
      buyerReference: '04011000-1234512345-06',
    });
    expect(choosePayment(offered, 'INVOICE', 'ignored')).toMatchObject({ ok: true, buyerReference: null });
  });
});

describe('payment validity (shopping §4 "Checkout steps": payment ok when validated or when not available)', () => {
  it('counts as valid when unavailable, else only with a valid stored choice', () => {
    expect(paymentValid(false, [], null, null)).toBe(true);
    expect(paymentValid(true, ['INVOICE'], null, null)).toBe(false);
    expect(paymentValid(true, ['INVOICE'], 'INVOICE', null)).toBe(true);
    expect(paymentValid(true, ['INVOICE'], 'PAYPAL', null)).toBe(false);
  });
});
