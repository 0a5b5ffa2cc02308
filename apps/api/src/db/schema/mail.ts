// The mail outbox (DESIGN §3 "Mail: an outbox table (always) + SMTP via nodemailer when configured"; issue
// 15 item 3). A mail is a row written in the transaction of what it reports (a reset mail with its token),
// so a rolled-back operation sends nothing; the sender (mail/mailSender.ts) delivers unsent rows when
// SMTP_URL is set, and the dev page (mail/devOutboxPage.ts) lists them outside production.

import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The store whose language and host the mail was written in (a StoreId). */
    storeId: text('store_id').notNull(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** Extra headers by name, e.g. a newsletter's List-Unsubscribe (RFC 2369, RFC 8058); most mails have none. */
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    /**
     * Uploads the mail carries as attachments (upload ids, uploads/uploadStore.ts): a contact message's
     * files for the service mailbox. The sender reads them when it sends; most mails have none.
     */
    attachments: jsonb('attachments').$type<string[]>().notNull().default([]),
    /** What the mail is for (mail/outbox.ts MailKind), e.g. password-reset. */
    kind: text('kind').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set once the SMTP server accepted the mail; null while it waits in the outbox. */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Delivery attempts so far, failed ones included. */
    attempts: integer('attempts').notNull().default(0),
    /** The last failed attempt's error; cleared when the mail is sent. */
    lastError: text('last_error'),
    /**
     * The earliest time the sender tries (again): the retry backoff after a failure, and a lease while one
     * sender delivers it, so that another API instance does not send it twice.
     */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The sender's queue: unsent mails by due time.
    index('mail_outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.sentAt} is null`),
    // The dev page: newest first.
    index('mail_outbox_created_at_idx').on(t.createdAt),
  ],
);
