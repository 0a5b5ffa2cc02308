// The way to a payment provider and back (spec shopping §4 "Payment step", "Summary submit"; §8 "Payment
// return with errorCode"), shared by the checkout and the prime checkout: the provider's page is the
// API's answer (an http(s) address, assigned by the page: the client router refuses other origins), a
// card form is posted at once, and the payer's return is recorded once per page.
import type { CardPaymentForm } from '@ranzen/sdk-core';
import { PAYMENT_ERROR_TRACKING_EVENT, useTracking } from '@ranzen/sdk-react';
import { useEffect, useRef } from 'react';

/** CancelPayment (AMAZONPAY or PAYPAL) records a payment_cancel event. */
export const PAYMENT_CANCEL_TRACKING_EVENT = 'payment_cancel';

/** Payment return with errorCode. */
export const PAYMENT_RETURN_ERROR = 'vue.checkout.payment.error';

/** The payment provider's page: an http(s) address, nothing else (no script: URL). */
export function providerUrl(location: string | null | undefined): string | null {
  if (!location) return null;
  try {
    const url = new URL(location);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** Posted at once. */
export function CardPaymentPost({ form }: { readonly form: CardPaymentForm }) {
  const ref = useRef<HTMLFormElement>(null);
  useEffect(() => {
    ref.current?.submit();
  }, []);
  return (
    <form ref={ref} method="post" action={form.action} hidden>
      {Object.entries(form.fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </form>
  );
}

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
