// Carts with their positions, vouchers, free articles and ordered catalogues (shopping §3 "Cart").
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { customerAddresses } from './addresses';
import { items, products } from './catalog';
import { users } from './customer';

/** Checkout delivery types (shopping §3 "Checkout state" shippingStep.deliveryType). */
export const DELIVERY_TYPES = ['sameAsBilling', 'shippingAddress', 'packstation'] as const;
export type DeliveryType = (typeof DELIVERY_TYPES)[number];

/**
 * An address held on the cart or copied onto an order (shopping §3 "Address (server)"): a guest's own
 * address, and the frozen copy an order keeps so that later address-book edits do not rewrite history.
 */
export interface AddressCopy {
  salutation: string;
  schoolOrCompany: string;
  firstName: string;
  lastName: string;
  street: string;
  addressAddition: string;
  postCode: string;
  city: string;
  country: string;
  packstation: boolean;
  phone: string;
  email: string;
}

/** Spedition (freight) fields of the shipping step (shopping §3 "speditionsFields", §7 "save spedition data"). */
export interface SpeditionField {
  fieldName: string;
  fieldValue: string;
}

/** Cart owned by one user (shopping §3 "Cart"). */
export const carts = pgTable(
  'carts',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    // The checkout state kept on the server (shopping §3 "Checkout state", §4 "Saving the shipping step").
    deliveryType: text('delivery_type').$type<DeliveryType>().notNull().default('sameAsBilling'),
    /** Address-book references of a logged-in customer; cleared when the address is deleted. */
    billingAddressId: uuid('billing_address_id').references(() => customerAddresses.id, {
      onDelete: 'set null',
    }),
    shippingAddressId: uuid('shipping_address_id').references(() => customerAddresses.id, {
      onDelete: 'set null',
    }),
    /** A guest's own addresses (no address book), validated with the shared address rules. */
    billingAddress: jsonb('billing_address').$type<AddressCopy>(),
    shippingAddress: jsonb('shipping_address').$type<AddressCopy>(),
    /** Contact e-mails (shopping §3 "contactEmails"); an alternative counts only when its flag is on (§5). */
    billingEmail: text('billing_email'),
    shippingEmail: text('shipping_email'),
    billingAlternativeEmail: boolean('billing_alternative_email').notNull().default(false),
    shippingAlternativeEmail: boolean('shipping_alternative_email').notNull().default(false),
    orderReference: text('order_reference'),
    orderComment: text('order_comment'),
    /** The newsletter tick of the summary (shopping §4 "subscribe to the newsletter (if ticked)"). */
    newsletterOptIn: boolean('newsletter_opt_in').notNull().default(false),
    /** Selected payment (shopping §3 "Payment method" paymentId, buyerReference for X_RECHNUNG). */
    paymentId: text('payment_id'),
    buyerReference: text('buyer_reference'),
    /** Selected shipper code (shopping §9 "Shipper codes"). */
    shipperCode: text('shipper_code'),
    packstationId: text('packstation_id'),
    speditionFields: jsonb('spedition_fields').$type<SpeditionField[]>().notNull().default([]),
    /**
     * The completed Amazon Pay express session the cart pays with (shopping §4 "Amazon Pay express"; table
     * amazon_checkout_sessions, not referenced here to keep the two tables' definitions apart).
     */
    amazonCheckoutSessionId: uuid('amazon_checkout_session_id'),
    /** Set once, by the submit that created the order (shopping §3 attributes "submitted"). */
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    orderId: uuid('order_id'),
  },
  (t) => [
    index('carts_user_idx').on(t.userId),
    check(
      'carts_delivery_type_check',
      sql`${t.deliveryType} IN ('sameAsBilling', 'shippingAddress', 'packstation')`,
    ),
    check('carts_submitted_order_check', sql`(${t.submittedAt} IS NULL) = (${t.orderId} IS NULL)`),
  ],
);

/** Cart position (shopping §3 "Cart item"); one line per item, quantities merge. */
export const cartPositions = pgTable(
  'cart_positions',
  {
    id: uuid('id').primaryKey(),
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    itemId: text('item_id')
      .notNull()
      .references(() => items.id),
    quantity: integer('quantity').notNull(),
    /** Units of `quantity` bought at the lightning deal price (shopping §3 "quantityLightning"). */
    lightningQuantity: integer('lightning_quantity').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cart_positions_cart_item_idx').on(t.cartId, t.itemId),
    index('cart_positions_cart_idx').on(t.cartId),
    check('cart_positions_quantity_check', sql`${t.quantity} > 0`),
    check(
      'cart_positions_lightning_quantity_check',
      sql`${t.lightningQuantity} >= 0 AND ${t.lightningQuantity} <= ${t.quantity}`,
    ),
  ],
);

/** Voucher codes (shopping §3 "voucher status and attainable vouchers"); codes are stored upper case. */
export const vouchers = pgTable(
  'vouchers',
  {
    code: text('code').primaryKey(),
    description: text('description').notNull(),
    /** 'percent' (value = percent) or 'amount' (value = cents). */
    kind: text('kind').notNull(),
    value: integer('value').notNull(),
    minimumOrderCents: integer('minimum_order_cents').notNull().default(0),
    /** Restricts the voucher to one product's items (shown as the item's relatedVoucherCode). */
    productId: text('product_id').references(() => products.id),
    /** 'all', 'consumer' or 'b2b'. */
    family: text('family').notNull().default('all'),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('vouchers_kind_check', sql`${t.kind} IN ('percent', 'amount')`),
    check('vouchers_value_check', sql`${t.value} > 0`),
  ],
);

export const cartVouchers = pgTable(
  'cart_vouchers',
  {
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    code: text('code')
      .notNull()
      .references(() => vouchers.code),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.cartId, t.code] })],
);

/** Free articles (gifts) granted from a minimum cart value (shopping §3 "free articles and gift minimum price"). */
export const freeArticles = pgTable('free_articles', {
  id: serial('id').primaryKey(),
  itemId: text('item_id')
    .notNull()
    .references(() => items.id),
  minimumOrderCents: integer('minimum_order_cents').notNull(),
  family: text('family').notNull().default('all'),
});

/** Printed catalogues a shopper can order free with the cart (shopping §3 "catalogs"). */
export const catalogues = pgTable('catalogues', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  family: text('family').notNull().default('all'),
  position: integer('position').notNull(),
});

export const cartCatalogues = pgTable(
  'cart_catalogues',
  {
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    code: text('code')
      .notNull()
      .references(() => catalogues.code),
  },
  (t) => [primaryKey({ columns: [t.cartId, t.code] })],
);
