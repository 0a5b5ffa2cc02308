// Abandoned payments (issue 16 item 4; docs/payments.md "Abandoned payments"): a redirect payment attempt
// neither finished nor returned within PAYMENT_SESSION_MINUTES becomes `expired`, and its order is undone
// exactly as after a failed payment (orders/releaseOrder.ts): stock and lightning units back, the items
// back in the visitor's cart; a prime purchase's attempt closes the purchase (prime/primePurchase.ts). A
// job runs it now and then, as the idempotency key sweep does
// (idempotency/idempotentWrites.ts), and stops on shutdown (server.ts).
//
// Each attempt expires in its own transaction holding its order's row lock, the lock finishPayment takes,
// so a return racing the job either finishes first (the job then finds the attempt no longer pending) or
// finds it expired (the page answers the not-open 404).
//
//   RANZEN_PAYMENT_EXPIRY_INTERVAL_MS   how often the job looks (default one minute)
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { payments } from '../db/schema';
import { releaseOrder } from '../orders/releaseOrder';
import { closePrimePurchase } from '../prime/primePurchase';
import { millisecondsFromEnv, startPeriodicJob } from '../shop/periodicJob';
import { lockSubjectOfAttempt } from './finishPayment';

export const PAYMENT_EXPIRY_INTERVAL_ENV = 'RANZEN_PAYMENT_EXPIRY_INTERVAL_MS';
export const PAYMENT_EXPIRY_INTERVAL_MS = 60_000;
/** Attempts one run looks at; the next run takes the rest. */
const EXPIRY_BATCH = 100;

/** The job's interval from the environment: a positive whole number of milliseconds, else the default. */
export function paymentExpiryIntervalFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  return millisecondsFromEnv(env, PAYMENT_EXPIRY_INTERVAL_ENV, PAYMENT_EXPIRY_INTERVAL_MS);
}

/** Expires the attempt if it is still pending past its expiry; whether it did. */
async function expireAttempt(db: Db, paymentId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const locked = await lockSubjectOfAttempt(tx, paymentId);
    if (!locked) return false;
    const [expired] = await tx
      .update(payments)
      .set({ status: 'expired', finishedAt: sql`now()` })
      .where(
        and(eq(payments.id, paymentId), eq(payments.status, 'pending'), lte(payments.expiresAt, sql`now()`)),
      )
      .returning({ id: payments.id });
    if (!expired) return false;
    if (locked.subject === 'primePurchase') await closePrimePurchase(tx, locked.id, 'expired');
    else await releaseOrder(tx, locked.id, 'expired');
    return true;
  });
}

/** Expires the attempts past their expiry (at most one batch); returns how many. */
export async function expirePayments(db: Db): Promise<number> {
  const due = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.status, 'pending'), lte(payments.expiresAt, sql`now()`)))
    .orderBy(asc(payments.expiresAt))
    .limit(EXPIRY_BATCH);
  let expired = 0;
  for (const { id } of due) {
    if (await expireAttempt(db, id)) expired += 1;
  }
  return expired;
}

/** Runs the expiry now and then periodically; the returned function stops it and waits for a running run. */
export function startPaymentExpiry(db: Db, everyMs: number): () => Promise<void> {
  return startPeriodicJob('payment expiry', everyMs, () => expirePayments(db));
}
