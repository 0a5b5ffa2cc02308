import { describe, expect, it } from 'vitest';
import { FALLBACK_PAYMENT_ID, knownPaymentId, PAYMENT_IDS } from './paymentIds';

describe('payment ids (shopping §3 "Payment method")', () => {
  it('keeps every known id', () => {
    for (const id of PAYMENT_IDS) expect(knownPaymentId(id)).toBe(id);
  });

  it('treats an unknown id as prepaid', () => {
    expect(FALLBACK_PAYMENT_ID).toBe('PREPAID');
    expect(knownPaymentId('BITCOIN')).toBe('PREPAID');
    expect(knownPaymentId('invoice')).toBe('PREPAID');
  });
});
