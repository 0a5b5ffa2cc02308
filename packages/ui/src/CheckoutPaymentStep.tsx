// The checkout's payment step (spec shopping §3 "Payment method", §4 "Payment step", §5 X_RECHNUNG, §8 "No
// payment selected", "Saving payment fails"). The cart's methods come from the API (the store's ids); the
// choice is saved with setSelectedPayment and the checkout machine goes on to the summary. Shared by the
// storefront's /checkout/payment page and the one-page CheckoutFlow.
import { useMutation, useQuery } from '@apollo/client/react';
import { CheckoutCartDocument, type MessageKey, SetSelectedPaymentDocument } from '@ranzen/sdk-core';
import { useCart, useCheckout } from '@ranzen/sdk-react';
import { useState } from 'react';
import { PaymentMethodChoice, type PaymentSelection } from './PaymentMethodChoice';

/** A generic message. */
const SAVE_FAILED: MessageKey = 'vue.checkout.payment.saveFailed';

export interface CheckoutPaymentStepProps {
  /** The error the step opens with (a payment provider sent the payer back with an error code). */
  readonly returnError?: string | null;
}

/**
 * The checkout's payment step, inside `CheckoutProvider` (or `CheckoutFlowProvider`): the cart's payment
 * methods; the choice is saved and the checkout goes on to the summary.
 *
 * @example
 * ```tsx
 * <CheckoutFlowProvider>
 *   <CheckoutPaymentStep />
 * </CheckoutFlowProvider>
 * ```
 */
export function CheckoutPaymentStep({ returnError = null }: CheckoutPaymentStepProps) {
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
