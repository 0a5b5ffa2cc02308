// The payment step /checkout/payment (spec shopping §2 with errorCode and cancelPayment, §3 "Payment
// method", §4 "Payment step", §5 X_RECHNUNG, §8 "No payment selected", "Saving payment fails", "Payment
// return with errorCode"). The cart's methods come from the API (the store's ids; TWINT only in ch with its
// flag); the choice is saved with setSelectedPayment and the checkout machine goes on to the summary.
// Back from a payment provider: errorCode shows vue.checkout.payment.error and records the failure,
// cancelPayment records a payment_cancel event; the cart is the one the API put the items back into.
import { useMutation, useQuery } from '@apollo/client/react';
import {
  CANCEL_PAYMENT_PARAM,
  CheckoutCartDocument,
  PAYMENT_ERROR_CODE_PARAM,
  SetSelectedPaymentDocument,
} from '@ranzen/sdk-core';
import { useCart, useCheckout, useTranslate } from '@ranzen/sdk-react';
import { CartTotals, PaymentMethodChoice, type PaymentSelection } from '@ranzen/ui';
import { useState } from 'react';
import { usePageData } from '../data/pageData';
import { CheckoutStepPage } from './CheckoutStepPage';
import { PAYMENT_RETURN_ERROR, ReturnTracking } from './paymentRedirect';

/** A generic message. */
const SAVE_FAILED = 'vue.checkout.payment.saveFailed';

export function CheckoutPaymentPage() {
  const t = useTranslate();
  const data = usePageData('checkoutPayment');
  const query = new URL(data.url, 'http://checkout.invalid').searchParams;
  const errorCode = query.get(PAYMENT_ERROR_CODE_PARAM);
  return (
    <CheckoutStepPage data={data} title={t('vue.checkout.payment.title')} summary={<CheckoutCartTotals />}>
      <PaymentStep returnError={errorCode ? PAYMENT_RETURN_ERROR : null} />
      <ReturnTracking errorCode={errorCode} cancelled={query.get(CANCEL_PAYMENT_PARAM)} />
    </CheckoutStepPage>
  );
}

/** The side column: the cart's totals as the server computed them. */
export function CheckoutCartTotals() {
  const { cart } = useCart();
  return cart ? <CartTotals totals={cart.totals} /> : null;
}

function PaymentStep({ returnError }: { readonly returnError: string | null }) {
  const checkout = useCheckout();
  const { cartId } = useCart();
  const { data } = useQuery(CheckoutCartDocument, { variables: { cartId: cartId ?? '' }, skip: !cartId });
  const [setPayment, { loading }] = useMutation(SetSelectedPaymentDocument);
  const [error, setError] = useState<string | null>(returnError);
  const methods = data?.cart?.paymentMethods ?? [];

  const save = async ({ paymentId, buyerReference }: PaymentSelection) => {
    if (!cartId) return;
    setError(null);
    try {
      const { data: answer } = await setPayment({ variables: { cartId, paymentId, buyerReference } });
      const result = answer?.setSelectedPayment;
      if (!result?.successful) {
        setError(result?.errorMessage ?? SAVE_FAILED);
        return;
      }
      checkout.paymentSaved();
    } catch {
      setError(SAVE_FAILED);
    }
  };

  return (
    <div data-state={checkout.view.state}>
      <PaymentMethodChoice
        key={methods.map((method) => `${method.paymentId}:${method.selected}`).join()}
        methods={methods}
        saving={loading || checkout.view.state !== 'payment'}
        error={error}
        onSubmit={(selection) => void save(selection)}
      />
    </div>
  );
}
