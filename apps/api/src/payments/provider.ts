// Taking the payment when a cart is submitted (DESIGN §3 "Payments: a provider interface"; shopping §7
// "Submit cart ... returns orderId, redirectUrl, computopData"). submitCart (orders/submitCart.ts) writes
// the order and, in the same transaction, asks the provider of the cart's payment id to start the payment:
// offline methods (invoice, prepayment, cash on delivery) complete at once; redirect providers
// (payments/redirectPayments.ts: card, PayPal, Amazon Pay, TWINT) answer where the payer goes next and
// finish later, when the payer returns.
import { knownPaymentId, type PaymentId } from '@ranzen/sdk-core/rules';
import type { Db } from '../db/client';

/** What a payment pays: a shop order, or a prime membership purchase (prime/primePurchase.ts). */
export type PaymentSubject = 'order' | 'primePurchase';

/** The order (or prime purchase) a payment is started for, as written by the submit. */
export interface PayableOrder {
  readonly subject: PaymentSubject;
  /** The order's or the purchase's id. */
  readonly id: string;
  /** The number the payer sees (an order number, or a purchase number from the same sequence). */
  readonly orderNumber: string;
  readonly totalCents: number;
  readonly currency: string;
  /** The store the order was placed in (a StoreId): where the payer returns to. */
  readonly storeId: string;
  readonly paymentId: PaymentId;
}

/** A card form the storefront posts to the provider (shopping §7 "computopData"). */
export interface ComputopData {
  readonly action: string;
  readonly fields: readonly { readonly name: string; readonly value: string }[];
}

/**
 * What follows the submit: `completed` the order is placed now (the money may come later, as with an
 * invoice); `redirect` and `form` the order waits for the payer to come back from the provider.
 */
export type PaymentStart =
  | { readonly kind: 'completed' }
  | { readonly kind: 'redirect'; readonly redirectUrl: string }
  | { readonly kind: 'form'; readonly computopData: ComputopData };

export interface PaymentProvider {
  /** The payment ids this provider takes. */
  readonly paymentIds: readonly PaymentId[];
  /**
   * Starts the payment of `order` with `tx`, the submit's transaction: whatever it writes is rolled back
   * with the order when the submit fails, and is never written twice for one order.
   */
  start(tx: Db, order: PayableOrder): Promise<PaymentStart>;
}

/**
 * The offline methods (shopping §3 payment ids): nothing leaves the shop, the order is placed at once and
 * the customer pays by bank transfer before shipping (prepayment), after delivery (invoice, e-invoice) or
 * to the carrier (cash on delivery).
 */
export const OFFLINE_PAYMENT_IDS = [
  'INVOICE',
  'RECHNUNG',
  'RECHNUNG_V',
  'X_RECHNUNG',
  'VORKASSE',
  'VORKASSE_V',
  'PREPAID',
  'VINCO_V',
  'CASH_ON_DELIVERY',
] as const satisfies readonly PaymentId[];

export const offlinePaymentProvider: PaymentProvider = {
  paymentIds: OFFLINE_PAYMENT_IDS,
  async start() {
    return { kind: 'completed' };
  },
};

/**
 * Thrown for a known payment id no provider of this instance takes (a redirect method while the sandbox is
 * off and no real provider is plugged in): the method is never quietly swapped for another one. The
 * checkout never offers such a method (PaymentProviders.offers), so only a bypassed check meets this.
 */
export class PaymentUnavailableError extends Error {
  constructor(readonly paymentId: string) {
    super(`The payment method ${paymentId} is not available on this instance.`);
  }
}

/** Whether a provider of this instance takes a payment id: what the checkout may offer (shopping §4). */
export interface PaymentOffer {
  offers(paymentId: PaymentId): boolean;
}

/** The providers of one API instance, by payment id. */
export interface PaymentProviders extends PaymentOffer {
  /**
   * The provider of a payment id; an unknown id is taken as prepaid (shopping §3); a known id no provider
   * takes throws PaymentUnavailableError.
   */
  forPaymentId(paymentId: string): { readonly paymentId: PaymentId; readonly provider: PaymentProvider };
}

/**
 * Providers by payment id, the offline provider first; later providers take ids over from earlier ones.
 * An unknown id is paid as prepaid (shopping §3).
 */
export function paymentProviders(providers: readonly PaymentProvider[]): PaymentProviders {
  const byId = new Map<PaymentId, PaymentProvider>();
  for (const provider of [offlinePaymentProvider, ...providers]) {
    for (const id of provider.paymentIds) byId.set(id, provider);
  }
  return {
    offers: (paymentId) => byId.has(paymentId),
    forPaymentId(value) {
      const known = knownPaymentId(value);
      const provider = byId.get(known);
      if (!provider) throw new PaymentUnavailableError(known);
      return { paymentId: known, provider };
    },
  };
}
