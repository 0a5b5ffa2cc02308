// Amazon Pay express checkout sessions (issue 16 item 7; shopping §4 "Amazon Pay express", §7 "Complete
// Amazon Pay checkout"). One row per express checkout started from the basket; its id, signed, is the
// amazonCheckoutSessionId the payer brings back to the summary (amazonPay/amazonCheckoutSessions.ts).
//
//   open       started from the basket; the payer is on the (sandbox) Amazon page
//   confirmed  the payer chose an address of the wallet and confirmed: `buyer` holds what Amazon tells
//   cancelled  the payer cancelled on the Amazon page
//   completed  the shop wrote the buyer's address, e-mail and payment into the cart (carts.amazon_checkout_session_id)
//   aborted    the shopper reset Amazon Pay in the basket or aborted the express checkout
//   charged    the cart was submitted: the order's payment was taken from this session
import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { type AddressCopy, carts } from './cart';

export const AMAZON_CHECKOUT_STATUSES = [
  'open',
  'confirmed',
  'cancelled',
  'completed',
  'aborted',
  'charged',
] as const;
export type AmazonCheckoutStatus = (typeof AMAZON_CHECKOUT_STATUSES)[number];

/** What Amazon tells the shop about the payer after they confirmed: name, e-mail and the chosen address. */
export interface AmazonBuyer {
  readonly email: string;
  /** The address chosen in the wallet, with the buyer's name: the order's billing and delivery address. */
  readonly address: AddressCopy;
}

export const amazonCheckoutSessions = pgTable(
  'amazon_checkout_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    /** The visitor who started it: another visitor's session id answers like an unknown one. */
    userId: uuid('user_id').notNull(),
    storeId: text('store_id').notNull(),
    status: text('status').$type<AmazonCheckoutStatus>().notNull().default('open'),
    buyer: jsonb('buyer').$type<AmazonBuyer>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Past this an open or confirmed session can no longer be confirmed or completed. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('amazon_checkout_sessions_cart_idx').on(t.cartId),
    check(
      'amazon_checkout_sessions_status_check',
      sql`${t.status} IN ('open', 'confirmed', 'cancelled', 'completed', 'aborted', 'charged')`,
    ),
    check(
      'amazon_checkout_sessions_buyer_check',
      sql`${t.status} IN ('open', 'cancelled') OR ${t.buyer} IS NOT NULL`,
    ),
  ],
);
