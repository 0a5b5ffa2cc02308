// The mail outbox (DESIGN §3; issue 15 item 3). Every mail the shop sends is first a row of `mail_outbox`:
//
//   await db.transaction(async (tx) => {
//     await tx.insert(resetTokens).values(...);
//     await enqueueMail(tx, passwordResetMail({ store, origin, to, token, validHours }));
//   });
//
// Written with the caller's transaction, the mail exists exactly when what it reports was committed: a
// rolled-back reset leaves neither token nor mail. The sender (mailSender.ts) delivers it when SMTP_URL is
// set; without it the mail stays in the outbox, which the dev page (devOutboxPage.ts) shows.
import type { StoreId } from '@ranzen/sdk-core/store';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema';

/** What a mail is for; one per template of mailTemplates.ts. */
export type MailKind =
  | 'password-reset'
  | 'order-confirmation'
  | 'newsletter-opt-in'
  | 'newsletter'
  | 'contact-message'
  | 'contact-copy'
  | 'b2b-certificate-received'
  | 'prime-waiting-list'
  | 'prime-membership'
  | 'return-confirmation';

/** A mail ready to be sent: rendered in its store's language, links on its store's host. */
export interface OutgoingMail {
  storeId: StoreId;
  kind: MailKind;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers by name (a newsletter's List-Unsubscribe); none when absent. */
  headers?: Record<string, string>;
  /** Upload ids sent as attachments (a contact message's files); none when absent. */
  attachments?: string[];
}

export type OutboxMail = typeof mailOutbox.$inferSelect;

/** Writes `mail` to the outbox with `db`, the caller's transaction or the database; returns its id. */
export async function enqueueMail(db: Db, mail: OutgoingMail): Promise<string> {
  const [row] = await db.insert(mailOutbox).values(mail).returning({ id: mailOutbox.id });
  if (!row) throw new Error('The outbox returned no row for the new mail.');
  return row.id;
}

/** The newest mails first (the dev page). */
export function latestMails(db: Db, limit: number): Promise<OutboxMail[]> {
  return db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(limit);
}

export async function mailById(db: Db, id: string): Promise<OutboxMail | null> {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return row ?? null;
}
