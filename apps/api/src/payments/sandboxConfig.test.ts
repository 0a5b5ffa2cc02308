// The sandbox flag (issue 16 item 4, docs/payments.md): on in development, off in production unless a
// staging host turns it on on purpose.
import { describe, expect, it } from 'vitest';
import { PAYMENT_SANDBOX_ENV, PAYMENT_SANDBOX_ORIGIN_ENV, paymentSandboxFromEnv } from './sandboxConfig';

describe('paymentSandboxFromEnv', () => {
  it('is on outside production and off in production by default', () => {
    expect(paymentSandboxFromEnv({})).toEqual({ enabled: true });
    expect(paymentSandboxFromEnv({ NODE_ENV: 'production' })).toEqual({ enabled: false });
  });

  it('follows an explicit on or off, and refuses anything else', () => {
    expect(paymentSandboxFromEnv({ NODE_ENV: 'production', [PAYMENT_SANDBOX_ENV]: 'on' }).enabled).toBe(true);
    expect(paymentSandboxFromEnv({ [PAYMENT_SANDBOX_ENV]: 'off' }).enabled).toBe(false);
    expect(() => paymentSandboxFromEnv({ [PAYMENT_SANDBOX_ENV]: 'yes' })).toThrow(/on.*off/);
  });

  it('takes a public origin, and refuses a URL with a path', () => {
    expect(paymentSandboxFromEnv({ [PAYMENT_SANDBOX_ORIGIN_ENV]: 'https://pay.example.com/' })).toEqual({
      enabled: true,
      publicOrigin: 'https://pay.example.com',
    });
    expect(() =>
      paymentSandboxFromEnv({ [PAYMENT_SANDBOX_ORIGIN_ENV]: 'https://pay.example.com/x' }),
    ).toThrow(/origin/);
  });
});
