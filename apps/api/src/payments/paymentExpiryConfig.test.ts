// The abandoned-payment job's interval (issue 16 item 4, docs/payments.md "Abandoned payments"): one minute
// unless RANZEN_PAYMENT_EXPIRY_INTERVAL_MS says otherwise; a value that is not a positive whole number of
// milliseconds stops the start instead of running the job at a surprising pace.
import { describe, expect, it } from 'vitest';
import {
  PAYMENT_EXPIRY_INTERVAL_ENV,
  PAYMENT_EXPIRY_INTERVAL_MS,
  paymentExpiryIntervalFromEnv,
} from './paymentExpiry';

describe('paymentExpiryIntervalFromEnv', () => {
  it('is one minute by default', () => {
    expect(PAYMENT_EXPIRY_INTERVAL_MS).toBe(60_000);
    expect(paymentExpiryIntervalFromEnv({})).toBe(PAYMENT_EXPIRY_INTERVAL_MS);
    expect(paymentExpiryIntervalFromEnv({ [PAYMENT_EXPIRY_INTERVAL_ENV]: ' ' })).toBe(
      PAYMENT_EXPIRY_INTERVAL_MS,
    );
  });

  it('takes a positive number of milliseconds and refuses anything else', () => {
    expect(paymentExpiryIntervalFromEnv({ [PAYMENT_EXPIRY_INTERVAL_ENV]: '5000' })).toBe(5000);
    for (const value of ['0', '-5', '1.5', 'soon']) {
      expect(() => paymentExpiryIntervalFromEnv({ [PAYMENT_EXPIRY_INTERVAL_ENV]: value })).toThrow(
        PAYMENT_EXPIRY_INTERVAL_ENV,
      );
    }
  });
});
