// The way to a payment provider after the submit (spec shopping §4 "Payment step", "Summary submit"): the
// provider's page is the API's answer (an http(s) address, loaded by the page: a client router refuses
// other origins), and a card form is posted at once. Shared by the storefront's checkout and prime
// checkout and the one-page CheckoutFlow.
import type { CardPaymentForm } from '@ranzen/sdk-core';
import { useEffect, useRef } from 'react';

/**
 * The payment provider's page: an http(s) address, nothing else (no `javascript:` URL).
 *
 * @example
 * ```ts
 * providerUrl(submitResult.redirectUrl); // 'https://pay.example/…' or null
 * ```
 */
export function providerUrl(location: string | null | undefined): string | null {
  if (!location) return null;
  try {
    const url = new URL(location);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

export interface CardPaymentPostProps {
  /** The submit's card payment form (`computopData`). */
  readonly form: CardPaymentForm;
}

/**
 * Posts the card payment form to the card provider as soon as it renders.
 *
 * @example
 * ```tsx
 * {view.state === 'paymentForm' && view.submitResult?.computopData ? (
 *   <CardPaymentPost form={view.submitResult.computopData} />
 * ) : null}
 * ```
 */
export function CardPaymentPost({ form }: CardPaymentPostProps) {
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
