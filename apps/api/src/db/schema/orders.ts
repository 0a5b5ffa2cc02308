// Orders written by submitCart (shopping §3 "Order", §7 "Submit cart"; issue 16 item 5). An order keeps its
// own copies of names, prices and addresses: later catalogue or address-book changes never rewrite it.

import type { ShipperCode } from '@ranzen/sdk-core/rules';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { type AddressCopy, carts, type DeliveryType } from './cart';
import { customers, users } from './customer';

/**
 * awaitingPayment: a redirect provider has not reported yet; placed: accepted for fulfilment;
 * paymentFailed: the redirect payment failed, was cancelled or expired, and the order was undone (its stock
 * and lightning units given back, its items and checkout data back in the visitor's cart:
 * orders/releaseOrder.ts, docs/payments.md).
 */
export const ORDER_STATUSES = ['awaitingPayment', 'placed', 'cancelled', 'paymentFailed'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * accepted: an offline method (invoice, prepayment, cash on delivery) took the order, the money comes later;
 * pending/paid/failed/cancelled/expired: a redirect provider's outcome (apps/api/src/payments/provider.ts).
 */
export const PAYMENT_STATUSES = ['accepted', 'pending', 'paid', 'failed', 'cancelled', 'expired'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Readable order numbers, e.g. 10004711 (the orderId shown on the confirmation and in mails). */
export const orderNumbers = pgSequence('order_number_seq', { startWith: 10000001 });

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderNumber: text('order_number').notNull().default(sql`nextval('order_number_seq')::text`),
    /** The visitor whose cart was submitted: a guest's or an anonymous visitor's orders belong to it. */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    /** The customer (registered or guest) when one was logged in; kept null after account deletion. */
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    /** The store the order was placed in (a StoreId): its language, currency and host. */
    storeId: text('store_id').notNull(),
    /** One order per cart: the unique index makes a repeated or concurrent submit find the first order. */
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id),
    /**
     * The visitor's new empty cart written by the submit (the one its cookie points at from then on): a
     * failed payment puts the order's items and checkout data back into it (orders/releaseOrder.ts).
     */
    nextCartId: uuid('next_cart_id').references(() => carts.id, { onDelete: 'set null' }),
    status: text('status').$type<OrderStatus>().notNull(),
    paymentId: text('payment_id').notNull(),
    paymentStatus: text('payment_status').$type<PaymentStatus>().notNull(),
    buyerReference: text('buyer_reference'),
    currency: text('currency').notNull(),
    subtotalCents: integer('subtotal_cents').notNull(),
    voucherDiscountCents: integer('voucher_discount_cents').notNull(),
    shippingCents: integer('shipping_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    taxCents: integer('tax_cents').notNull(),
    /**
     * The VAT rate the order was bought at (its store's, decision 0035): the rate of its shipping and
     * discount, which its mail and invoices state; a later change of the store's rate leaves it as it is.
     */
    taxPercent: numeric('tax_percent', { precision: 4, scale: 1, mode: 'number' }).notNull(),
    voucherCodes: text('voucher_codes').array().notNull().default(sql`'{}'::text[]`),
    deliveryType: text('delivery_type').$type<DeliveryType>().notNull(),
    shipperCode: text('shipper_code').$type<ShipperCode>().notNull(),
    packstationId: text('packstation_id'),
    billingAddress: jsonb('billing_address').$type<AddressCopy>().notNull(),
    shippingAddress: jsonb('shipping_address').$type<AddressCopy>().notNull(),
    email: text('email').notNull(),
    shippingEmail: text('shipping_email'),
    phone: text('phone'),
    orderReference: text('order_reference'),
    comment: text('comment'),
    /**
     * The order's guest key (issue 18 "unguessable hashes"): 256 bits from two random UUIDs' 244 random bits,
     * hashed into 64 hex characters. The order link of the confirmation mail and the return links carry it,
     * so a guest opens the order and returns from it without an account; nothing else identifies the order
     * to an anonymous visitor.
     */
    accessHash: text('access_hash')
      .notNull()
      .default(sql`encode(sha256((gen_random_uuid()::text || gen_random_uuid()::text)::bytea), 'hex')`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_cart_idx').on(t.cartId),
    uniqueIndex('orders_order_number_idx').on(t.orderNumber),
    uniqueIndex('orders_access_hash_idx').on(t.accessHash),
    index('orders_user_idx').on(t.userId, t.createdAt),
    index('orders_customer_idx').on(t.customerId, t.createdAt),
    check(
      'orders_status_check',
      sql`${t.status} IN ('awaitingPayment', 'placed', 'cancelled', 'paymentFailed')`,
    ),
    check(
      'orders_payment_status_check',
      sql`${t.paymentStatus} IN ('accepted', 'pending', 'paid', 'failed', 'cancelled', 'expired')`,
    ),
    check('orders_totals_check', sql`${t.totalCents} >= 0 AND ${t.taxCents} >= 0`),
  ],
);

/** One variant value of an ordered item (the cart item's variantAttributes: name, shown name, value). */
export interface OrderedVariantAttribute {
  name: string;
  displayName: string;
  value: string;
}

/** An order's lines: copies of what was bought and at which price (shopping §3 "Cart item" at submit). */
export const orderItems = pgTable(
  'order_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The line's place in the order, as it was in the cart. */
    position: integer('position').notNull(),
    itemId: text('item_id').notNull(),
    /** The catalogue product the item belongs to, as the cart item named it (shopping §3 "Cart item" productId). */
    productId: text('product_id').notNull(),
    /** The item's variant (colour, size) when it was bought, as the cart item showed it. */
    variantAttributes: jsonb('variant_attributes').$type<OrderedVariantAttribute[]>().notNull().default([]),
    /** The article number printed on documents (items.order_number). */
    articleNumber: text('article_number').notNull(),
    name: text('name').notNull(),
    quantity: integer('quantity').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    /** Units bought at the lightning deal price (shopping §3 "quantityLightning"). */
    lightningQuantity: integer('lightning_quantity').notNull().default(0),
    lightningUnitPriceCents: integer('lightning_unit_price_cents'),
    /** The deal ran out before submit: the units were charged at the normal price. */
    lightningExpired: boolean('lightning_expired').notNull().default(false),
    lineTotalCents: integer('line_total_cents').notNull(),
    /** The VAT rate the line was bought at (one decimal, e.g. the Swiss 8.1). */
    taxPercent: numeric('tax_percent', { precision: 4, scale: 1, mode: 'number' }).notNull(),
    taxCents: integer('tax_cents').notNull(),
  },
  (t) => [
    uniqueIndex('order_items_order_position_idx').on(t.orderId, t.position),
    check('order_items_quantity_check', sql`${t.quantity} > 0`),
    check(
      'order_items_lightning_quantity_check',
      sql`${t.lightningQuantity} >= 0 AND ${t.lightningQuantity} <= ${t.quantity}`,
    ),
  ],
);
