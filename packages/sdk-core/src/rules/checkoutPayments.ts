// Payment methods of the checkout (shopping §3 "Payment method", §4 "Checkout steps", "Payment step", §6
// "B2B ... no wallet payment, no payment step"). Pure: the API lists the methods of the cart and refuses
// any other id; the storefront shows the same list. Which store offers TWINT and the e-invoice is the
// store profile's (store/storeConfig.ts features); the global parameters switch them (storefront §7).
import type { StoreConfig } from '../store/storeConfig';
import { AMAZON_PAY_ACTIVATION, isAmazonPayActivated } from './amazonPayExpress';
import { isParameterOn, type ParameterKey, type ParameterRowLike } from './globalParameters';
import { FALLBACK_PAYMENT_ID, knownPaymentId, type PaymentId } from './paymentIds';

/**
 * The methods a consumer store offers, in display order. The other known ids (VINCO_V, VORKASSE_V,
 * VORKASSE, RECHNUNG_V, RECHNUNG, CASH_ON_DELIVERY) name the same offline methods in older systems and are
 * not offered (docs/not-shown.md); PREPAID is the prepayment every unknown id falls back to.
 */
export const OFFERED_PAYMENT_IDS = [
  'CREDIT_CARD',
  'PAYPAL',
  'AMAZONPAY',
  'TWINT',
  'INVOICE',
  'X_RECHNUNG',
  FALLBACK_PAYMENT_ID,
] as const satisfies readonly PaymentId[];

/** Wallets: never in B2B. */
export const WALLET_PAYMENT_IDS = ['PAYPAL', 'AMAZONPAY'] as const satisfies readonly PaymentId[];

/** The e-invoice needs the buyer's reference (Leitweg-ID). */
export const E_INVOICE_PAYMENT_ID = 'X_RECHNUNG' satisfies PaymentId;
/** Longest buyer reference kept (the Leitweg-ID format is at most 46 characters). */
export const BUYER_REFERENCE_MAX_LENGTH = 46;

/**
 * What a B2B order is paid with: B2B has no payment step; the school pays by invoice on
 * its terms of payment.
 */
export const B2B_TERMS_PAYMENT_ID = 'INVOICE' satisfies PaymentId;

/** The global parameters that switch methods (the same rows the footer icons read). */
export const PAYMENT_PARAMETERS = {
  twint: { name: 'featureFlags', entry: 'T134_Twint-Payment' },
  eInvoice: { name: 'paymentTypes', entry: 'xRechnung' },
  /** On when it holds the activation value, not 'true' (amazonPayExpress.ts). */
  amazonPay: AMAZON_PAY_ACTIVATION,
} as const satisfies Record<string, ParameterKey>;

export interface PaymentFlags {
  readonly twint: boolean;
  readonly eInvoice: boolean;
  readonly amazonPay: boolean;
}

/**
 * Reads the flags from global parameter rows; a missing row is off.
 *
 * @example
 * ```ts
 * paymentFlags([]); // { twint: false, eInvoice: false, amazonPay: false }
 * ```
 */
export function paymentFlags(parameters: readonly ParameterRowLike[]): PaymentFlags {
  return {
    twint: isParameterOn(parameters, PAYMENT_PARAMETERS.twint),
    eInvoice: isParameterOn(parameters, PAYMENT_PARAMETERS.eInvoice),
    amazonPay: isAmazonPayActivated(parameters),
  };
}

export type PaymentStore = Pick<StoreConfig, 'family' | 'features'>;

/**
 * The methods the store offers now: none without a payment step (B2B pays on its terms), never a wallet
 * in B2B.
 *
 * @example
 * ```ts
 * const flags = { twint: false, eInvoice: false, amazonPay: true };
 * availablePaymentIds(STORES.de, flags); // [ 'CREDIT_CARD', 'PAYPAL', 'AMAZONPAY', 'INVOICE', 'PREPAID' ]
 * availablePaymentIds(STORES['b2b-de'], flags); // []
 * ```
 */
export function availablePaymentIds(store: PaymentStore, flags: PaymentFlags): PaymentId[] {
  if (!store.features.paymentStep) return [];
  return OFFERED_PAYMENT_IDS.filter((id) => {
    if (store.family === 'b2b' && (WALLET_PAYMENT_IDS as readonly PaymentId[]).includes(id)) return false;
    if (id === 'TWINT') return store.features.twint && flags.twint;
    if (id === 'X_RECHNUNG') return store.features.eInvoice && flags.eInvoice;
    if (id === 'AMAZONPAY') return flags.amazonPay;
    return true;
  });
}

export type PaymentChoiceError =
  | 'PAYMENT_UNAVAILABLE'
  | 'BUYER_REFERENCE_REQUIRED'
  | 'BUYER_REFERENCE_INVALID';

export type PaymentChoice =
  | { readonly ok: true; readonly paymentId: PaymentId; readonly buyerReference: string | null }
  | { readonly ok: false; readonly error: PaymentChoiceError };

/**
 * Checks a chosen method against the store's list: an unknown id counts as prepaid; a known
 * id the store does not offer is refused; X_RECHNUNG needs a buyer reference, every other method keeps none.
 *
 * @example
 * ```ts
 * choosePayment(['INVOICE', 'PREPAID'], 'INVOICE', null); // { ok: true, paymentId: 'INVOICE', buyerReference: null }
 * choosePayment(['INVOICE', 'PREPAID'], 'TWINT', null); // { ok: false, error: 'PAYMENT_UNAVAILABLE' }
 * ```
 */
export function choosePayment(
  available: readonly PaymentId[],
  paymentId: string,
  buyerReference: string | null | undefined,
): PaymentChoice {
  const id = knownPaymentId(paymentId);
  if (!available.includes(id)) return { ok: false, error: 'PAYMENT_UNAVAILABLE' };
  if (id !== E_INVOICE_PAYMENT_ID) return { ok: true, paymentId: id, buyerReference: null };
  const reference = buyerReference?.trim() ?? '';
  if (reference === '') return { ok: false, error: 'BUYER_REFERENCE_REQUIRED' };
  if (reference.length > BUYER_REFERENCE_MAX_LENGTH) return { ok: false, error: 'BUYER_REFERENCE_INVALID' };
  return { ok: true, paymentId: id, buyerReference: reference };
}

/**
 * Whether the payment step is done: the
 * stored choice passes choosePayment against today's list (step availability: paymentStep.ts).
 *
 * @example
 * ```ts
 * paymentValid(true, ['INVOICE'], 'INVOICE', null); // true
 * paymentValid(true, ['INVOICE'], null, null); // false
 * ```
 */
export function paymentValid(
  stepAvailable: boolean,
  available: readonly PaymentId[],
  paymentId: string | null,
  buyerReference: string | null,
): boolean {
  if (!stepAvailable) return true;
  if (paymentId === null) return false;
  return choosePayment(available, paymentId, buyerReference).ok;
}
