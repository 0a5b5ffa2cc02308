// The summary step /checkout/summary (spec shopping §2, §4 "Summary submit", §6 B2B "no payment step",
// §8 "Submit fails", "Cart already submitted", "Cart changed before submit", §9 "Redirect after submit:
// 100 ms"; issue 16 items 5 and 8). The checkout machine runs the submit sequence; this page shows where it
// is and, for a card, posts the payment form (computopData) to the card provider. A redirect method's
// page is left for once the machine has waited its 100 ms ('left'): the client router refuses other
// origins (storefront §8), and this address is the API's own answer, so the page assigns it. An offline
// method goes on to the confirmation. A payer back from Amazon Pay express is completed first
// (AmazonPayReturn); an express payment can be aborted here (§4 "Abort resets the cart, clears stored
// checkout state"), which leads back to the basket to start again.
import { useQuery } from '@apollo/client/react';
import { CheckoutCartDocument, routePath } from '@ranzen/sdk-core';
import {
  amazonPayContentKey,
  useAmazonPayExpress,
  useCart,
  useCheckout,
  useShop,
  useTranslate,
} from '@ranzen/sdk-react';
import { CardPaymentPost, CheckoutSummary, checkoutSummaryState, providerUrl } from '@ranzen/ui';
import { useEffect } from 'react';
import { usePageData } from '../data/pageData';
import { AmazonPayReturn } from './AmazonPayReturn';
import { leaveWithMessage } from './accountActions';
import { CheckoutCartTotals } from './CheckoutPaymentPage';
import { CheckoutStepPage } from './CheckoutStepPage';

export function CheckoutSummaryPage() {
  const t = useTranslate();
  const { store } = useShop();
  const data = usePageData('checkoutSummary');
  return (
    <CheckoutStepPage
      data={data}
      title={t('vue.checkout.summary.title')}
      summary={<CheckoutCartTotals />}
      orderCommentEnabled={store.features.orderComment}
    >
      <AmazonPayReturn url={data.url}>
        <SummaryStep customerNumber={data.customerNumber} newsletterSubscribed={data.newsletterSubscribed} />
      </AmazonPayReturn>
    </CheckoutStepPage>
  );
}

function SummaryStep({
  customerNumber,
  newsletterSubscribed,
}: {
  readonly customerNumber: string | null;
  readonly newsletterSubscribed: boolean;
}) {
  const t = useTranslate();
  const { store } = useShop();
  const { cart, cartId } = useCart();
  const checkout = useCheckout();
  const amazon = useAmazonPayExpress(cartId, amazonPayContentKey(cart?.items ?? []));
  // The abort clears the checkout cookie; left first, the page's checkout does not follow that
  // cookie to the guard's page before the way to the basket.
  const abortExpress = async () => {
    checkout.leave();
    if (await amazon.reset()) {
      leaveWithMessage(routePath('basket'), { type: 'info', message: t('vue.checkout.amazonPay.aborted') });
    } else {
      checkout.stay();
    }
  };
  const { data } = useQuery(CheckoutCartDocument, { variables: { cartId: cartId ?? '' }, skip: !cartId });
  const checkoutCart = data?.cart;
  const { state, submitResult } = checkout.view;
  const redirectUrl = state === 'left' ? providerUrl(submitResult?.redirectUrl) : null;
  useEffect(() => {
    if (redirectUrl) window.location.assign(redirectUrl);
  }, [redirectUrl]);
  if (!cart || !checkoutCart) return null;
  const paymentStep = store.features.paymentStep && checkoutCart.paymentStepAvailable;
  return (
    <>
      <CheckoutSummary
        items={cart.items}
        totals={cart.totals}
        checkout={checkoutCart}
        termsOfPayment={!store.features.paymentStep}
        customerNumber={customerNumber}
        newsletterSubscribed={newsletterSubscribed}
        commentEnabled={store.features.orderComment}
        shippingHref={routePath('checkoutShipping')}
        paymentHref={paymentStep ? routePath('checkoutPayment') : null}
        state={checkoutSummaryState(state)}
        onSubmit={checkout.submit}
        onAbortExpress={amazon.express?.selected ? () => void abortExpress() : undefined}
      />
      {state === 'paymentForm' && submitResult?.computopData ? (
        <CardPaymentPost form={submitResult.computopData} />
      ) : null}
    </>
  );
}
