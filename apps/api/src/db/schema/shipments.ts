// Shipments of an order (shopping §3 "Order" shipments: status, carrier, dispatchDate, invoiceLink,
// trackingLink, trackingCode, cancelReason, items with returnable and already-returned flags; issue 18).
// The fulfilment job (orders/fulfilment.ts) writes them for placed orders and moves them on; the statuses
// are documented in docs/orders.md. A shipment's invoice is rendered from these rows on request.

import type { ShipperCode } from '@ranzen/sdk-core/rules';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { orderItems, orders } from './orders';

/**
 * processing: packed in the warehouse, not handed over yet; shipped: handed to the carrier (dispatch date
 * and tracking code set); delivered: the carrier reported the delivery; cancelled: not delivered at all
 * (cancel reason set), e.g. an item that could not be supplied.
 */
export const SHIPMENT_STATUSES = ['processing', 'shipped', 'delivered', 'cancelled'] as const;
export type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number];

/** Why a shipment was cancelled (a message key in the storefront's catalogue). */
export const CANCEL_REASONS = ['notDeliverable', 'customerRequest'] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];

export const shipments = pgTable(
  'shipments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The shipment's number within its order, from 1; the invoice number is `<order number>-<number>`. */
    number: integer('number').notNull(),
    status: text('status').$type<ShipmentStatus>().notNull(),
    /** The carrier the parcel goes with: the order's shipper code (sdk-core rules/checkoutShippers.ts). */
    carrier: text('carrier').$type<ShipperCode>().notNull(),
    trackingCode: text('tracking_code'),
    dispatchedAt: timestamp('dispatched_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    cancelReason: text('cancel_reason').$type<CancelReason>(),
    /** When the status last changed: the fulfilment job moves a shipment on after its configured delay. */
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('shipments_order_number_idx').on(t.orderId, t.number),
    index('shipments_status_idx').on(t.status, t.statusChangedAt),
    check('shipments_status_check', sql`${t.status} IN ('processing', 'shipped', 'delivered', 'cancelled')`),
    check(
      'shipments_dispatched_check',
      sql`(${t.status} IN ('shipped', 'delivered')) = (${t.dispatchedAt} IS NOT NULL AND ${t.trackingCode} IS NOT NULL)`,
    ),
    check('shipments_delivered_check', sql`(${t.status} = 'delivered') = (${t.deliveredAt} IS NOT NULL)`),
    check(
      'shipments_cancel_reason_check',
      sql`(${t.status} = 'cancelled') = (${t.cancelReason} IS NOT NULL)`,
    ),
  ],
);

/**
 * The units of an order line in a shipment. returned_quantity counts the units already returned from this
 * shipment: a return (RMA) raises it in the same transaction that writes the return, never above quantity,
 * so "already returned" and "returnable" (orders/returnability.ts) need no other table.
 */
export const shipmentItems = pgTable(
  'shipment_items',
  {
    shipmentId: uuid('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    orderItemId: uuid('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    returnedQuantity: integer('returned_quantity').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.shipmentId, t.orderItemId] }),
    index('shipment_items_order_item_idx').on(t.orderItemId),
    check('shipment_items_quantity_check', sql`${t.quantity} > 0`),
    check(
      'shipment_items_returned_check',
      sql`${t.returnedQuantity} >= 0 AND ${t.returnedQuantity} <= ${t.quantity}`,
    ),
  ],
);
