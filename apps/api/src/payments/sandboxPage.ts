// The payment sandbox (issue 16 item 4, docs/payments.md): the page a payer meets at the "provider", served
// by the API when the sandbox is on (sandboxConfig.ts), so every payment method works without the internet.
//   GET  /sandbox/pay/<reference>   the order number, amount and method, and the buttons Pay, Fail, Cancel
//   POST /sandbox/pay/<reference>   action=pay|fail|cancel: finishes the attempt once (redirectPayments.ts)
//                                   and sends the payer back to the store (303)
//   POST /sandbox/computop          the card form the storefront posts (computopData): on to the page
// The reference is signed and names one open attempt; an unknown, forged, finished or expired one, or one
// whose order is no longer awaiting payment, answers the same 404 and changes nothing. The buttons' POST
// is refused from another site (Origin), and the page runs no script and is never framed.
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  CANCEL_PAYMENT_PARAM,
  CONFIRMATION_ORDER_PARAM,
  PAYMENT_ERROR_CODE_PARAM,
  PRIME_PURCHASE_PARAM,
  routePath,
} from '@ranzen/sdk-core/routes';
import { type StoreConfig, storeById } from '@ranzen/sdk-core/store';
import type { Db } from '../db/client';
import type { RedirectPaymentMethod } from '../db/schema/payments';
import { escapeHtml } from '../shop/escapeHtml';
import { money } from '../shop/money';
import { type FinishedPayment, finishPayment, type PaymentOutcome } from './finishPayment';
import {
  COMPUTOP_DATA_FIELD,
  type OpenPayment,
  openPayment,
  type PaymentSandbox,
  SANDBOX_COMPUTOP_PATH,
  SANDBOX_PAY_PATH,
} from './redirectPayments';

export const SANDBOX_PREFIX = '/sandbox/';
/** A form post of the sandbox is a few short fields; anything bigger is refused unread. */
const MAX_FORM_BYTES = 4096;
const PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'";

/** The buttons of the page, each the outcome it reports. */
const ACTIONS = { pay: 'paid', fail: 'failed', cancel: 'cancelled' } as const satisfies Record<
  string,
  PaymentOutcome
>;
type SandboxAction = keyof typeof ACTIONS;

const METHOD_NAMES: Record<RedirectPaymentMethod, string> = {
  CREDIT_CARD: 'Credit card',
  PAYPAL: 'PayPal',
  AMAZONPAY: 'Amazon Pay',
  TWINT: 'TWINT',
};

/** The methods whose cancel the payment step knows as cancelPayment (shopping §2, §4). */
const CANCEL_PAYMENT_METHODS: ReadonlySet<RedirectPaymentMethod> = new Set(['PAYPAL', 'AMAZONPAY']);

export interface SandboxDeps {
  readonly db: Db;
  readonly sandbox: PaymentSandbox;
  /** The store's public origin, as mail links use it (server.ts). */
  storeOrigin(store: StoreConfig): string;
}

export function send(
  res: ServerResponse,
  status: number,
  body: string,
  headers: Record<string, string> = {},
) {
  res.writeHead(status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    // Not no-referrer: with it a browser sends `Origin: null` on the buttons' own POST, which fromThisSite
    // then refuses; same-origin still sends nothing to the store or anyone else.
    'Referrer-Policy': 'same-origin',
    'Content-Security-Policy': PAGE_CSP,
    ...headers,
  });
  res.end(body);
}

export function page(title: string, body: string): string {
  return [
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>`,
    '<meta name="robots" content="noindex">',
    '<style>body{font-family:sans-serif;max-width:32em;margin:2em auto}dt{font-weight:bold}',
    'button{font-size:1em;margin-right:.5em;padding:.4em 1em}</style></head><body><main>',
    body,
    '</main></body></html>',
  ].join('\n');
}

const NOT_OPEN = page(
  'Payment not open',
  '<h1>Payment not open</h1><p>This payment does not exist, has already been finished or has expired.</p>',
);

function paymentPage(payment: OpenPayment, store: StoreConfig, reference: string): string {
  const amount = money(payment.amountCents, store).stringValue;
  const method = METHOD_NAMES[payment.provider];
  return page(
    `Payment sandbox: ${method}`,
    [
      `<h1>Payment sandbox: ${escapeHtml(method)}</h1>`,
      '<p>A test payment: no money moves. Choose the outcome the shop should receive.</p>',
      '<dl>',
      `<dt>Order number</dt><dd>${escapeHtml(payment.orderNumber)}</dd>`,
      `<dt>Amount</dt><dd>${escapeHtml(amount)}</dd>`,
      `<dt>Payment method</dt><dd>${escapeHtml(method)}</dd>`,
      '</dl>',
      `<form method="post" action="${SANDBOX_PAY_PATH}${encodeURIComponent(reference)}" aria-label="Payment outcome">`,
      '<button type="submit" name="action" value="pay">Pay</button>',
      '<button type="submit" name="action" value="fail">Fail</button>',
      '<button type="submit" name="action" value="cancel">Cancel</button>',
      '</form>',
    ].join('\n'),
  );
}

/**
 * Where the store takes the payer after the outcome (shopping §2 routes and their query parameters): an
 * order's payment step or confirmation; a prime purchase's checkout (shopping §4 "prime checkout then
 * returns to /prime/checkout/") or its confirmation.
 */
export function returnPath(finished: FinishedPayment): string {
  const prime = finished.subject === 'primePurchase';
  const retry = prime ? 'primeCheckout' : 'checkoutPayment';
  if (finished.outcome === 'paid') {
    if (prime) return routePath('primeConfirmation', { [PRIME_PURCHASE_PARAM]: finished.orderNumber });
    const order = { [CONFIRMATION_ORDER_PARAM]: finished.orderNumber };
    return finished.provider === 'CREDIT_CARD'
      ? routePath('computopSuccess', order)
      : routePath('checkoutConfirmation', order);
  }
  if (finished.outcome === 'cancelled' && CANCEL_PAYMENT_METHODS.has(finished.provider)) {
    return routePath(retry, { [CANCEL_PAYMENT_PARAM]: finished.provider });
  }
  return routePath(retry, { [PAYMENT_ERROR_CODE_PARAM]: finished.errorCode ?? '' });
}

export async function readForm(req: IncomingMessage): Promise<URLSearchParams | null> {
  const type = req.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/x-www-form-urlencoded') return null;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > MAX_FORM_BYTES) return null;
    chunks.push(buffer);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/**
 * A sandbox page's buttons POST to the page's own address. Answers 405 (with `notOpen`, the page's own
 * "not open" answer) or 403 and says true when the request is not such a press.
 */
export function refusedAsButtonPress(req: IncomingMessage, res: ServerResponse, notOpen: string): boolean {
  if (req.method !== 'POST') {
    send(res, 405, notOpen, { Allow: 'GET, HEAD, POST' });
    return true;
  }
  if (!fromThisSite(req)) {
    send(res, 403, page('Refused', '<h1>Refused</h1><p>This form can only be sent from its own page.</p>'));
    return true;
  }
  return false;
}

/** A browser's form post from another site carries its Origin; the page's own buttons carry ours. */
function fromThisSite(req: IncomingMessage): boolean {
  const origin = req.headers.origin;
  if (origin === undefined) return true;
  try {
    return new URL(origin).host === req.headers.host;
  } catch {
    return false;
  }
}

function isAction(value: string | null): value is SandboxAction {
  return value !== null && Object.hasOwn(ACTIONS, value);
}

export function redirect(res: ServerResponse, location: string): void {
  res.writeHead(303, { Location: location, 'Cache-Control': 'no-store', 'Content-Length': 0 });
  res.end();
}

/** The open attempt of a reference with its store, or null for anything that is not one. */
async function openByReference(
  deps: SandboxDeps,
  reference: string,
): Promise<{ payment: OpenPayment; store: StoreConfig } | null> {
  const paymentId = deps.sandbox.references.verify(reference);
  const payment = paymentId ? await openPayment(deps.db, paymentId) : null;
  const store = payment ? storeById(payment.storeId) : null;
  return payment && store ? { payment, store } : null;
}

/** Answers a request under SANDBOX_PREFIX (only called while the sandbox is on). */
export async function serveSandbox(
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
  deps: SandboxDeps,
): Promise<void> {
  if (pathname === SANDBOX_COMPUTOP_PATH) {
    if (req.method !== 'POST') {
      send(res, 405, NOT_OPEN, { Allow: 'POST' });
      return;
    }
    // The storefront's card form is a cross-site post by design; its reference is what counts.
    const reference = (await readForm(req))?.get(COMPUTOP_DATA_FIELD) ?? '';
    if (!(await openByReference(deps, reference))) {
      send(res, 404, NOT_OPEN);
      return;
    }
    redirect(res, `${SANDBOX_PAY_PATH}${encodeURIComponent(reference)}`);
    return;
  }
  if (!pathname.startsWith(SANDBOX_PAY_PATH)) {
    send(res, 404, NOT_OPEN);
    return;
  }
  // A reference is URL-safe as it is (paymentReference.ts); anything encoded is not one.
  const reference = pathname.slice(SANDBOX_PAY_PATH.length);
  if (req.method === 'GET' || req.method === 'HEAD') {
    const open = await openByReference(deps, reference);
    if (!open) send(res, 404, NOT_OPEN);
    else send(res, 200, paymentPage(open.payment, open.store, reference));
    return;
  }
  if (refusedAsButtonPress(req, res, NOT_OPEN)) return;
  const action = (await readForm(req))?.get('action') ?? null;
  if (!isAction(action)) {
    send(res, 400, page('Bad request', '<h1>Bad request</h1><p>Choose Pay, Fail or Cancel.</p>'));
    return;
  }
  const paymentId = deps.sandbox.references.verify(reference);
  const finished = paymentId
    ? await finishPayment(deps.db, paymentId, ACTIONS[action], deps.storeOrigin)
    : null;
  const store = finished ? storeById(finished.storeId) : null;
  if (!finished || !store) {
    send(res, 404, NOT_OPEN);
    return;
  }
  redirect(res, `${deps.storeOrigin(store)}${returnPath(finished)}`);
}
