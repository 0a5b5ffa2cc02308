// Newsletter subscriptions by double opt-in (DESIGN §3 "Mail": newsletter opt-in through the outbox;
// shopping §4 "Summary submit: subscribe to the newsletter (if ticked)", §7 "newsletter subscribe and
// unsubscribe"). A subscription is asked for (pending, an opt-in mail with a link that expires) and counts
// once its link was opened (confirmed) until it is unsubscribed. One row per store and e-mail: asking again
// re-sends the opt-in of a pending or unsubscribed row (newsletter/newsletterOptIn.ts). Only the opt-in
// token's SHA-256 is stored; the unsubscribe token is kept as it is, since every newsletter mail carries it.

import { sql } from 'drizzle-orm';
import { pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The store whose newsletter it is (a StoreId): its language and host. */
    storeId: text('store_id').notNull(),
    email: text('email').notNull(),
    /** The salutation and names the sign-up form asked for (optional; null from the checkout tick). */
    salutation: text('salutation'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    /** Where consent was last given (newsletter/newsletterOptIn.ts NewsletterSource), e.g. checkout. */
    source: text('source').notNull(),
    /** SHA-256 of the opt-in link's token. */
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When consent was last given (the sign-up or the tick); the opt-in link expires counting from here. */
    consentedAt: timestamp('consented_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the last opt-in mail was written: a repeated sign-up re-sends it no sooner than allowed. */
    optInSentAt: timestamp('opt_in_sent_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when the opt-in link was opened; null while the subscription waits for it. */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** The one-click unsubscribe link's token of every newsletter mail (List-Unsubscribe, RFC 8058). */
    unsubscribeToken: text('unsubscribe_token')
      .notNull()
      .unique()
      // Two random uuids (244 random bits) for rows written before the column; new rows bring their own.
      .default(sql`replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')`),
    /** Set when the subscriber left; a new sign-up starts a new opt-in. */
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('newsletter_subscriptions_store_email_idx').on(t.storeId, sql`lower(${t.email})`)],
);
