// The checkout endpoints of the storefront server (spec shopping §4 "Summary submit", "Confirmation
// cleanup"; §7 "Internal endpoints" /api/confirmation-cleanup/; §8 "Confirmation cleanup fails";
// docs/decisions/0012-submit-through-the-storefront.md). A small table: each path to its handler. Every
// endpoint takes a POST from the shop's own pages only (refusedAsAction) and works on the visitor's
// cart from the HttpOnly cart cookie, never on an id the page sent; the API checks that the cart is the
// visitor's (a foreign or forged id answers like an unknown one).
//
// - /api/submit-cart/: the API's submitCart; the cart the submit issued goes into the cart cookie at
//   once, so a payer who comes back from a failed or cancelled payment finds the cart the API put the
//   items back into, and nobody can submit the ordered cart again from this browser.
// - /api/confirmation-cleanup/: the API's confirmationCleanup answers the visitor's open cart, which goes
//   into the cookie; the guest session ends (the guest reset) and the checkout state cookie is removed.
//   A refused or failed cleanup logs the visitor out (§8).
// - /api/checkout-amazon/ (amazonCheckoutSessionId, checkoutType): the API's completeAmazonCheckout (§4
//   "Amazon Pay express", §7 "Complete Amazon Pay checkout"); a visitor without a session becomes a guest
//   with the buyer's name and e-mail from Amazon, so the checkout's login step is ok (docs/not-shown.md).
// - /api/abort-amazon/ (checkoutType): the API's abortAmazonCheckout, and the checkout state cookie is
//   removed (§4 "Abort resets the cart, clears stored checkout state").
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  AbortAmazonCheckoutDocument,
  CHECKOUT_STATE_COOKIE,
  CompleteAmazonCheckoutDocument,
  ConfirmationCleanupDocument,
  type StoreConfig,
  SubmitCartDocument,
  TOO_MANY_REQUESTS_MESSAGE,
} from '@ranzen/sdk-core';
import {
  type AccountActionResult,
  AMAZON_CHECKOUT_TYPE,
  CHECKOUT_ACTION_PATHS,
  type CheckoutAction,
} from '@ranzen/sdk-react';
import { serialize } from 'cookie';
import {
  type AccountEndpointDeps,
  callApi,
  EMPTY_RESULT,
  RateLimited,
  readForm,
  refusedAsAction,
  startGuestSession,
  text,
} from './accountEndpoints';
import { readCookies } from './apiHeaders';
import { logoutCookies, PRESENCE_COOKIE_BY_KIND, readCustomerToken } from './customerSession';
import { BodyTooLargeError, isSecureRequest, sendJson } from './http';
import { readVisitorIds, validId, visitorIdCookies } from './idCookies';

interface EndpointContext {
  readonly req: IncomingMessage;
  readonly store: StoreConfig;
  readonly deps: AccountEndpointDeps;
  readonly https: boolean;
}

interface EndpointAnswer {
  readonly status: number;
  readonly body: unknown;
  readonly cookies: readonly string[];
}

/** The page's state cookie removed; it is written with Path=/. */
const CHECKOUT_STATE_REMOVED = serialize(CHECKOUT_STATE_COOKIE, '', {
  path: '/',
  sameSite: 'lax',
  maxAge: 0,
});

function visitorIds(req: IncomingMessage) {
  return readVisitorIds(readCookies(req.headers));
}

/** The cart cookie pointed at `cartId` (with the visitor's user id, which stays). */
function cartCookies(context: EndpointContext, cartId: string | null | undefined): string[] {
  const { userId } = visitorIds(context.req);
  const valid = validId(cartId ?? undefined);
  return valid && userId ? visitorIdCookies({ cartId: valid, userId }, context.https) : [];
}

async function submitCart(context: EndpointContext): Promise<EndpointAnswer> {
  const { cartId } = visitorIds(context.req);
  if (!cartId) return { status: 409, body: { error: 'No cart' }, cookies: [] };
  const { data } = await callApi(context.req, context.store, context.deps, SubmitCartDocument, { cartId });
  const result = data.submitCart;
  return { status: 200, body: result, cookies: cartCookies(context, result.newCartId) };
}

async function confirmationCleanup(context: EndpointContext): Promise<EndpointAnswer> {
  const { cartId } = visitorIds(context.req);
  const failed: EndpointAnswer = {
    status: 200,
    body: { ...EMPTY_RESULT, isReset: true } satisfies AccountActionResult,
    cookies: [...logoutCookies(), CHECKOUT_STATE_REMOVED],
  };
  if (!cartId) return failed;
  let answer: { successful: boolean; cartId?: string | null };
  try {
    ({ confirmationCleanup: answer } = (
      await callApi(context.req, context.store, context.deps, ConfirmationCleanupDocument, { cartId })
    ).data);
  } catch (error) {
    if (error instanceof RateLimited) throw error;
    console.error(`[storefront] ${CHECKOUT_ACTION_PATHS.confirmationCleanup}: the API call failed`, error);
    return failed;
  }
  const cookies = cartCookies(context, answer.cartId);
  if (!answer.successful || cookies.length === 0) return failed;
  // The guest reset: an order as a guest ends the guest session; a customer stays logged in.
  const guest = readCookies(context.req.headers)[PRESENCE_COOKIE_BY_KIND.guest] !== undefined;
  const result: AccountActionResult = {
    ...EMPTY_RESULT,
    successfull: true,
    cartId: answer.cartId ?? null,
    isReset: guest,
  };
  return {
    status: 200,
    body: result,
    cookies: [...cookies, CHECKOUT_STATE_REMOVED, ...(guest ? logoutCookies() : [])],
  };
}

/** A request the endpoint cannot take (400): no form, or a checkoutType other than AMAZON_CHECKOUT_TYPE. */
class BadRequest extends Error {}

/** The Amazon endpoints' form: checkoutType must be the shop's checkout; cartId is not trusted. */
async function amazonForm(req: IncomingMessage): Promise<FormData> {
  const form = await readForm(req);
  if (!form) throw new BadRequest('Expected a form');
  if (text(form, 'checkoutType') !== AMAZON_CHECKOUT_TYPE) {
    throw new BadRequest(`checkoutType must be ${AMAZON_CHECKOUT_TYPE}`);
  }
  return form;
}

/** A refusal of the API as the spec's result fields (the message is a message key). */
function refusedResult(errorMessage: string | null, cartId: string | null): AccountActionResult {
  return { ...EMPTY_RESULT, errorMessage, cartId };
}

async function checkoutAmazon(context: EndpointContext): Promise<EndpointAnswer> {
  const form = await amazonForm(context.req);
  const { cartId } = visitorIds(context.req);
  if (!cartId) return { status: 409, body: { error: 'No cart' }, cookies: [] };
  const { data } = await callApi(context.req, context.store, context.deps, CompleteAmazonCheckoutDocument, {
    cartId,
    amazonCheckoutSessionId: text(form, 'amazonCheckoutSessionId'),
  });
  const completed = data.completeAmazonCheckout;
  if (!completed.successful || !completed.buyer) {
    return { status: 200, body: refusedResult(completed.errorMessage, cartId), cookies: [] };
  }
  const { buyer } = completed;
  const result: AccountActionResult = {
    ...EMPTY_RESULT,
    successfull: true,
    firstName: buyer.firstName,
    lastName: buyer.lastName,
    cartId,
  };
  if (readCustomerToken(readCookies(context.req.headers))) return { status: 200, body: result, cookies: [] };
  // An anonymous payer checks out as a guest: the login step's guest option with Amazon's data.
  const guest = await startGuestSession(context, buyer);
  if (!guest.result.successfull) return { status: 200, body: guest.result, cookies: [] };
  return {
    status: 200,
    body: { ...result, updatedCartId: guest.result.updatedCartId },
    cookies: guest.cookies,
  };
}

async function abortAmazon(context: EndpointContext): Promise<EndpointAnswer> {
  await amazonForm(context.req);
  const { cartId } = visitorIds(context.req);
  if (!cartId) return { status: 409, body: { error: 'No cart' }, cookies: [] };
  const { data } = await callApi(context.req, context.store, context.deps, AbortAmazonCheckoutDocument, {
    cartId,
  });
  const aborted = data.abortAmazonCheckout;
  if (!aborted.successful)
    return { status: 200, body: refusedResult(aborted.errorMessage, cartId), cookies: [] };
  const result: AccountActionResult = { ...EMPTY_RESULT, successfull: true, isReset: true, cartId };
  return { status: 200, body: result, cookies: [CHECKOUT_STATE_REMOVED] };
}

const ENDPOINTS: Readonly<Record<CheckoutAction, (context: EndpointContext) => Promise<EndpointAnswer>>> = {
  submitCart,
  confirmationCleanup,
  checkoutAmazon,
  abortAmazon,
};

/** The endpoint paths, with and without their trailing slash, to the action. */
const ACTION_BY_PATH: ReadonlyMap<string, CheckoutAction> = new Map(
  (Object.entries(CHECKOUT_ACTION_PATHS) as [CheckoutAction, string][]).flatMap(([action, path]) => [
    [path, action],
    [path.replace(/\/$/, ''), action],
  ]),
);

export function checkoutActionFor(pathname: string): CheckoutAction | null {
  return ACTION_BY_PATH.get(pathname) ?? null;
}

export async function handleCheckoutAction(
  req: IncomingMessage,
  res: ServerResponse,
  action: CheckoutAction,
  store: StoreConfig,
  deps: AccountEndpointDeps,
): Promise<void> {
  if (refusedAsAction(req, res)) return;
  const https = isSecureRequest(req, deps.publicOrigins[store.id]);
  try {
    const { status, body, cookies } = await ENDPOINTS[action]({ req, store, deps, https });
    sendJson(res, status, body, cookies.length > 0 ? { 'set-cookie': [...cookies] } : {});
  } catch (error) {
    if (error instanceof RateLimited) {
      sendJson(res, 429, { error: TOO_MANY_REQUESTS_MESSAGE }, { 'retry-after': error.retryAfter });
      return;
    }
    if (error instanceof BadRequest) {
      sendJson(res, 400, { error: error.message });
      return;
    }
    if (error instanceof BodyTooLargeError) {
      sendJson(res, 413, { error: 'Request too large' });
      return;
    }
    console.error(`[storefront] ${CHECKOUT_ACTION_PATHS[action]}: the API call failed`, error);
    sendJson(res, 503, { error: 'Network error' });
  }
}
