import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Seed bookkeeping: one row per applied seed version makes the first-start seed idempotent. */
export const seedMeta = pgTable('seed_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});
