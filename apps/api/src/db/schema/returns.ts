// Returns (spec shopping §3 "Return order", "Client selection"; issue 18 item 5): one row per submitted return
// with its RMA number, and the returned units per shipment line. The returns flow writes both, raises
// shipment_items.returned_quantity and queues the mail in one transaction (returns/returnService.ts).
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { orderItems, orders } from './orders';
import { shipments } from './shipments';

export interface ReturnContact {
  salutation: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
}

export const returnOrders = pgTable(
  'return_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The order's returns counted from 1. */
    number: integer('number').notNull(),
    /** `<order number>-R<number>`, what the customer writes on the parcel. */
    rma: text('rma').notNull().unique(),
    regulation: text('regulation').notNull(),
    /** A carrier code, or `nolabel`. */
    carrier: text('carrier').notNull(),
    labelsCount: integer('labels_count').notNull(),
    contact: jsonb('contact').$type<ReturnContact>().notNull(),
    /** The label link's secret (128 random bits, hex); null with nolabel. */
    labelToken: text('label_token').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('return_orders_order_number_idx').on(t.orderId, t.number),
    check('return_orders_labels_check', sql`${t.labelsCount} BETWEEN 0 AND 5`),
  ],
);

export const returnOrderItems = pgTable(
  'return_order_items',
  {
    returnId: uuid('return_id')
      .notNull()
      .references(() => returnOrders.id, { onDelete: 'cascade' }),
    shipmentId: uuid('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    orderItemId: uuid('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    reason: text('reason').notNull(),
    additionalInfo: text('additional_info').notNull().default(''),
    /** Upload ids (uploads table) of the photos. */
    images: uuid('images').array().notNull().default(sql`'{}'::uuid[]`),
    components: text('components').array().notNull().default(sql`'{}'::text[]`),
  },
  (t) => [
    primaryKey({ columns: [t.returnId, t.shipmentId, t.orderItemId] }),
    index('return_order_items_order_item_idx').on(t.orderItemId),
    check('return_order_items_quantity_check', sql`${t.quantity} > 0`),
  ],
);
