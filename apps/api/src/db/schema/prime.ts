// Prime membership (shopping §3 "Customer info" primeInfo, §4 "Prime", §7 "Submit prime subscription; join
// prime waiting list"; issue 20 item 4). The offer is a plan row (its price is the server's, never the
// client's); buying it is a purchase paid through the checkout's redirect payment providers (a payments row
// points at the purchase instead of an order: payments.ts); a paid purchase writes the customer's one
// membership row. The waiting list takes e-mails while registration is closed, one entry per address.

import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { customers } from './customer';

/** The plans a store can sell (seeded; prime/primeOffer.ts reads the active one). */
export const primePlans = pgTable(
  'prime_plans',
  {
    code: text('code').primaryKey(),
    priceCents: integer('price_cents').notNull(),
    currency: text('currency').notNull(),
    /** How long one paid period runs. */
    durationMonths: integer('duration_months').notNull(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    check('prime_plans_price_check', sql`${t.priceCents} > 0`),
    check('prime_plans_duration_check', sql`${t.durationMonths} > 0`),
  ],
);

/**
 * awaitingPayment: the payer is at the provider; paid: the membership was written; failed, cancelled,
 * expired: the provider's outcome, nothing was bought; superseded: the customer started another purchase
 * before coming back (its attempt is closed, so it can never be charged).
 */
export const PRIME_PURCHASE_STATUSES = [
  'awaitingPayment',
  'paid',
  'failed',
  'cancelled',
  'expired',
  'superseded',
] as const;
export type PrimePurchaseStatus = (typeof PRIME_PURCHASE_STATUSES)[number];

/** One purchase of a plan: the charge record, whatever its outcome. */
export const primePurchases = pgTable(
  'prime_purchases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Shown to the payer like an order number (from the orders' sequence, so the two never collide). */
    purchaseNumber: text('purchase_number').notNull().default(sql`nextval('order_number_seq')::text`),
    /** Kept null after account deletion, like an order's customer. */
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    /** The store it was bought in (a StoreId): where the payer returns to. */
    storeId: text('store_id').notNull(),
    planCode: text('plan_code')
      .notNull()
      .references(() => primePlans.code),
    /** The plan's price when the purchase started: what the provider is asked to charge. */
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    /** The redirect payment method (payments.ts REDIRECT_PAYMENT_METHODS). */
    paymentId: text('payment_id').notNull(),
    /** The abo: the membership renews at its end unless cancelled. */
    autoRenew: boolean('auto_renew').notNull(),
    status: text('status').$type<PrimePurchaseStatus>().notNull().default('awaitingPayment'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('prime_purchases_number_idx').on(t.purchaseNumber),
    // One purchase at the provider per customer: a second submit supersedes the first (prime/primePurchase.ts).
    uniqueIndex('prime_purchases_open_idx').on(t.customerId).where(sql`${t.status} = 'awaitingPayment'`),
    check('prime_purchases_amount_check', sql`${t.amountCents} > 0`),
    check(
      'prime_purchases_status_check',
      sql`${t.status} IN ('awaitingPayment', 'paid', 'failed', 'cancelled', 'expired', 'superseded')`,
    ),
    check(
      'prime_purchases_finished_check',
      sql`(${t.status} = 'awaitingPayment') = (${t.finishedAt} IS NULL)`,
    ),
  ],
);

/** The customer's membership: one row per customer, so a customer is never a member twice. */
export const primeMemberships = pgTable(
  'prime_memberships',
  {
    customerId: uuid('customer_id')
      .primaryKey()
      .references(() => customers.id, { onDelete: 'cascade' }),
    planCode: text('plan_code')
      .notNull()
      .references(() => primePlans.code),
    /** The purchase that paid the current period. */
    purchaseId: uuid('purchase_id')
      .notNull()
      .references(() => primePurchases.id),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    autoRenew: boolean('auto_renew').notNull(),
  },
  (t) => [check('prime_memberships_period_check', sql`${t.endAt} > ${t.startAt}`)],
);

/** The waiting list while registration is closed: one entry per e-mail, whatever its case. */
export const primeWaitingList = pgTable(
  'prime_waiting_list',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    /** The store the entry was made in (a StoreId): the language of the mail when registration opens. */
    storeId: text('store_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('prime_waiting_list_email_idx').on(sql`lower(${t.email})`)],
);
