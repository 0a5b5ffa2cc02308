// Sending a newsletter (issue 20 item 1: "an unconfirmed address receives nothing but the confirmation";
// List-Unsubscribe on every newsletter mail). One outbox mail per confirmed, not unsubscribed subscriber of
// the store, each with the subscriber's own unsubscribe link and one-click headers (mail/mailTemplates.ts
// newsletterMail); pending and unsubscribed addresses get nothing. Written in one transaction, so a failed
// run leaves no half-sent issue in the outbox.
import type { StoreConfig } from '@ranzen/sdk-core/store';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { newsletterSubscriptions } from '../db/schema';
import { type NewsletterIssue, newsletterMail } from '../mail/mailTemplates';
import { enqueueMail } from '../mail/outbox';

/** Writes `issue` to the outbox for every subscriber of `store`; answers how many mails were written. */
export function queueNewsletterIssue(
  db: Db,
  store: StoreConfig,
  origin: string,
  issue: NewsletterIssue,
): Promise<number> {
  return db.transaction(async (tx) => {
    const subscribers = await tx
      .select({ email: newsletterSubscriptions.email, token: newsletterSubscriptions.unsubscribeToken })
      .from(newsletterSubscriptions)
      .where(
        and(
          eq(newsletterSubscriptions.storeId, store.id),
          isNotNull(newsletterSubscriptions.confirmedAt),
          isNull(newsletterSubscriptions.unsubscribedAt),
        ),
      );
    for (const subscriber of subscribers) {
      await enqueueMail(
        tx,
        newsletterMail({ store, origin, to: subscriber.email, unsubscribeToken: subscriber.token, issue }),
      );
    }
    return subscribers.length;
  });
}
