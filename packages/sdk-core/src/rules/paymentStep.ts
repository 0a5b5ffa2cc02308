// When checkout has a payment step (shopping §4 "Checkout steps": "The payment step is unavailable for
// B2B, for payless orders (cart has items and basket value is 0) and for express wallet payment").
// The storefront skips the step with this rule; the API accepts a submit without a payment method with it.

export interface PaymentStepFacts {
  /** The store's feature (StoreFeatures.paymentStep): false in B2B. */
  readonly storeHasPaymentStep: boolean;
  /** Positions in the cart. */
  readonly positionCount: number;
  /** The basket value after vouchers, in cents. */
  readonly basketValueCents: number;
  /** The buyer pays with an express wallet (Amazon Pay express), chosen before checkout. */
  readonly expressWallet?: boolean;
}

/** A payless order: the cart has items and nothing to pay. */
export function isPayless(facts: Pick<PaymentStepFacts, 'positionCount' | 'basketValueCents'>): boolean {
  return facts.positionCount > 0 && facts.basketValueCents === 0;
}

/**
 * Whether the checkout shows its payment step: the store has one, the basket costs something and no express wallet has paid already.
 *
 * @example
 * ```ts
 * paymentStepAvailable({ storeHasPaymentStep: true, positionCount: 2, basketValueCents: 4990 }); // true
 * paymentStepAvailable({ storeHasPaymentStep: true, positionCount: 2, basketValueCents: 0 }); // false
 * ```
 */
export function paymentStepAvailable(facts: PaymentStepFacts): boolean {
  return facts.storeHasPaymentStep && !isPayless(facts) && !facts.expressWallet;
}
