// Loaders of the checkout steps (spec shopping §2 "/checkout/login|shipping|payment|summary|confirmation",
// "Guards and redirects"; §3 "Checkout state"; §4 "Checkout steps"). Each reads the cart and the session
// and runs the step's guard — the same pure function the checkout machine runs in the browser
// (sdk-core rules/checkoutSteps.ts) — before anything renders: an empty cart, a step not yet available
// or a session that expired answer with a 302 (and the guard's message as a server toast). The checkout
// routes load as documents (sdk-core requiresDocumentLoad), so the server is there to write it.
import {
  AccountDataDocument,
  amountToCents,
  BillingAddressesDocument,
  CartDocument,
  CHECKOUT_STATE_COOKIE,
  CheckoutCartDocument,
  type CheckoutFacts,
  type CheckoutState,
  type CheckoutStep,
  checkoutStepGuard,
  type MessageKey,
  parseCheckoutState,
  robotsForUrl,
  ShippingAddressesDocument,
  sessionKind,
  translate,
} from '@ranzen/sdk-core';
import { guardRedirect } from './guardRedirect';
import { loadOrFail } from './loaderErrors';
import type { WithMeta } from './pageMeta';
import { pageTitle } from './pageTitle';
import type { RouteDeps } from './routeDeps';

export interface CheckoutStepData extends WithMeta {
  readonly step: CheckoutStep;
  /** The cart, store and session facts the guard read (the checkout machine starts from them). */
  readonly facts: CheckoutFacts;
  /** The checkout state of the cookie when the page was loaded. */
  readonly stored: CheckoutState;
  /** The page's path and query. */
  readonly url: string;
}

const STEP_TITLES: Readonly<Record<CheckoutStep, MessageKey>> = {
  login: 'vue.checkout.step.login',
  shipping: 'vue.checkout.step.shipping',
  payment: 'vue.checkout.step.payment',
  summary: 'vue.checkout.step.summary',
  confirmation: 'vue.checkout.step.confirmation',
};

/** The server's cart read: no cart id or an unknown cart is an empty cart. */
async function cartFacts({
  client,
  cartId,
}: RouteDeps): Promise<Pick<CheckoutFacts, 'itemsCount' | 'basketValueCents'>> {
  if (!cartId) return { itemsCount: 0, basketValueCents: 0 };
  const { data } = await loadOrFail(() =>
    client.query({ query: CartDocument, variables: { cartId }, fetchPolicy: 'network-only' }),
  );
  const cart = data?.cart;
  return cart
    ? { itemsCount: cart.itemsCount, basketValueCents: amountToCents(cart.totals.basketValue.amount) }
    : { itemsCount: 0, basketValueCents: 0 };
}

/** The facts the checkout guards read: the cart now, the store's family and the session cookies. */
export async function checkoutFacts(deps: RouteDeps): Promise<CheckoutFacts> {
  return {
    ...(await cartFacts(deps)),
    isB2b: deps.store.family === 'b2b',
    sessionKind: sessionKind(deps.readCookies?.() ?? {}),
  };
}

/**
 * A checkout step's page data after its guard let the visitor in;
 * otherwise the guard's redirect (RouteAnswer).
 */
export async function loadCheckoutStep(
  deps: RouteDeps,
  step: CheckoutStep,
  url: URL,
): Promise<CheckoutStepData> {
  const facts = await checkoutFacts(deps);
  const stored = parseCheckoutState(deps.readCookies?.()[CHECKOUT_STATE_COOKIE]);
  const guard = checkoutStepGuard(step, facts, stored, url);
  if (!guard.allow) return guardRedirect(deps, guard);
  return {
    step,
    facts,
    stored,
    url: `${url.pathname}${url.search}`,
    meta: {
      title: pageTitle(deps.store, translate(deps.messages, STEP_TITLES[step])),
      robots: robotsForUrl(url.pathname),
    },
  };
}

/**
 * The shipping step: the cart's checkout data and, for a customer,
 * the account's data and the address book, read into the Apollo cache so the first HTML shows the forms
 * prefilled (a guest's names come from the page frame's customer info).
 */
export async function loadCheckoutShipping(deps: RouteDeps, url: URL): Promise<CheckoutStepData> {
  const data = await loadCheckoutStep(deps, 'shipping', url);
  const { client, cartId } = deps;
  const customer = data.facts.sessionKind === 'logged-in';
  const fresh = { fetchPolicy: 'network-only', errorPolicy: 'all' } as const;
  await loadOrFail(() =>
    Promise.all([
      cartId
        ? client.query({ query: CheckoutCartDocument, variables: { cartId }, fetchPolicy: 'network-only' })
        : null,
      customer ? client.query({ query: AccountDataDocument, ...fresh }) : null,
      ...(customer
        ? [
            client.query({ query: BillingAddressesDocument, ...fresh }),
            client.query({ query: ShippingAddressesDocument, ...fresh }),
          ]
        : []),
    ]),
  );
  return data;
}
