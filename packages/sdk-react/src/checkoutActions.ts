// The checkout's own endpoints on the storefront server (spec shopping §7 "Internal endpoints": POST
// /api/confirmation-cleanup/ (cartId); docs/decisions/0012-submit-through-the-storefront.md: POST
// /api/submit-cart/). One table of paths, shared by the server that answers them
// (storefront server/checkoutEndpoints.ts) and the pages that post to them. The visitor's cart is the
// one in the HttpOnly cart cookie: neither endpoint trusts a cart id from the page.
import { HttpStatusError, type SubmitCartMutation, shopFetch } from '@ranzen/sdk-core';
import { type AccountActionResult, isAccountActionResult } from './accountActions';

export const CHECKOUT_ACTION_PATHS = {
  /** The new cart in the cookie, the guest reset; on failure a logout. */
  confirmationCleanup: '/api/confirmation-cleanup/',
  /** The API's submitCart, and the cart it issued put into the cookie. */
  submitCart: '/api/submit-cart/',
  /** Amazon Pay express (amazonCheckoutSessionId, checkoutType, cartId): complete it. */
  checkoutAmazon: '/api/checkout-amazon/',
  /** Amazon Pay express abort (checkoutType, cartId): reset it in the cart. */
  abortAmazon: '/api/abort-amazon/',
} as const;

export type CheckoutAction = keyof typeof CHECKOUT_ACTION_PATHS;

/** What /api/submit-cart/ answers: the API's submitCart result as it came. */
export type SubmitCartAnswer = SubmitCartMutation['submitCart'];

async function postCheckoutAction(
  action: CheckoutAction,
  doFetch: typeof fetch,
  form?: URLSearchParams,
): Promise<unknown> {
  // The generic client's timeout and one retry of a write (sdk-core shopFetch); the submit is safe to
  // retry: a cart the first attempt submitted answers "already submitted".
  const response = await shopFetch(
    CHECKOUT_ACTION_PATHS[action],
    {
      method: 'POST',
      headers: { accept: 'application/json' },
      credentials: 'same-origin',
      ...(form ? { body: form } : {}),
    },
    { fetch: doFetch },
  );
  if (!response.ok) throw new HttpStatusError(response.status, `${action}: HTTP ${response.status}`);
  return response.json();
}

/** The confirmation cleanup's answer: successfull, cartId (the visitor's new cart) and isReset. */
export async function postConfirmationCleanup(doFetch: typeof fetch = fetch): Promise<AccountActionResult> {
  const body = await postCheckoutAction('confirmationCleanup', doFetch);
  if (!isAccountActionResult(body)) throw new Error('confirmationCleanup: unexpected answer');
  return body;
}

function isSubmitCartAnswer(value: unknown): value is SubmitCartAnswer {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { successful?: unknown }).successful === 'boolean' &&
    Array.isArray((value as { missing?: unknown }).missing)
  );
}

/**
 * The submit through the storefront server; a refusal is a result, an HTTP failure is thrown.
 *
 * @example
 * ```ts
 * const answer = await postSubmitCart();
 * if (answer.successful && answer.redirectUrl) window.location.assign(answer.redirectUrl);
 * ```
 */
export async function postSubmitCart(doFetch: typeof fetch = fetch): Promise<SubmitCartAnswer> {
  const body = await postCheckoutAction('submitCart', doFetch);
  if (!isSubmitCartAnswer(body)) throw new Error('submitCart: unexpected answer');
  return body;
}

/** The checkoutType of the Amazon Pay endpoints: the shop's checkout (prime checkout is not built). */
export const AMAZON_CHECKOUT_TYPE = 'checkout';

async function postAmazonAction(
  action: 'checkoutAmazon' | 'abortAmazon',
  form: URLSearchParams,
  doFetch: typeof fetch,
) {
  form.set('checkoutType', AMAZON_CHECKOUT_TYPE);
  const body = await postCheckoutAction(action, doFetch, form);
  if (!isAccountActionResult(body)) throw new Error(`${action}: unexpected answer`);
  return body;
}

/**
 * Completes Amazon Pay express with the session id Amazon sent the payer back with. The
 * answer's `successfull`, `errorMessage` (a message key) and, for a visitor who became a guest, the
 * buyer's `firstName`/`lastName`.
 *
 * @example
 * ```ts
 * // On the page Amazon Pay sends the payer back to (its URL carries amazonCheckoutSessionId):
 * const sessionId = new URL(location.href).searchParams.get('amazonCheckoutSessionId');
 * if (sessionId) {
 *   const answer = await postCheckoutAmazon(sessionId);
 *   if (!answer.successfull) showError(answer.errorMessage); // a message key
 * }
 * ```
 */
export function postCheckoutAmazon(
  amazonCheckoutSessionId: string,
  doFetch: typeof fetch = fetch,
): Promise<AccountActionResult> {
  return postAmazonAction('checkoutAmazon', new URLSearchParams({ amazonCheckoutSessionId }), doFetch);
}

/** Aborts Amazon Pay express; the server also removes the stored checkout state (`isReset`). */
export function postAbortAmazon(doFetch: typeof fetch = fetch): Promise<AccountActionResult> {
  return postAmazonAction('abortAmazon', new URLSearchParams(), doFetch);
}
