// Payment methods as the API lists them for a cart (schema checkout.graphql PaymentMethod), for stories
// and tests of the payment step.
import type { PaymentMethodFieldsFragment } from '@ranzen/sdk-core';

function method(
  paymentId: string,
  changes: Partial<Omit<PaymentMethodFieldsFragment, '__typename'>> = {},
): PaymentMethodFieldsFragment {
  return {
    __typename: 'PaymentMethod',
    paymentId,
    displayName: `vue.checkout.payment.${paymentId}`,
    description: `vue.checkout.payment.${paymentId}.description`,
    selected: false,
    enabled: true,
    buyerReference: null,
    ...changes,
  };
}

/** The German consumer store with the e-invoice switched on; Amazon Pay listed but not enabled. */
export const germanPaymentMethods: readonly PaymentMethodFieldsFragment[] = [
  method('CREDIT_CARD'),
  method('PAYPAL'),
  method('AMAZONPAY', { enabled: false }),
  method('INVOICE'),
  method('X_RECHNUNG'),
  method('PREPAID'),
];

/** The same list with the e-invoice chosen earlier (its buyer reference kept). */
export const eInvoiceSelected: readonly PaymentMethodFieldsFragment[] = germanPaymentMethods.map((entry) =>
  entry.paymentId === 'X_RECHNUNG' ? { ...entry, selected: true, buyerReference: '991-12345-67' } : entry,
);

/** The Swiss store: TWINT with its flag on. */
export const swissPaymentMethods: readonly PaymentMethodFieldsFragment[] = [
  method('CREDIT_CARD'),
  method('PAYPAL'),
  method('TWINT'),
  method('INVOICE', { selected: true }),
  method('PREPAID'),
];
