// Redirect payments (issue 16 item 4; apps/api/src/payments/redirectProviders.ts): one row per attempt to
// pay an order, or a prime purchase (prime.ts; issue 20 item 4), with a card, PayPal, Amazon Pay or TWINT.
// The row's id, signed, is the one-time reference the payment page and its return carry
// (payments/paymentReference.ts); a row leaves `pending` exactly once, and an order or purchase has at
// most one paid attempt, so nothing is ever charged twice.

import type { PaymentId } from '@ranzen/sdk-core/rules';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { orders } from './orders';
import { primePurchases } from './prime';

/** The payment ids that leave the shop for a provider's page (shopping §4 "Payment step"). */
export const REDIRECT_PAYMENT_METHODS = [
  'CREDIT_CARD',
  'PAYPAL',
  'AMAZONPAY',
  'TWINT',
] as const satisfies readonly PaymentId[];
export type RedirectPaymentMethod = (typeof REDIRECT_PAYMENT_METHODS)[number];

/** expired: neither finished nor returned within the payment session (payments/paymentExpiry.ts). */
export const PAYMENT_ATTEMPT_STATUSES = ['pending', 'paid', 'failed', 'cancelled', 'expired'] as const;
export type PaymentAttemptStatus = (typeof PAYMENT_ATTEMPT_STATUSES)[number];

export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** What the attempt pays: an order or a prime purchase, exactly one of the two. */
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    primePurchaseId: uuid('prime_purchase_id').references(() => primePurchases.id, { onDelete: 'cascade' }),
    provider: text('provider').$type<RedirectPaymentMethod>().notNull(),
    status: text('status').$type<PaymentAttemptStatus>().notNull().default('pending'),
    /** What the provider is asked to charge: the order's total (the purchase's price) when it started. */
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    /** The provider's code for a failed payment, passed back to the payment step as errorCode. */
    errorCode: text('error_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Past this the reference no longer opens the payment page (payments/paymentReference.ts). */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('payments_order_idx').on(t.orderId),
    index('payments_prime_purchase_idx').on(t.primePurchaseId),
    // The expiry job's search (payments/paymentExpiry.ts): open attempts by expiry.
    index('payments_pending_expiry_idx').on(t.expiresAt).where(sql`${t.status} = 'pending'`),
    // At most one successful payment per order, whatever races or replays happen.
    uniqueIndex('payments_order_paid_idx').on(t.orderId).where(sql`${t.status} = 'paid'`),
    uniqueIndex('payments_prime_purchase_paid_idx').on(t.primePurchaseId).where(sql`${t.status} = 'paid'`),
    check('payments_subject_check', sql`(${t.orderId} IS NULL) <> (${t.primePurchaseId} IS NULL)`),
    check('payments_provider_check', sql`${t.provider} IN ('CREDIT_CARD', 'PAYPAL', 'AMAZONPAY', 'TWINT')`),
    check('payments_status_check', sql`${t.status} IN ('pending', 'paid', 'failed', 'cancelled', 'expired')`),
    check('payments_amount_check', sql`${t.amountCents} > 0`),
    check('payments_finished_check', sql`(${t.status} = 'pending') = (${t.finishedAt} IS NULL)`),
  ],
);
