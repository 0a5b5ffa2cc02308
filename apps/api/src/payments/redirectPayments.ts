// Redirect payments (issue 16 item 4): card, PayPal, Amazon Pay and TWINT leave the shop for the
// provider's page and come back with an outcome. Here the provider is the API's own sandbox
// (sandboxPage.ts), behind the PaymentProvider interface (provider.ts); docs/payments.md says what each
// real provider needs instead.
//
//   start   at submit, in the submit's transaction: a `pending` attempt (db/schema/payments.ts) and what
//           the storefront does next: post the card form (computopData) or follow redirectUrl
//   finish  once, when the payer pressed Pay, Fail or Cancel: the attempt becomes paid, failed or
//           cancelled and the order follows: paid places it and writes its confirmation mail; failed and
//           cancelled undo it and put it back into the visitor's cart (orders/releaseOrder.ts), so the
//           payer picks another method and submits again. A second finish of the attempt, or of any
//           attempt of an order that is no longer awaiting payment, changes nothing and is refused.
//   expire  an attempt neither finished nor returned within PAYMENT_SESSION_MINUTES is undone the same
//           way by the expiry job (paymentExpiry.ts).
import type { StoreConfig } from '@ranzen/sdk-core/store';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { orders } from '../db/schema/orders';
import {
  type PaymentAttemptStatus,
  payments,
  REDIRECT_PAYMENT_METHODS,
  type RedirectPaymentMethod,
} from '../db/schema/payments';
import { queueOrderConfirmation } from '../orders/orderConfirmationMail';
import { releaseOrder } from '../orders/releaseOrder';
import type { PaymentReferences } from './paymentReference';
import {
  type PayableOrder,
  type PaymentProvider,
  type PaymentStart,
  PaymentUnavailableError,
} from './provider';

/** Ours (docs/not-shown.md): how long the payer has on the provider's page. */
export const PAYMENT_SESSION_MINUTES = 30;
export const SANDBOX_PAY_PATH = '/sandbox/pay/';
export const SANDBOX_COMPUTOP_PATH = '/sandbox/computop';
/** The card form's field carrying the reference (a computop form's encrypted `Data` field). */
export const COMPUTOP_DATA_FIELD = 'Data';
export const SANDBOX_MERCHANT_ID = 'ranzen-sandbox';
/** The errorCode a declined sandbox payment returns to the payment step with. */
export const SANDBOX_DECLINED_CODE = 'DECLINED';
/** Card and TWINT know no cancelPayment return (shopping §2): a cancel comes back as this errorCode. */
export const SANDBOX_CANCELLED_CODE = 'CANCELLED';

/** Where a redirect payment sends the payer: the card form (computopData) or a page (redirectUrl). */
export type RedirectStart = Exclude<PaymentStart, { readonly kind: 'completed' }>;

/** What starting and finishing an attempt needs: the signer and where browsers reach the sandbox. */
export interface PaymentSandbox {
  readonly references: PaymentReferences;
  /** The sandbox's public origin (sandboxConfig.ts). */
  origin(): string;
}

/** Writes a pending attempt for `order` with `db` (the submit's transaction) and says where to go. */
export async function startRedirectPayment(
  db: Db,
  sandbox: PaymentSandbox,
  order: Pick<PayableOrder, 'id' | 'orderNumber' | 'totalCents' | 'currency'>,
  provider: RedirectPaymentMethod,
): Promise<RedirectStart> {
  const [row] = await db
    .insert(payments)
    .values({
      orderId: order.id,
      provider,
      amountCents: order.totalCents,
      currency: order.currency,
      expiresAt: sql`now() + make_interval(mins => ${PAYMENT_SESSION_MINUTES})`,
    })
    .returning({ id: payments.id });
  if (!row) throw new Error('The payments table returned no row for the new attempt.');
  const reference = sandbox.references.sign(row.id);
  if (provider !== 'CREDIT_CARD') {
    return { kind: 'redirect', redirectUrl: `${sandbox.origin()}${SANDBOX_PAY_PATH}${reference}` };
  }
  return {
    kind: 'form',
    computopData: {
      action: `${sandbox.origin()}${SANDBOX_COMPUTOP_PATH}`,
      fields: [
        { name: 'MerchantID', value: SANDBOX_MERCHANT_ID },
        { name: 'TransID', value: order.orderNumber },
        { name: 'Amount', value: String(order.totalCents) },
        { name: 'Currency', value: order.currency },
        { name: COMPUTOP_DATA_FIELD, value: reference },
      ],
    },
  };
}

function isRedirectMethod(paymentId: string): paymentId is RedirectPaymentMethod {
  return (REDIRECT_PAYMENT_METHODS as readonly string[]).includes(paymentId);
}

/**
 * The redirect provider of an API instance: all four methods through the sandbox while it is on; while it
 * is off (production without real providers) none, so the checkout does not offer them (provider.ts
 * PaymentProviders.offers) and a submit with one is refused (docs/payments.md).
 */
export function redirectPaymentProviders(sandbox: PaymentSandbox | null): PaymentProvider[] {
  if (!sandbox) return [];
  return [
    {
      paymentIds: REDIRECT_PAYMENT_METHODS,
      async start(tx, order) {
        if (!isRedirectMethod(order.paymentId)) throw new PaymentUnavailableError(order.paymentId);
        return startRedirectPayment(tx, sandbox, order, order.paymentId);
      },
    },
  ];
}

/** An open attempt as its payment page shows it. */
export interface OpenPayment {
  readonly paymentId: string;
  readonly provider: RedirectPaymentMethod;
  readonly amountCents: number;
  readonly currency: string;
  readonly orderNumber: string;
  readonly storeId: string;
}

/**
 * The attempt `paymentId` while it can still be finished: pending, not expired, and its order still
 * awaiting payment. Anything else (unknown, finished, expired, order placed) is null, all alike.
 */
export async function openPayment(db: Db, paymentId: string): Promise<OpenPayment | null> {
  const [row] = await db
    .select({
      paymentId: payments.id,
      provider: payments.provider,
      amountCents: payments.amountCents,
      currency: payments.currency,
      orderNumber: orders.orderNumber,
      storeId: orders.storeId,
    })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(
      and(
        eq(payments.id, paymentId),
        eq(payments.status, 'pending'),
        sql`${payments.expiresAt} > now()`,
        eq(orders.status, 'awaitingPayment'),
      ),
    );
  return row ?? null;
}

/** What the payer's press on the provider's page reports (an expiry is the job's, not the payer's). */
export type PaymentOutcome = Exclude<PaymentAttemptStatus, 'pending' | 'expired'>;

export interface FinishedPayment extends OpenPayment {
  readonly outcome: PaymentOutcome;
  /** Set for a failed attempt, and for a cancelled one the storefront learns of as an error. */
  readonly errorCode: string | null;
}

function errorCodeOf(outcome: PaymentOutcome, provider: RedirectPaymentMethod): string | null {
  if (outcome === 'failed') return SANDBOX_DECLINED_CODE;
  if (outcome === 'cancelled' && (provider === 'CREDIT_CARD' || provider === 'TWINT')) {
    return SANDBOX_CANCELLED_CODE;
  }
  return null;
}

/**
 * Locks the row of the order the attempt `paymentId` pays, so that everything finishing or expiring one
 * order's attempts runs one after the other; the order's id, or null for an unknown attempt.
 */
export async function lockOrderOfAttempt(tx: Db, paymentId: string): Promise<string | null> {
  const [attempt] = await tx
    .select({ orderId: payments.orderId })
    .from(payments)
    .where(eq(payments.id, paymentId));
  if (!attempt) return null;
  await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, attempt.orderId)).for('update');
  return attempt.orderId;
}

/**
 * Finishes the attempt once. The order row is locked first, so two finishes of one order (a double
 * click, a replayed return, Pay on two tabs of two attempts) run one after the other and the second
 * finds the attempt or the order no longer open: null, and nothing is written. `storeOrigin` is the
 * store's public host, for the links of the confirmation mail a paid order gets.
 */
export async function finishPayment(
  db: Db,
  paymentId: string,
  outcome: PaymentOutcome,
  storeOrigin: (store: StoreConfig) => string,
): Promise<FinishedPayment | null> {
  return db.transaction(async (tx) => {
    const orderId = await lockOrderOfAttempt(tx, paymentId);
    if (!orderId) return null;
    const open = await openPayment(tx, paymentId);
    if (!open) return null;
    const errorCode = errorCodeOf(outcome, open.provider);
    const [taken] = await tx
      .update(payments)
      .set({ status: outcome, errorCode, finishedAt: sql`now()` })
      .where(and(eq(payments.id, paymentId), eq(payments.status, 'pending')))
      .returning({ id: payments.id });
    if (!taken) return null;
    if (outcome === 'paid') {
      await tx
        .update(orders)
        .set({ status: 'placed', paymentStatus: 'paid', paymentId: open.provider })
        .where(eq(orders.id, orderId));
      await queueOrderConfirmation(tx, orderId, storeOrigin);
    } else {
      await releaseOrder(tx, orderId, outcome);
    }
    return { ...open, outcome, errorCode };
  });
}
