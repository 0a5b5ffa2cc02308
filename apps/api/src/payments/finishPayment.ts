// Finishing a redirect payment attempt (issue 16 items 4–5; docs/payments.md): once, when the payer
// pressed Pay, Fail or Cancel on the provider's page (sandboxPage.ts). The attempt becomes paid, failed or
// cancelled and the order follows: paid places it and writes its confirmation mail; failed and cancelled
// undo it and put it back into the visitor's cart (orders/releaseOrder.ts), so the payer picks another
// method and submits again. A prime purchase follows the same way (prime/primePurchase.ts): paid writes
// the membership, anything else closes the purchase. A second finish of the attempt, or of any attempt of an order that is no
// longer awaiting payment, changes nothing and is refused.
import type { StoreConfig } from '@ranzen/sdk-core/store';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { orderItems, orders } from '../db/schema/orders';
import { type PaymentAttemptStatus, payments, type RedirectPaymentMethod } from '../db/schema/payments';
import { primePurchases } from '../db/schema/prime';
import { queueOrderConfirmation } from '../orders/orderConfirmationMail';
import { releaseOrder } from '../orders/releaseOrder';
import { closePrimePurchase } from '../prime/primePurchase';
import type { PaymentSubject } from './provider';
import {
  type OpenPayment,
  openPayment,
  SANDBOX_CANCELLED_CODE,
  SANDBOX_DECLINED_CODE,
} from './redirectPayments';

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

/** The order or prime purchase an attempt pays, its row locked. */
export interface LockedSubject {
  readonly subject: PaymentSubject;
  readonly id: string;
}

/**
 * Locks the row of the order (or prime purchase) the attempt `paymentId` pays, so that everything
 * finishing or expiring its attempts runs one after the other; null for an unknown attempt.
 */
export async function lockSubjectOfAttempt(tx: Db, paymentId: string): Promise<LockedSubject | null> {
  const [attempt] = await tx
    .select({ orderId: payments.orderId, primePurchaseId: payments.primePurchaseId })
    .from(payments)
    .where(eq(payments.id, paymentId));
  if (attempt?.orderId) {
    await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, attempt.orderId)).for('update');
    return { subject: 'order', id: attempt.orderId };
  }
  if (attempt?.primePurchaseId) {
    await tx
      .select({ id: primePurchases.id })
      .from(primePurchases)
      .where(eq(primePurchases.id, attempt.primePurchaseId))
      .for('update');
    return { subject: 'primePurchase', id: attempt.primePurchaseId };
  }
  return null;
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
    const locked = await lockSubjectOfAttempt(tx, paymentId);
    if (!locked) return null;
    const open = await openPayment(tx, paymentId);
    if (!open) return null;
    const errorCode = errorCodeOf(outcome, open.provider);
    const [taken] = await tx
      .update(payments)
      .set({ status: outcome, errorCode, finishedAt: sql`now()` })
      .where(and(eq(payments.id, paymentId), eq(payments.status, 'pending')))
      .returning({ id: payments.id });
    if (!taken) return null;
    if (locked.subject === 'primePurchase') {
      await closePrimePurchase(tx, locked.id, outcome);
      return { ...open, outcome, errorCode };
    }
    const orderId = locked.id;
    if (outcome === 'paid') {
      const [placed] = await tx
        .update(orders)
        .set({ status: 'placed', paymentStatus: 'paid', paymentId: open.provider })
        .where(eq(orders.id, orderId))
        .returning();
      if (!placed) throw new Error(`The locked order ${orderId} is gone.`);
      const lines = await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId));
      await queueOrderConfirmation(tx, placed, lines, storeOrigin);
    } else {
      await releaseOrder(tx, orderId, outcome);
    }
    return { ...open, outcome, errorCode };
  });
}
