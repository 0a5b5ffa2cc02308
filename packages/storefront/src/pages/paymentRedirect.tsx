// The payer's way back from a payment provider (spec shopping §8 "Payment return with errorCode"), shared
// by the checkout and the prime checkout: recorded once per page. The way there is ui's PaymentRedirect.
import { PAYMENT_ERROR_TRACKING_EVENT, useTracking } from '@ranzen/sdk-react';
import { useEffect, useRef } from 'react';

/** CancelPayment (AMAZONPAY or PAYPAL) records a payment_cancel event. */
export const PAYMENT_CANCEL_TRACKING_EVENT = 'payment_cancel';

/** Payment return with errorCode. */
export const PAYMENT_RETURN_ERROR = 'vue.checkout.payment.error';

/** The provider's return is recorded once per page ("payment_cancel"). */
export function ReturnTracking({
  errorCode,
  cancelled,
}: {
  readonly errorCode: string | null;
  readonly cancelled: string | null;
}) {
  const track = useTracking();
  const recorded = useRef(false);
  useEffect(() => {
    if (recorded.current) return;
    recorded.current = true;
    if (errorCode) track([{ name: PAYMENT_ERROR_TRACKING_EVENT, payload: { errorCode } }]);
    if (cancelled) track([{ name: PAYMENT_CANCEL_TRACKING_EVENT, payload: { paymentId: cancelled } }]);
  }, [errorCode, cancelled, track]);
  return null;
}
