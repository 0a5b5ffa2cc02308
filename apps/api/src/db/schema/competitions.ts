// Competitions (prize draws) and their entries (shopping §7 "competition subscribe"; storefront §2.10
// prize draw; issue 20 item 2). A competition belongs to a store family and takes entries until it
// closes; a CMS prize-draw element names it by code (its teaser's `competition` attribute). One entry per
// competition and e-mail (case-insensitive), with the time the terms were accepted.
import { sql } from 'drizzle-orm';
import { pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const competitions = pgTable('competitions', {
  code: text('code').primaryKey(),
  /** The stores it runs in: 'all', 'consumer' or 'b2b' (like CMS pages). */
  family: text('family').notNull(),
  name: text('name').notNull(),
  /** Entries are taken before this moment only (the API compares with the database's clock). */
  closesAt: timestamp('closes_at', { withTimezone: true }).notNull(),
});

export const competitionEntries = pgTable(
  'competition_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    competitionCode: text('competition_code')
      .notNull()
      .references(() => competitions.code),
    /** The store the entry came from (a StoreId): the winners' mail goes out in its language. */
    storeId: text('store_id').notNull(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** When the entrant ticked the terms: the entry's own time, as the form refuses entries without it. */
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('competition_entries_competition_email_idx').on(t.competitionCode, sql`lower(${t.email})`),
  ],
);
