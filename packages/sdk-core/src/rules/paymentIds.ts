// The payment ids the shop knows (shopping §3 "Payment method": "Known paymentIds ... An unknown id is
// treated as prepaid"). One list for the storefront, which shows the methods, and the API, which takes
// the payment at submit (apps/api/src/payments/provider.ts).

export const PAYMENT_IDS = [
  'CREDIT_CARD',
  'PAYPAL',
  'AMAZONPAY',
  'VINCO_V',
  'VORKASSE_V',
  'VORKASSE',
  'PREPAID',
  'INVOICE',
  'RECHNUNG_V',
  'RECHNUNG',
  'CASH_ON_DELIVERY',
  'TWINT',
  'X_RECHNUNG',
] as const;
export type PaymentId = (typeof PAYMENT_IDS)[number];

/** What an unknown payment id counts as. */
export const FALLBACK_PAYMENT_ID: PaymentId = 'PREPAID';

/**
 * The known id, or prepaid for anything else.
 *
 * @example
 * ```ts
 * knownPaymentId('INVOICE'); // 'INVOICE'
 * knownPaymentId('BITCOIN'); // 'PREPAID'
 * ```
 */
export function knownPaymentId(value: string): PaymentId {
  return (PAYMENT_IDS as readonly string[]).includes(value) ? (value as PaymentId) : FALLBACK_PAYMENT_ID;
}
