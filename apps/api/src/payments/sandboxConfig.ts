// Whether the API serves the payment sandbox (issue 16 item 4, docs/payments.md), from the environment:
//   RANZEN_PAYMENT_SANDBOX         `on` or `off`; default on, except with NODE_ENV=production, where a real
//                                  shop needs real providers and a staging host must say `on` on purpose
//   RANZEN_PAYMENT_SANDBOX_ORIGIN  the origin browsers reach the API's /sandbox/ pages on; default the
//                                  address the API listens on (enough on one machine, e2e included)
// With the sandbox off, the redirect methods (card, PayPal, Amazon Pay, TWINT) cannot be started and
// /sandbox/ answers 404: no order can be "paid" by pressing a button in production.

export const PAYMENT_SANDBOX_ENV = 'RANZEN_PAYMENT_SANDBOX';
export const PAYMENT_SANDBOX_ORIGIN_ENV = 'RANZEN_PAYMENT_SANDBOX_ORIGIN';

export interface PaymentSandboxOptions {
  enabled: boolean;
  /** The sandbox's public origin; undefined: the API's own listening address. */
  publicOrigin?: string;
}

export function paymentSandboxFromEnv(env: NodeJS.ProcessEnv = process.env): PaymentSandboxOptions {
  const flag = env[PAYMENT_SANDBOX_ENV]?.trim().toLowerCase();
  if (flag !== undefined && flag !== '' && flag !== 'on' && flag !== 'off') {
    throw new Error(`${PAYMENT_SANDBOX_ENV} must be "on" or "off", not "${flag}".`);
  }
  const enabled = flag === 'on' || ((flag === undefined || flag === '') && env.NODE_ENV !== 'production');
  const origin = env[PAYMENT_SANDBOX_ORIGIN_ENV]?.trim();
  if (!origin) return { enabled };
  const parsed = new URL(origin);
  if (parsed.origin !== origin.replace(/\/+$/, '')) {
    throw new Error(`${PAYMENT_SANDBOX_ORIGIN_ENV} must be an origin such as https://pay.example.com.`);
  }
  return { enabled, publicOrigin: parsed.origin };
}
