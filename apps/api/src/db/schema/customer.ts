import { boolean, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Visitors and customers (storefront §3.2, shopping §3 "Customer info"). */
export const users = pgTable('users', {
  id: uuid('id').primaryKey(),
  /** anonymous | guest | customer */
  kind: text('kind').notNull().default('anonymous'),
  email: text('email'),
  isInternal: boolean('is_internal').notNull().default(false),
  primeStatus: text('prime_status').notNull().default('NONE'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
