// The checkout steps, their availability and the checkout pages' guards (spec shopping §2 "Guards and
// redirects", §3 "Checkout state", §4 "Checkout steps"). Pure: the storefront server decides a page's
// redirect with these functions, and the checkout machine (machines/checkout.machine.ts) uses the same
// ones, so a server load and a client-side step change send the visitor to the same place.
//
// Where the step state lives (docs/not-shown.md): in the cookie CHECKOUT_STATE_COOKIE, not in session
// storage. A cookie is shared by every tab of the browser and reaches the server, so a reload and a
// second tab resume the same step and the server can guard a page before it renders. It carries only
// what the steps need (no address, no e-mail): the login option, whether the shipping and payment steps
// were validated, whether an express wallet pays, and the order id of the last submit. It is a
// convenience: the API checks the cart again at submit.
import type { GuardMessage, GuardResult } from '../routes/guards';
import { AMAZON_CHECKOUT_SESSION_PARAM, CONFIRMATION_ORDER_PARAM } from '../routes/routeDefinitions';
import { matchRoute, routePath } from '../routes/routeTable';
import { paymentStepAvailable } from './paymentStep';
import type { SessionKind } from './session';

/** The checkout steps, in order. */
export const CHECKOUT_STEPS = ['login', 'shipping', 'payment', 'summary', 'confirmation'] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

/** The checkout layout's step list: the basket, then every step a shopper fills in. */
export type CheckoutLayoutStep = 'basket' | Exclude<CheckoutStep, 'confirmation'>;
export const CHECKOUT_LAYOUT_STEPS: readonly CheckoutLayoutStep[] = [
  'basket',
  ...CHECKOUT_STEPS.filter((step): step is Exclude<CheckoutStep, 'confirmation'> => step !== 'confirmation'),
];

/** LoginStep.option. */
export const LOGIN_OPTIONS = ['guest', 'register', 'loggedIn'] as const;
export type LoginOption = (typeof LOGIN_OPTIONS)[number];

/** What the checkout keeps between pages, reloads and tabs (the cookie CHECKOUT_STATE_COOKIE). */
export interface CheckoutState {
  readonly loginOption: LoginOption | null;
  readonly shippingValidated: boolean;
  readonly paymentValidated: boolean;
  /** An express wallet pays; the payment step is skipped. */
  readonly expressWallet: boolean;
  /** The stored order id of the last submit. */
  readonly orderId: string | null;
}

export const EMPTY_CHECKOUT_STATE: CheckoutState = {
  loginOption: null,
  shippingValidated: false,
  paymentValidated: false,
  expressWallet: false,
  orderId: null,
};

/** What the checkout reads from the cart, the store and the session cookies. */
export interface CheckoutFacts {
  readonly isB2b: boolean;
  /** The cart's itemsCount; 0 is an empty cart. */
  readonly itemsCount: number;
  /** The cart's basket value in cents. */
  readonly basketValueCents: number;
  readonly sessionKind: SessionKind;
}

/** Ours: the cookie holding the checkout state (see the top of this file). */
export const CHECKOUT_STATE_COOKIE = 'checkoutState';

/** How often a checkout page looks for another tab's state. */
export const CHECKOUT_STATE_POLL_MS = 300;

/** The warning on the page the guard sends to. */
export const CHECKOUT_SESSION_EXPIRED_MESSAGE: GuardMessage = {
  type: 'warning',
  key: 'vue.checkout.message.sessionExpired',
};

/**
 * The payment step is unavailable for B2B (the store has no payment step), for payless orders
 * and for express wallet payment: the API's rule (paymentStep.ts) with the stored express-wallet flag.
 */
export function isPaymentStepAvailable(facts: CheckoutFacts, state: CheckoutState): boolean {
  return paymentStepAvailable({
    storeHasPaymentStep: !facts.isB2b,
    positionCount: facts.itemsCount,
    basketValueCents: facts.basketValueCents,
    expressWallet: state.expressWallet,
  });
}

/** Login is ok when an option is chosen or a session (customer or guest) exists. */
export function isLoginStepOk(facts: CheckoutFacts, state: CheckoutState): boolean {
  return state.loginOption !== null || facts.sessionKind !== 'anonymous';
}

/** Shipping is ok when validated. */
export function isShippingStepOk(state: CheckoutState): boolean {
  return state.shippingValidated;
}

/** Payment is ok when validated or when the step is not available. */
export function isPaymentStepOk(facts: CheckoutFacts, state: CheckoutState): boolean {
  return state.paymentValidated || !isPaymentStepAvailable(facts, state);
}

/** Whether a person may open a step: every step before it is ok (the payment step must exist). */
export function isCheckoutStepAvailable(
  step: CheckoutStep,
  facts: CheckoutFacts,
  state: CheckoutState,
): boolean {
  switch (step) {
    case 'login':
      return true;
    case 'shipping':
      return isLoginStepOk(facts, state);
    case 'payment':
      return isLoginStepOk(facts, state) && isShippingStepOk(state) && isPaymentStepAvailable(facts, state);
    case 'summary':
      return isLoginStepOk(facts, state) && isShippingStepOk(state) && isPaymentStepOk(facts, state);
    case 'confirmation':
      return state.orderId !== null;
  }
}

/** The step after a done step: the payment step is skipped when it is unavailable. */
export function nextCheckoutStep(
  step: CheckoutStep,
  facts: CheckoutFacts,
  state: CheckoutState,
): CheckoutStep {
  switch (step) {
    case 'login':
      return 'shipping';
    case 'shipping':
      return isPaymentStepAvailable(facts, state) ? 'payment' : 'summary';
    case 'payment':
      return 'summary';
    case 'summary':
    case 'confirmation':
      return 'confirmation';
  }
}

/** The route of each step's page. */
const CHECKOUT_STEP_ROUTES = {
  login: 'checkoutLogin',
  shipping: 'checkoutShipping',
  payment: 'checkoutPayment',
  summary: 'checkoutSummary',
  confirmation: 'checkoutConfirmation',
} as const satisfies Readonly<Record<CheckoutStep, string>>;

/**
 * The page of a step; the confirmation names the stored order.
 *
 * @example
 * ```ts
 * const state = parseCheckoutState(undefined);
 * checkoutStepPath('shipping', state); // '/checkout/shipping/'
 * checkoutStepPath('confirmation', { ...state, orderId: 'O-1' }); // '/checkout/confirmation/?orderId=O-1'
 * ```
 */
export function checkoutStepPath(step: CheckoutStep, state: CheckoutState): string {
  if (step !== 'confirmation') return routePath(CHECKOUT_STEP_ROUTES[step]);
  return routePath(
    'checkoutConfirmation',
    state.orderId ? { [CONFIRMATION_ORDER_PARAM]: state.orderId } : {},
  );
}

/**
 * The step whose page a path is (the inverse of checkoutStepPath); null for any other page.
 *
 * @example
 * ```ts
 * checkoutStepOfPath('/checkout/payment/'); // 'payment'
 * checkoutStepOfPath('/basket/'); // null
 * ```
 */
export function checkoutStepOfPath(pathname: string): CheckoutStep | null {
  const { name } = matchRoute(pathname);
  return CHECKOUT_STEPS.find((step) => CHECKOUT_STEP_ROUTES[step] === name) ?? null;
}

/**
 * Where a checkout resumes: the first step a shopper still has to do (login, shipping, then payment
 * where the step is available), else the summary. The confirmation is only reached by a submit.
 *
 * @example
 * ```ts
 * openCheckoutStep({ ...facts, sessionKind: 'logged-in' }, EMPTY_CHECKOUT_STATE); // 'shipping'
 * ```
 */
export function openCheckoutStep(facts: CheckoutFacts, state: CheckoutState): CheckoutStep {
  if (!isLoginStepOk(facts, state)) return 'login';
  if (!isShippingStepOk(state)) return 'shipping';
  return isPaymentStepOk(facts, state) ? 'summary' : 'payment';
}

/**
 * Shipping done as the later guards read it: validated after a login step that is still ok. A step is
 * only available when the previous one is ok, so a validated shipping step whose session and
 * login option are gone counts as not valid (the visitor's session expired).
 */
function isShippingDone(facts: CheckoutFacts, state: CheckoutState): boolean {
  return isLoginStepOk(facts, state) && isShippingStepOk(state);
}

const ALLOW: GuardResult = { allow: true };

function redirect(location: string, message?: GuardMessage): GuardResult {
  return message ? { allow: false, location, message } : { allow: false, location };
}

const HOME = '/';

/** Checkout login — logged in or guest goes to shipping; an empty cart goes to the basket. */
export function checkoutLoginGuard(facts: CheckoutFacts): GuardResult {
  if (facts.sessionKind !== 'anonymous') return redirect(routePath('checkoutShipping'));
  if (facts.itemsCount === 0) return redirect(routePath('basket'));
  return ALLOW;
}

/** Shipping — an empty cart goes to /; the login step not done goes to the login step. */
export function checkoutShippingGuard(facts: CheckoutFacts, state: CheckoutState): GuardResult {
  if (facts.itemsCount === 0) return redirect(HOME);
  if (!isLoginStepOk(facts, state)) return redirect(routePath('checkoutLogin'));
  return ALLOW;
}

/**
 * Payment — an empty cart goes to / (with the session-expired warning for a guest or when the
 * login step is not done); shipping not valid goes to shipping; an unavailable payment step to summary.
 */
export function checkoutPaymentGuard(facts: CheckoutFacts, state: CheckoutState): GuardResult {
  if (facts.itemsCount === 0) {
    const expired = facts.sessionKind === 'guest' || !isLoginStepOk(facts, state);
    return redirect(HOME, expired ? CHECKOUT_SESSION_EXPIRED_MESSAGE : undefined);
  }
  if (!isShippingDone(facts, state)) return redirect(routePath('checkoutShipping'));
  if (!isPaymentStepAvailable(facts, state)) return redirect(routePath('checkoutSummary'));
  return ALLOW;
}

/**
 * Summary — shipping not valid goes to / with the session-expired warning; payment not valid
 * (when the step is available) goes to payment.
 */
export function checkoutSummaryGuard(facts: CheckoutFacts, state: CheckoutState): GuardResult {
  if (!isShippingDone(facts, state)) return redirect(HOME, CHECKOUT_SESSION_EXPIRED_MESSAGE);
  if (!isPaymentStepOk(facts, state)) return redirect(routePath('checkoutPayment'));
  return ALLOW;
}

/** Confirmation — no stored order id goes to /; otherwise the order id is added to the query. */
export function checkoutConfirmationGuard(state: CheckoutState, url: URL): GuardResult {
  if (state.orderId === null) return redirect(HOME);
  if (url.searchParams.get(CONFIRMATION_ORDER_PARAM) === state.orderId) return ALLOW;
  return redirect(checkoutStepPath('confirmation', state));
}

/**
 * Amazon sends the payer back to the summary with its session id. The
 * summary completes the express checkout first (that marks shipping validated), so such an arrival is let
 * in; the completion refuses a session that is not the visitor's, and the page then leaves for the basket.
 */
export function isAmazonPayReturn(url: URL): boolean {
  return (url.searchParams.get(AMAZON_CHECKOUT_SESSION_PARAM) ?? '') !== '';
}

/**
 * The guard of a checkout step's page.
 *
 * @example
 * ```ts
 * const facts: CheckoutFacts = { isB2b: false, itemsCount: 0, basketValueCents: 0, sessionKind: 'anonymous' };
 * const state = parseCheckoutState(undefined);
 * checkoutStepGuard('payment', facts, state, new URL('https://shop.example/checkout/payment/')); // { allow: false, location: '/', message: { type: 'warning', key: 'vue.checkout.message.sessionExpired' } }
 * ```
 */
export function checkoutStepGuard(
  step: CheckoutStep,
  facts: CheckoutFacts,
  state: CheckoutState,
  url: URL,
): GuardResult {
  switch (step) {
    case 'login':
      return checkoutLoginGuard(facts);
    case 'shipping':
      return checkoutShippingGuard(facts, state);
    case 'payment':
      return checkoutPaymentGuard(facts, state);
    case 'summary':
      return isAmazonPayReturn(url) ? ALLOW : checkoutSummaryGuard(facts, state);
    case 'confirmation':
      return checkoutConfirmationGuard(state, url);
  }
}

function isLoginOption(value: unknown): value is LoginOption {
  return typeof value === 'string' && (LOGIN_OPTIONS as readonly string[]).includes(value);
}

/**
 * The cookie's value: compact JSON, URI-encoded so it is a valid cookie value.
 *
 * @example
 * ```ts
 * const cookieValue = serializeCheckoutState({ ...parseCheckoutState(undefined), orderId: 'O-1' });
 * parseCheckoutState(cookieValue).orderId; // 'O-1'
 * ```
 */
export function serializeCheckoutState(state: CheckoutState): string {
  return encodeURIComponent(JSON.stringify(state));
}

/**
 * The state in a cookie value; anything missing, malformed or tampered with counts as not done.
 *
 * @example
 * ```ts
 * parseCheckoutState(undefined); // { loginOption: null, shippingValidated: false, paymentValidated: false, expressWallet: false, orderId: null }
 * ```
 */
export function parseCheckoutState(value: string | undefined): CheckoutState {
  if (!value) return EMPTY_CHECKOUT_STATE;
  let raw: unknown;
  try {
    raw = JSON.parse(decodeURIComponent(value));
  } catch {
    return EMPTY_CHECKOUT_STATE;
  }
  if (typeof raw !== 'object' || raw === null) return EMPTY_CHECKOUT_STATE;
  const fields = raw as Record<string, unknown>;
  return {
    loginOption: isLoginOption(fields.loginOption) ? fields.loginOption : null,
    shippingValidated: fields.shippingValidated === true,
    paymentValidated: fields.paymentValidated === true,
    expressWallet: fields.expressWallet === true,
    orderId: typeof fields.orderId === 'string' && fields.orderId !== '' ? fields.orderId : null,
  };
}
