// Newsletter subscriptions by double opt-in (DESIGN §3 "Mail": newsletter opt-in through the outbox;
// shopping §4 "Summary submit: subscribe to the newsletter (if ticked)"). A subscription is asked for
// (pending, an opt-in mail with a single-use link) and counts once its link was opened (confirmed). One
// row per store and e-mail: asking again sends no second mail. Only the link token's SHA-256 is stored.

import { sql } from 'drizzle-orm';
import { pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The store whose newsletter it is (a StoreId): its language and host. */
    storeId: text('store_id').notNull(),
    email: text('email').notNull(),
    /** Where it was asked for (newsletter/newsletterOptIn.ts NewsletterSource), e.g. checkout. */
    source: text('source').notNull(),
    /** SHA-256 of the opt-in link's token. */
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when the opt-in link was opened; null while the subscription waits for it. */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('newsletter_subscriptions_store_email_idx').on(t.storeId, sql`lower(${t.email})`)],
);
