import { describe, expect, it } from 'vitest';
import { STORES } from '../store';
import { isPayless, paymentStepAvailable } from './paymentStep';

const consumer = { storeHasPaymentStep: true, positionCount: 2, basketValueCents: 1299 };

describe('payment step availability (shopping §4 "Checkout steps")', () => {
  it('is available in a consumer shop for a cart with something to pay', () => {
    expect(paymentStepAvailable(consumer)).toBe(true);
  });

  it('is unavailable in B2B, whose profile has no payment step', () => {
    expect(STORES['b2b-de'].features.paymentStep).toBe(false);
    expect(STORES.de.features.paymentStep).toBe(true);
    expect(paymentStepAvailable({ ...consumer, storeHasPaymentStep: false })).toBe(false);
  });

  it('is unavailable for a payless order: items and basket value 0', () => {
    expect(isPayless({ positionCount: 2, basketValueCents: 0 })).toBe(true);
    expect(paymentStepAvailable({ ...consumer, basketValueCents: 0 })).toBe(false);
    // An empty cart is not payless: it cannot be ordered at all.
    expect(isPayless({ positionCount: 0, basketValueCents: 0 })).toBe(false);
  });

  it('is unavailable for express wallet payment', () => {
    expect(paymentStepAvailable({ ...consumer, expressWallet: true })).toBe(false);
  });
});
