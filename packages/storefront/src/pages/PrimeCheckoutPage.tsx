// /prime/checkout (spec shopping §2 "/prime/checkout ... own layout", "Prime checkout" guard; §4 "Payment
// step ... prime checkout then returns to /prime/checkout/", "Prime: a subscription is submitted from
// /prime/checkout"; §7 "Submit prime subscription"; issue 20 item 4). The loader let a logged-in
// non-member in while registration is open. The payer chooses the abo and a method in the checkout's
// payment choice; the API answers the provider's page (or the card form) the payer goes to. Back with
// errorCode the payment error shows, a cancelPayment is recorded like the checkout's.
import { useApolloClient } from '@apollo/client/react';
import {
  CANCEL_PAYMENT_PARAM,
  type CardPaymentForm,
  PAYMENT_ERROR_CODE_PARAM,
  SubmitPrimeSubscriptionDocument,
} from '@ranzen/sdk-core';
import { useTranslate } from '@ranzen/sdk-react';
import { CardPaymentPost, PaymentMethodChoice, type PaymentSelection, providerUrl } from '@ranzen/ui';
import { useId, useState } from 'react';
import { usePageData } from '../data/pageData';
import styles from './PrimeCheckoutLayout.module.css';
import { PAYMENT_RETURN_ERROR, ReturnTracking } from './paymentRedirect';

/** Submitting failed without the server's message. */
const SUBMIT_FAILED = 'vue.checkout.payment.saveFailed';

type SubmitState =
  | { readonly kind: 'idle' | 'submitting' }
  | { readonly kind: 'card'; readonly form: CardPaymentForm };

export function PrimeCheckoutPage() {
  const t = useTranslate();
  const { offer, url } = usePageData('primeCheckout');
  const client = useApolloClient();
  const aboId = useId();
  const query = new URL(url, 'http://prime.invalid').searchParams;
  const errorCode = query.get(PAYMENT_ERROR_CODE_PARAM);
  const [autoRenew, setAutoRenew] = useState(true);
  const [state, setState] = useState<SubmitState>({ kind: 'idle' });
  const [error, setError] = useState<string | null>(errorCode ? PAYMENT_RETURN_ERROR : null);

  const submit = async ({ paymentId }: PaymentSelection) => {
    setState({ kind: 'submitting' });
    setError(null);
    try {
      const { data } = await client.mutate({
        mutation: SubmitPrimeSubscriptionDocument,
        variables: { input: { paymentId, autoRenew } },
      });
      const answer = data?.submitPrimeSubscription;
      const card = answer?.successful ? answer.computopData : null;
      if (card) {
        const fields = Object.fromEntries(card.fields.map(({ name, value }) => [name, value]));
        setState({ kind: 'card', form: { action: card.action, fields } });
        return;
      }
      const target = answer?.successful ? providerUrl(answer.redirectUrl) : null;
      if (target) {
        window.location.assign(target);
        return;
      }
      setError(answer?.errorMessage ?? SUBMIT_FAILED);
    } catch {
      setError(SUBMIT_FAILED);
    }
    setState({ kind: 'idle' });
  };

  return (
    <>
      <h1 className={styles.title}>{t('vue.prime.checkout.title')}</h1>
      <p>{t('vue.prime.offer.price', { price: offer.price.stringValue, months: offer.durationMonths })}</p>
      <p className={styles.abo}>
        <input
          id={aboId}
          type="checkbox"
          checked={autoRenew}
          onChange={(event) => setAutoRenew(event.target.checked)}
        />
        <label htmlFor={aboId}>{t('vue.prime.checkout.abo')}</label>
      </p>
      <PaymentMethodChoice
        methods={offer.paymentMethods}
        saving={state.kind !== 'idle'}
        error={error}
        submitLabel="vue.prime.checkout.submit"
        onSubmit={(selection) => void submit(selection)}
      />
      {state.kind === 'card' ? <CardPaymentPost form={state.form} /> : null}
      <ReturnTracking errorCode={errorCode} cancelled={query.get(CANCEL_PAYMENT_PARAM)} />
    </>
  );
}
