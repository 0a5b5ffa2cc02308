// What visitors did: product views and storefront tracking events (storefront §4, §7, §3.15).
import { index, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { items, products } from './catalog';

/**
 * Product views (storefront §4 "A product view (glance) is recorded once per session per item"). A visit
 * counts as one session while glances of the same item follow each other within the session window.
 */
export const productGlances = pgTable(
  'product_glances',
  {
    id: serial('id').primaryKey(),
    visitorId: text('visitor_id').notNull(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id),
    itemId: text('item_id')
      .notNull()
      .references(() => items.id),
    domain: text('domain').notNull(),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('product_glances_visitor_item_idx').on(t.visitorId, t.itemId, t.lastSeenAt),
    index('product_glances_product_idx').on(t.productId),
  ],
);

/**
 * Tracking events from the storefront (storefront §7 "add tracking events", §3.15): append-only,
 * read by analytics jobs. The payload is the event's JSON object as validated at the API edge.
 */
export const trackingEvents = pgTable(
  'tracking_events',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    payload: jsonb('payload').notNull(),
    storeId: text('store_id').notNull(),
    /** The visitor's user id (X-User-Id) when known. */
    userId: text('user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('tracking_events_name_created_idx').on(t.name, t.createdAt)],
);
