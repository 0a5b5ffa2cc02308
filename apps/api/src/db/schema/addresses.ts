import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { customers } from './customer';

/** The address book's two server kinds (shopping §7); a parcel station is a shipping address. */
export const ADDRESS_TYPES = ['billing', 'shipping'] as const;
export type AddressType = (typeof ADDRESS_TYPES)[number];

/**
 * A customer's addresses (shopping §3 "Address (server)", §4 "Address book"). A parcel station stores
 * the post number as street and the station number as addition (shopping §5), flagged `packstation`. At
 * most one billing address is the customer's own address (`is_customer_address`, "isAlsoCustomerAddress").
 */
export const customerAddresses = pgTable(
  'customer_addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    addressType: text('address_type').$type<AddressType>().notNull(),
    packstation: boolean('packstation').notNull().default(false),
    isCustomerAddress: boolean('is_customer_address').notNull().default(false),
    salutation: text('salutation').notNull(),
    schoolOrCompany: text('school_or_company').notNull().default(''),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    street: text('street').notNull(),
    addressAddition: text('address_addition').notNull().default(''),
    postCode: text('post_code').notNull(),
    city: text('city').notNull(),
    country: text('country').notNull(),
    /** The address form's optional contact fields (shopping §3 "Address form"); empty for a parcel station. */
    phone: text('phone').notNull().default(''),
    email: text('email').notNull().default(''),
    /** The list order; clock_timestamp, so rows written by one statement or transaction keep their order. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
  },
  (t) => [
    index('customer_addresses_customer_idx').on(t.customerId, t.addressType, t.createdAt),
    uniqueIndex('customer_addresses_customer_address_idx')
      .on(t.customerId)
      .where(sql`${t.isCustomerAddress}`),
    check('customer_addresses_type_check', sql`${t.addressType} IN ('billing', 'shipping')`),
    check(
      'customer_addresses_flags_check',
      sql`NOT (${t.packstation} AND ${t.addressType} <> 'shipping') AND NOT (${t.isCustomerAddress} AND ${t.addressType} <> 'billing')`,
    ),
  ],
);
