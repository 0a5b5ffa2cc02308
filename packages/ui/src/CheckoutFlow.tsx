// The whole checkout on one page for a host without the storefront's pages (spec shopping §2 checkout
// routes and "Guards and redirects", §4 "Checkout steps", "Summary submit", "Confirmation cleanup"): sdk-react
// CheckoutFlowProvider runs the checkout machine and follows its steps in the address bar; this shows the
// step the machine is at, each built from the step components the storefront's pages use: login (or guest
// checkout), shipping, payment, the summary with the submit, and the order's confirmation.
import { useQuery } from '@apollo/client/react';
import {
  AccountDataDocument,
  CheckoutCartDocument,
  type CheckoutStep,
  type MessageKey,
  OrderDocument,
  type OrderQuery,
  routePath,
  ThankYouPageDataDocument,
  type ThankYouPageDataQuery,
} from '@ranzen/sdk-core';
import {
  CheckoutFlowProvider,
  type CheckoutFlowProviderProps,
  useCart,
  useCheckout,
  useConfirmationCleanup,
  useShop,
  useTranslate,
} from '@ranzen/sdk-react';
import styles from './CheckoutFlow.module.css';
import { CheckoutGuestForm, CheckoutLoginStep } from './CheckoutLoginStep';
import { CheckoutPaymentStep } from './CheckoutPaymentStep';
import { CheckoutShippingStep } from './CheckoutShippingStep';
import { CheckoutSummary, checkoutSummaryState } from './CheckoutSummary';
import { OrderConfirmation } from './OrderConfirmation';
import { CardPaymentPost } from './PaymentRedirect';

const STEP_TITLES: Readonly<Record<CheckoutStep, MessageKey>> = {
  login: 'vue.checkout.login.title',
  shipping: 'vue.checkout.shipping.title',
  payment: 'vue.checkout.payment.title',
  summary: 'vue.checkout.summary.title',
  confirmation: 'vue.checkout.confirmation.title',
};

export interface CheckoutFlowProps extends Omit<CheckoutFlowProviderProps, 'children'> {
  /** Where "continue shopping" on the confirmation goes; the home page by default. */
  readonly continueHref?: string;
}

/**
 * The checkout on one page, for the shop's checkout routes (`/checkout/login/` … `/checkout/confirmation/`):
 * login or guest checkout, shipping, payment, the summary's submit and the confirmation, driven by the
 * checkout machine. Needs `RanzenProvider` (or the providers it composes) above it; browser only.
 *
 * @example
 * ```tsx
 * function CheckoutPage() {
 *   return <CheckoutFlow onLeave={(location) => router.push(location)} />;
 * }
 * ```
 */
export function CheckoutFlow({ continueHref = routePath('index'), ...provider }: CheckoutFlowProps) {
  const { store } = useShop();
  return (
    <CheckoutFlowProvider orderCommentEnabled={store.features.orderComment} {...provider}>
      <FlowStep continueHref={continueHref} />
    </CheckoutFlowProvider>
  );
}

function FlowStep({ continueHref }: { readonly continueHref: string }) {
  const t = useTranslate();
  const { store } = useShop();
  const { view } = useCheckout();
  // A guard sent the visitor elsewhere: the flow follows it.
  if (view.state === 'redirected') return null;
  return (
    <section className={styles.flow} aria-labelledby="checkout-flow-title" data-state={view.state}>
      <h1 id="checkout-flow-title" className={styles.title}>
        {t(STEP_TITLES[view.step])}
      </h1>
      {view.step === 'login' ? (
        <CheckoutLoginStep>{store.family === 'b2b' ? null : <CheckoutGuestForm />}</CheckoutLoginStep>
      ) : null}
      {view.step === 'shipping' ? <CheckoutShippingStep /> : null}
      {view.step === 'payment' ? <CheckoutPaymentStep /> : null}
      {view.step === 'summary' ? <SummaryStep /> : null}
      {view.step === 'confirmation' && view.checkoutState.orderId ? (
        <ConfirmationStep orderId={view.checkoutState.orderId} continueHref={continueHref} />
      ) : null}
    </section>
  );
}

/** The summary and its submit; a card payment's form is posted to the card provider. */
function SummaryStep() {
  const { store } = useShop();
  const { cart, cartId } = useCart();
  const checkout = useCheckout();
  const { data } = useQuery(CheckoutCartDocument, { variables: { cartId: cartId ?? '' }, skip: !cartId });
  const { state, submitResult, facts } = checkout.view;
  // B2B: the logged-in customer's number.
  const b2bCustomer = store.family === 'b2b' && facts.sessionKind === 'logged-in';
  const account = useQuery(AccountDataDocument, { skip: !b2bCustomer }).data?.accountData;
  const checkoutCart = data?.cart;
  if (!cart || !checkoutCart) return null;
  const paymentStep = store.features.paymentStep && checkoutCart.paymentStepAvailable;
  return (
    <>
      <CheckoutSummary
        items={cart.items}
        totals={cart.totals}
        checkout={checkoutCart}
        termsOfPayment={!store.features.paymentStep}
        customerNumber={account?.customerNumber ?? null}
        commentEnabled={store.features.orderComment}
        shippingHref={routePath('checkoutShipping')}
        paymentHref={paymentStep ? routePath('checkoutPayment') : null}
        state={checkoutSummaryState(state)}
        onSubmit={checkout.submit}
      />
      {state === 'paymentForm' && submitResult?.computopData ? (
        <CardPaymentPost form={submitResult.computopData} />
      ) : null}
    </>
  );
}

function ConfirmationStep({
  orderId,
  continueHref,
}: {
  readonly orderId: string;
  readonly continueHref: string;
}) {
  // The order as the API answers it now (not the cache): it was placed a moment ago.
  const thankYou = useQuery(ThankYouPageDataDocument, {
    variables: { orderId },
    fetchPolicy: 'network-only',
  });
  const order = useQuery(OrderDocument, { variables: { orderId }, fetchPolicy: 'network-only' });
  const found = thankYou.data?.thankYouPageData;
  if (!found || order.loading) return null;
  return <Confirmation thankYou={found} order={order.data?.order ?? null} continueHref={continueHref} />;
}

/** Shown once the order was read: the cleanup's purchase event names it. */
function Confirmation({
  thankYou,
  order,
  continueHref,
}: {
  readonly thankYou: NonNullable<ThankYouPageDataQuery['thankYouPageData']>;
  readonly order: OrderQuery['order'];
  readonly continueHref: string;
}) {
  // A failed cleanup ended the session: the shop starts again from its home page.
  useConfirmationCleanup(order, () => window.location.assign(continueHref));
  return <OrderConfirmation thankYou={thankYou} order={order} continueHref={continueHref} />;
}
