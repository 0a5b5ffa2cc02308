// Lightning deals and the carts' reservations of their units (storefront §1, shopping §3 "Lightning reservation", §4).
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { carts } from './cart';
import { items } from './catalog';

/** Time-limited offers with their own price and quantity (storefront §1, shopping §3 "Lightning deal info"). */
export const lightningDeals = pgTable(
  'lightning_deals',
  {
    id: serial('id').primaryKey(),
    itemId: text('item_id')
      .notNull()
      .references(() => items.id),
    priceCents: integer('price_cents').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** lightningQuantityMax: units one cart may buy at the deal price (shopping §4 "Lightning deals"). */
    quantityMax: integer('quantity_max').notNull(),
    /** Units the deal offers in total. */
    units: integer('units').notNull().default(100),
    /**
     * Units held by unreleased reservations (sum of lightning_reservations.quantity where not released).
     * Changed only by conditional atomic updates (apps/api/src/lightning/reservationStore.ts); the check
     * makes overselling impossible even for a buggy writer.
     */
    quantityReserved: integer('quantity_reserved').notNull().default(0),
  },
  (t) => [
    index('lightning_deals_item_idx').on(t.itemId),
    check(
      'lightning_deals_reserved_check',
      sql`${t.quantityReserved} >= 0 AND ${t.quantityReserved} <= ${t.units}`,
    ),
  ],
);

/**
 * A cart's hold on lightning deal units (shopping §3 "Lightning reservation"), one row per cart and deal.
 * Live = not released and not expired. Expired rows are released lazily by the next reservation attempt
 * on the same deal, in that attempt's transaction (docs/decisions, apps/api/src/lightning/).
 */
export const lightningReservations = pgTable(
  'lightning_reservations',
  {
    id: uuid('id').primaryKey(),
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    dealId: integer('deal_id')
      .notNull()
      .references(() => lightningDeals.id),
    quantity: integer('quantity').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    extended: boolean('extended').notNull().default(false),
    released: boolean('released').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Client address of the last reservation (lightning/fairShare.ts caps units per address). */
    clientAddress: text('client_address'),
    /**
     * Set when a submit sold the units (their expiry then runs to the deal's end): the expiry they had
     * before, until which a failed payment gives them back to the visitor's cart (orders/releaseOrder.ts).
     */
    reservedUntil: timestamp('reserved_until', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('lightning_reservations_cart_deal_idx').on(t.cartId, t.dealId),
    index('lightning_reservations_deal_address_idx')
      .on(t.dealId, t.clientAddress)
      .where(sql`NOT ${t.released}`),
    index('lightning_reservations_deal_expiry_idx').on(t.dealId, t.expiresAt).where(sql`NOT ${t.released}`),
    check('lightning_reservations_quantity_check', sql`${t.quantity} >= 0`),
  ],
);
