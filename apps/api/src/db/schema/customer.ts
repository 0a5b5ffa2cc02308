import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * Visitors (storefront §3.2, shopping §3 "Customer info"). A customer owns one user row (customers.user_id):
 * its carts are the customer's carts, and after login the storefront keeps that user's signed id.
 */
export const users = pgTable('users', {
  id: uuid('id').primaryKey(),
  /** anonymous | guest | customer */
  kind: text('kind').notNull().default('anonymous'),
  email: text('email'),
  isInternal: boolean('is_internal').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The kinds of customer (issue 15 item 1). */
export const CUSTOMER_KINDS = ['consumer', 'b2b', 'guest'] as const;
export type CustomerKind = (typeof CUSTOMER_KINDS)[number];

/**
 * Customers (shopping §3 "Address (server)" customer address fields, "Auth result"). E-mails are unique
 * regardless of case among registered customers; guests may share an address with an account.
 */
export const customers = pgTable(
  'customers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The visitor row whose carts belong to this customer. */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind').$type<CustomerKind>().notNull(),
    email: text('email').notNull(),
    /** B2B login name (shopping §6 "login with customer number"). */
    customerNumber: text('customer_number'),
    /** argon2id PHC string (customer/passwords.ts); null for guests. */
    passwordHash: text('password_hash'),
    salutation: text('salutation'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone'),
    schoolOrCompany: text('school_or_company'),
    vatRegistrationNo: text('vat_registration_no'),
    jobTitleCode: text('job_title_code'),
    primaryIndustryGroupCode: text('primary_industry_group_code'),
    numberOfEmployees: integer('number_of_employees'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('customers_email_lower_idx').on(sql`lower(${t.email})`).where(sql`${t.kind} <> 'guest'`),
    uniqueIndex('customers_customer_number_idx').on(t.customerNumber),
    uniqueIndex('customers_user_idx').on(t.userId),
    check('customers_kind_check', sql`${t.kind} IN ('consumer', 'b2b', 'guest')`),
  ],
);

/** Server-side login sessions behind the customer token (customer/sessions.ts). */
export const customerSessions = pgTable(
  'customer_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** "Stay logged in": a long-lived session and cookie instead of a browser-session one. */
    stayLogged: boolean('stay_logged').notNull(),
  },
  (t) => [index('customer_sessions_customer_idx').on(t.customerId)],
);

/**
 * B2B customer numbers (the B2B login name, shopping §6) are issued from this sequence; the seeded demo
 * account has 4711001, so issued numbers start after it.
 */
export const customerNumbers = pgSequence('customer_number_seq', { startWith: 4711002 });

/**
 * Password reset tokens (shopping §4 "Forgot password": a single-use token that expires). Only the token's
 * SHA-256 is stored, so a leaked table opens no account; used_at marks it consumed.
 */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('password_reset_tokens_hash_idx').on(t.tokenHash),
    index('password_reset_tokens_customer_idx').on(t.customerId),
  ],
);

/** The lists of the B2B registration (shopping §3 "Industry and job-title lists"). */
export const CUSTOMER_LISTS = ['jobTitle', 'industry'] as const;
export type CustomerList = (typeof CUSTOMER_LISTS)[number];

/** One entry of a list in one message language (seed/customerLists.ts); a code exists in every language. */
export const customerListEntries = pgTable(
  'customer_list_entries',
  {
    list: text('list').$type<CustomerList>().notNull(),
    entryCode: text('entry_code').notNull(),
    /** A message language of sdk-core's store configs (de, en). */
    language: text('language').notNull(),
    entryText: text('entry_text').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.list, t.entryCode, t.language] }),
    check('customer_list_entries_list_check', sql`${t.list} IN ('jobTitle', 'industry')`),
  ],
);
