// Loaders of the payment, summary and confirmation steps and of the card payment's return (spec shopping
// §2 /checkout/payment, /checkout/summary, /checkout/confirmation, /computop/success and their guards;
// §7 "thank-you page data"; issue 16 items 4–6, 8). Each runs its step's guard first (loadCheckoutStep,
// the same guard as the checkout machine's), then reads what its page shows into the Apollo cache, so
// the first HTML is the whole page.
import {
  AccountDataDocument,
  CHECKOUT_STATE_COOKIE,
  CheckoutCartDocument,
  CONFIRMATION_ORDER_PARAM,
  checkoutStepPath,
  NewsletterSubscribedDocument,
  OrderDocument,
  type OrderQuery,
  PAYMENT_ERROR_CODE_PARAM,
  parseCheckoutState,
  routePath,
  ThankYouPageDataDocument,
  type ThankYouPageDataQuery,
} from '@ranzen/sdk-core';
import { type CheckoutStepData, loadCheckoutStep } from './checkoutLoaders';
import { loadOrFail, redirectTo } from './loaderErrors';
import type { RouteDeps } from './routeDeps';

/** The cart's checkout state (addresses, shippers, payment methods) into the cache. */
async function readCheckoutCart({ client, cartId }: RouteDeps): Promise<void> {
  if (!cartId) return;
  await loadOrFail(() =>
    client.query({ query: CheckoutCartDocument, variables: { cartId }, fetchPolicy: 'network-only' }),
  );
}

export async function loadCheckoutPayment(deps: RouteDeps, url: URL): Promise<CheckoutStepData> {
  const data = await loadCheckoutStep(deps, 'payment', url);
  await readCheckoutCart(deps);
  return data;
}

export interface CheckoutSummaryData extends CheckoutStepData {
  /** B2B: the logged-in customer's number; null otherwise. */
  readonly customerNumber: string | null;
  /**
   * The logged-in customer already receives the newsletter (the e-mail subscribed check), so
   * the summary offers no newsletter tick; false for guests and visitors.
   */
  readonly newsletterSubscribed: boolean;
}

/** Whether `email` (the logged-in customer's own: the API answers for no other) reads the newsletter. */
async function subscribed({ client }: RouteDeps, email: string | undefined): Promise<boolean> {
  if (!email) return false;
  const { data } = await client.query({
    query: NewsletterSubscribedDocument,
    variables: { email },
    fetchPolicy: 'network-only',
    errorPolicy: 'all',
  });
  return data?.newsletterSubscribed === true;
}

export async function loadCheckoutSummary(deps: RouteDeps, url: URL): Promise<CheckoutSummaryData> {
  const data = await loadCheckoutStep(deps, 'summary', url);
  const loggedIn = data.facts.sessionKind === 'logged-in';
  const [, account] = await loadOrFail(() =>
    Promise.all([
      readCheckoutCart(deps),
      loggedIn
        ? deps.client.query({ query: AccountDataDocument, fetchPolicy: 'network-only', errorPolicy: 'all' })
        : null,
    ]),
  );
  const customer = account?.data?.accountData;
  return {
    ...data,
    customerNumber: deps.store.family === 'b2b' ? (customer?.customerNumber ?? null) : null,
    newsletterSubscribed: await loadOrFail(() => subscribed(deps, customer?.email)),
  };
}

export interface CheckoutConfirmationData extends CheckoutStepData {
  readonly thankYou: NonNullable<ThankYouPageDataQuery['thankYouPageData']>;
  readonly order: OrderQuery['order'];
}

/**
 * The thank-you page of the stored order. An order the visitor does not own answers null at the API
 *, and the page then goes home exactly as for an unknown order.
 */
export async function loadCheckoutConfirmation(deps: RouteDeps, url: URL): Promise<CheckoutConfirmationData> {
  const data = await loadCheckoutStep(deps, 'confirmation', url);
  const orderId = url.searchParams.get(CONFIRMATION_ORDER_PARAM) ?? '';
  const [thankYou, order] = await loadOrFail(() =>
    Promise.all([
      deps.client.query({
        query: ThankYouPageDataDocument,
        variables: { orderId },
        fetchPolicy: 'network-only',
      }),
      deps.client.query({ query: OrderDocument, variables: { orderId }, fetchPolicy: 'network-only' }),
    ]),
  );
  const found = thankYou.data?.thankYouPageData;
  if (!found) return redirectTo(routePath('index'), 302);
  return { ...data, thankYou: found, order: order.data?.order ?? null };
}

/** /computop/success: the errorCode the payment step shows when the card return is not paid. */
export const CARD_NOT_PAID_CODE = 'NOT_PAID';

/**
 * The card provider's return. The sandbox finished the payment before it
 * sent the payer here (docs/payments.md); the API's answer for the order says whether it is paid: then
 * the confirmation of the stored order, else the payment step with an errorCode. An order that is not
 * the visitor's answers like an unknown one: home.
 */
export async function loadComputopSuccess(deps: RouteDeps, url: URL): Promise<never> {
  const orderId = url.searchParams.get(CONFIRMATION_ORDER_PARAM) ?? '';
  const { data } = await loadOrFail(() =>
    deps.client.query({
      query: ThankYouPageDataDocument,
      variables: { orderId },
      fetchPolicy: 'network-only',
    }),
  );
  const thankYou = data?.thankYouPageData;
  if (!thankYou) return redirectTo(routePath('index'), 302);
  if (thankYou.paymentStatus !== 'PAID') {
    return redirectTo(routePath('checkoutPayment', { [PAYMENT_ERROR_CODE_PARAM]: CARD_NOT_PAID_CODE }), 302);
  }
  const stored = parseCheckoutState(deps.readCookies?.()[CHECKOUT_STATE_COOKIE]);
  return redirectTo(checkoutStepPath('confirmation', { ...stored, orderId: thankYou.orderId }), 302);
}
