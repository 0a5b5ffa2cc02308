// Amazon's page in the payment sandbox (issue 16 item 7; docs/payments.md "Amazon Pay express"): where the
// payer of an express checkout signs in to their Amazon wallet, picks a delivery address and confirms, or
// cancels. Offline, the wallet is a fixed test buyer with a few addresses.
//   GET  /sandbox/amazon/<reference>   the buyer, the wallet's addresses (radio buttons), Continue and Cancel
//   POST /sandbox/amazon/<reference>   action=confirm&address=<n> | action=cancel: finishes the open session
//                                      once and sends the payer back to the store (303): the summary with
//                                      amazonCheckoutSessionId, or the basket after a cancel
// The reference is the session id signed like a payment reference (payments/paymentReference.ts); an
// unknown, forged, finished or expired one answers 404 and changes nothing. A POST from another site is
// refused (403); the page runs no script and is never framed (sandboxPage.ts).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { AMAZON_CHECKOUT_SESSION_PARAM, routePath } from '@ranzen/sdk-core/routes';
import { storeById } from '@ranzen/sdk-core/store';
import { and, eq, sql } from 'drizzle-orm';
import type { AddressCopy } from '../db/schema';
import { type AmazonBuyer, amazonCheckoutSessions } from '../db/schema/amazonPay';
import {
  page,
  readForm,
  redirect,
  refusedAsButtonPress,
  type SandboxDeps,
  send,
} from '../payments/sandboxPage';
import { escapeHtml } from '../shop/escapeHtml';

export const AMAZON_SANDBOX_PATH = '/sandbox/amazon/';

/** The sandbox's Amazon buyer. */
export const SANDBOX_AMAZON_BUYER = {
  salutation: 'ms',
  firstName: 'Alexa',
  lastName: 'Amazon-Test',
  email: 'amazon-buyer@ranzen.test',
} as const;

type WalletAddress = Pick<AddressCopy, 'street' | 'addressAddition' | 'postCode' | 'city' | 'country'>;

/** The addresses of the sandbox buyer's wallet, in the order the page lists them. */
export const SANDBOX_WALLET_ADDRESSES: readonly WalletAddress[] = [
  { street: 'Friedrichstr. 100', addressAddition: '', postCode: '10117', city: 'Berlin', country: 'DE' },
  { street: 'Marienplatz 8', addressAddition: '3. OG', postCode: '80331', city: 'München', country: 'DE' },
  { street: 'Mariahilfer Str. 12', addressAddition: '', postCode: '1070', city: 'Wien', country: 'AT' },
];

/** What the sandbox's Amazon tells the shop when the payer confirmed wallet address `index`. */
export function sandboxBuyer(index: number): AmazonBuyer | null {
  const address = SANDBOX_WALLET_ADDRESSES[index];
  if (!address) return null;
  const { salutation, firstName, lastName, email } = SANDBOX_AMAZON_BUYER;
  return {
    email,
    address: {
      ...address,
      salutation,
      firstName,
      lastName,
      schoolOrCompany: '',
      packstation: false,
      phone: '',
      email,
    },
  };
}

const NOT_OPEN = page(
  'Amazon Pay session not open',
  '<h1>Amazon Pay session not open</h1><p>This checkout session does not exist, has been finished or has expired.</p>',
);

function addressLine(address: WalletAddress): string {
  return [address.street, address.addressAddition, `${address.postCode} ${address.city}`, address.country]
    .filter((part) => part !== '')
    .join(', ');
}

function walletPage(reference: string): string {
  const buyer = SANDBOX_AMAZON_BUYER;
  const options = SANDBOX_WALLET_ADDRESSES.map(
    (address, index) =>
      `<p><label><input type="radio" name="address" value="${index}"${index === 0 ? ' checked' : ''}> ${escapeHtml(
        `${buyer.firstName} ${buyer.lastName}, ${addressLine(address)}`,
      )}</label></p>`,
  );
  return page(
    'Amazon Pay sandbox',
    [
      '<h1>Amazon Pay sandbox</h1>',
      '<p>A test checkout: no Amazon account is used and no money moves.</p>',
      `<p>Signed in as ${escapeHtml(`${buyer.firstName} ${buyer.lastName}`)} (${escapeHtml(buyer.email)})</p>`,
      `<form method="post" action="${AMAZON_SANDBOX_PATH}${encodeURIComponent(reference)}" aria-label="Amazon Pay checkout">`,
      '<fieldset><legend>Delivery address from your Amazon wallet</legend>',
      ...options,
      '</fieldset>',
      '<button type="submit" name="action" value="confirm">Continue</button>',
      '<button type="submit" name="action" value="cancel">Cancel</button>',
      '</form>',
    ].join('\n'),
  );
}

/** The open, unexpired session of a reference, or null for anything else. */
async function openSession(deps: SandboxDeps, reference: string) {
  const sessionId = deps.sandbox.references.verify(reference);
  if (!sessionId) return null;
  const [session] = await deps.db
    .select({ id: amazonCheckoutSessions.id, storeId: amazonCheckoutSessions.storeId })
    .from(amazonCheckoutSessions)
    .where(
      and(
        eq(amazonCheckoutSessions.id, sessionId),
        eq(amazonCheckoutSessions.status, 'open'),
        sql`${amazonCheckoutSessions.expiresAt} > now()`,
      ),
    );
  return session ?? null;
}

/** Answers a request under AMAZON_SANDBOX_PATH (only called while the sandbox is on). */
export async function serveAmazonSandbox(
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
  deps: SandboxDeps,
): Promise<void> {
  const reference = pathname.slice(AMAZON_SANDBOX_PATH.length);
  if (req.method === 'GET' || req.method === 'HEAD') {
    if (await openSession(deps, reference)) send(res, 200, walletPage(reference));
    else send(res, 404, NOT_OPEN);
    return;
  }
  if (refusedAsButtonPress(req, res, NOT_OPEN)) return;
  const form = await readForm(req);
  const action = form?.get('action');
  const buyer = action === 'confirm' ? sandboxBuyer(Number(form?.get('address') ?? '')) : null;
  if (action !== 'cancel' && !buyer) {
    send(
      res,
      400,
      page('Bad request', '<h1>Bad request</h1><p>Choose an address and Continue, or Cancel.</p>'),
    );
    return;
  }
  const session = await openSession(deps, reference);
  // Only an open session moves on, once: a second press or a replay finds it no longer open.
  const [finished] = session
    ? await deps.db
        .update(amazonCheckoutSessions)
        .set(buyer ? { status: 'confirmed', buyer } : { status: 'cancelled' })
        .where(and(eq(amazonCheckoutSessions.id, session.id), eq(amazonCheckoutSessions.status, 'open')))
        .returning({ id: amazonCheckoutSessions.id })
    : [];
  const store = session ? storeById(session.storeId) : null;
  if (!finished || !store) {
    send(res, 404, NOT_OPEN);
    return;
  }
  const back = buyer
    ? routePath('checkoutSummary', { [AMAZON_CHECKOUT_SESSION_PARAM]: reference })
    : routePath('basket');
  redirect(res, `${deps.storeOrigin(store)}${back}`);
}
