// The newsletter's double opt-in (DESIGN §3 "Mail": newsletter opt-in mails through the outbox; shopping
// §4 "Summary submit: subscribe to the newsletter (if ticked)"). Asking for a subscription writes a
// pending row with a single-use token (only its SHA-256 is stored) and, in the caller's transaction, the
// opt-in mail whose link leads to the store's newsletter success page; that page confirms the token. One
// subscription per store and e-mail: asking again (a second order with the tick) sends no second mail.
import { createHash, randomBytes } from 'node:crypto';
import type { StoreConfig } from '@ranzen/sdk-core/store';
import { and, eq, isNull } from 'drizzle-orm';
import type { ApiContext } from '../context';
import type { Db } from '../db/client';
import { newsletterSubscriptions } from '../db/schema';
import { newsletterOptInMail } from '../mail/mailTemplates';
import { enqueueMail } from '../mail/outbox';

/** Where a subscription was asked for; the newsletter sign-up page will add its own. */
export type NewsletterSource = 'checkout';

/** Random bytes of an opt-in token (256 bits); base64url makes 43 characters of them. */
const TOKEN_BYTES = 32;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const tokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');

export interface NewsletterOptInRequest {
  readonly store: StoreConfig;
  /** The store's public origin (ApiContext.storeOrigin), for the link. */
  readonly origin: string;
  readonly email: string;
  readonly source: NewsletterSource;
}

/**
 * Asks for the subscription of `email` with `tx` (the caller's transaction): a new one gets its opt-in
 * mail; one already asked for or confirmed is left as it is. Answers whether a mail was written.
 */
export async function requestNewsletterOptIn(tx: Db, request: NewsletterOptInRequest): Promise<boolean> {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  const email = request.email.trim();
  const written = await tx
    .insert(newsletterSubscriptions)
    .values({ storeId: request.store.id, email, source: request.source, tokenHash: tokenHash(token) })
    .onConflictDoNothing()
    .returning({ id: newsletterSubscriptions.id });
  if (written.length === 0) return false;
  await enqueueMail(
    tx,
    newsletterOptInMail({ store: request.store, origin: request.origin, to: email, token }),
  );
  return true;
}

/**
 * Confirms the subscription of an opt-in link's token, of the store asked for, once: the statement that
 * checks the token sets it confirmed. A malformed token is never looked up.
 */
export async function confirmNewsletterSubscription(ctx: ApiContext, token: string): Promise<boolean> {
  await ctx.rateLimit.consume('newsletterConfirmations');
  const trimmed = token.trim();
  if (!TOKEN_PATTERN.test(trimmed)) return false;
  const confirmed = await ctx.db
    .update(newsletterSubscriptions)
    .set({ confirmedAt: new Date() })
    .where(
      and(
        eq(newsletterSubscriptions.tokenHash, tokenHash(trimmed)),
        eq(newsletterSubscriptions.storeId, ctx.store.id),
        isNull(newsletterSubscriptions.confirmedAt),
      ),
    )
    .returning({ id: newsletterSubscriptions.id });
  return confirmed.length > 0;
}
