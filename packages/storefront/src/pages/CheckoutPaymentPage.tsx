// The payment step /checkout/payment (spec shopping §2 with errorCode and cancelPayment, §3 "Payment
// method", §4 "Payment step", §5 X_RECHNUNG, §8 "No payment selected", "Saving payment fails", "Payment
// return with errorCode"). The cart's methods come from the API (the store's ids; TWINT only in ch with its
// flag); the choice is saved with setSelectedPayment and the checkout machine goes on to the summary.
// The step itself is ui's CheckoutPaymentStep. Back from a payment provider: errorCode shows
// vue.checkout.payment.error and records the failure,
// cancelPayment records a payment_cancel event; the cart is the one the API put the items back into.
import { CANCEL_PAYMENT_PARAM, PAYMENT_ERROR_CODE_PARAM } from '@ranzen/sdk-core';
import { useCart, useTranslate } from '@ranzen/sdk-react';
import { CartTotals, CheckoutPaymentStep } from '@ranzen/ui';
import { usePageData } from '../data/pageData';
import { CheckoutStepPage } from './CheckoutStepPage';
import { PAYMENT_RETURN_ERROR, ReturnTracking } from './paymentRedirect';

export function CheckoutPaymentPage() {
  const t = useTranslate();
  const data = usePageData('checkoutPayment');
  const query = new URL(data.url, 'http://checkout.invalid').searchParams;
  const errorCode = query.get(PAYMENT_ERROR_CODE_PARAM);
  return (
    <CheckoutStepPage data={data} title={t('vue.checkout.payment.title')} summary={<CheckoutCartTotals />}>
      <CheckoutPaymentStep returnError={errorCode ? PAYMENT_RETURN_ERROR : null} />
      <ReturnTracking errorCode={errorCode} cancelled={query.get(CANCEL_PAYMENT_PARAM)} />
    </CheckoutStepPage>
  );
}

/** The side column: the cart's totals as the server computed them. */
export function CheckoutCartTotals() {
  const { cart } = useCart();
  return cart ? <CartTotals totals={cart.totals} /> : null;
}
