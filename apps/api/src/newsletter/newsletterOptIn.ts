// The newsletter's double opt-in (DESIGN §3 "Mail": newsletter opt-in mails through the outbox; shopping
// §4 "Summary submit: subscribe to the newsletter (if ticked)", §7 "newsletter subscribe"). Asking for a
// subscription records consent (time and source) on a pending row with a token (only its SHA-256 is
// stored) and, in the caller's transaction, writes the opt-in mail whose link leads to the store's
// newsletter success page; that page confirms the token within NEWSLETTER_OPT_IN_VALID_DAYS. One row per
// store and e-mail: asking again re-sends the opt-in of a pending address (no sooner than
// NEWSLETTER_OPT_IN_RESEND_MINUTES after the last mail) or of an unsubscribed one, and leaves a
// subscribed one as it is.
import { createHash, randomBytes } from 'node:crypto';
import type { StoreConfig } from '@ranzen/sdk-core/store';
import { and, eq, gt, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { ApiContext } from '../context';
import type { Db } from '../db/client';
import { newsletterSubscriptions } from '../db/schema';
import { newsletterOptInMail } from '../mail/mailTemplates';
import { enqueueMail } from '../mail/outbox';

/** Where consent was given: the checkout's tick or the newsletter page's form. */
export type NewsletterSource = 'checkout' | 'newsletterPage';

/** How long an opt-in link works (docs/not-shown.md; told to the reader in the mail). */
export const NEWSLETTER_OPT_IN_VALID_DAYS = 7;
/** A repeated sign-up of a pending address re-sends its opt-in mail no sooner than this after the last one. */
export const NEWSLETTER_OPT_IN_RESEND_MINUTES = 15;

/** Random bytes of an opt-in or unsubscribe token (256 bits); base64url makes 43 characters of them. */
const TOKEN_BYTES = 32;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const newToken = (): string => randomBytes(TOKEN_BYTES).toString('base64url');
const tokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');
const minutesAgo = (minutes: number): Date => new Date(Date.now() - minutes * 60_000);

/** The subscription row of `email` in `storeId`: e-mails compare case-insensitively (the unique index). */
export const subscriptionOf = (storeId: string, email: string) =>
  and(
    eq(newsletterSubscriptions.storeId, storeId),
    sql`lower(${newsletterSubscriptions.email}) = lower(${email.trim()})`,
  );

/** The optional greeting of the sign-up form; the checkout's tick has none. */
export interface NewsletterGreeting {
  readonly salutation: string | null;
  readonly firstName: string | null;
  readonly lastName: string | null;
}

export interface NewsletterOptInRequest {
  readonly store: StoreConfig;
  /** The store's public origin (ApiContext.storeOrigin), for the link. */
  readonly origin: string;
  readonly email: string;
  readonly source: NewsletterSource;
  readonly greeting?: NewsletterGreeting;
}

/**
 * Asks for the subscription of `email` with `tx` (the caller's transaction): a new address, an unsubscribed
 * one and a pending one whose last opt-in mail is old enough get an opt-in mail with a new token; a
 * subscribed one is left as it is. Answers whether a mail was written.
 */
export async function requestNewsletterOptIn(tx: Db, request: NewsletterOptInRequest): Promise<boolean> {
  const token = newToken();
  const email = request.email.trim();
  const consent = {
    source: request.source,
    tokenHash: tokenHash(token),
    consentedAt: new Date(),
    optInSentAt: new Date(),
    ...request.greeting,
  };
  const inserted = await tx
    .insert(newsletterSubscriptions)
    .values({ storeId: request.store.id, email, unsubscribeToken: newToken(), ...consent })
    .onConflictDoNothing()
    .returning({ id: newsletterSubscriptions.id });
  const renewed =
    inserted.length > 0
      ? inserted
      : await tx
          .update(newsletterSubscriptions)
          .set({ ...consent, confirmedAt: null, unsubscribedAt: null })
          .where(
            and(
              subscriptionOf(request.store.id, email),
              or(
                isNotNull(newsletterSubscriptions.unsubscribedAt),
                and(
                  isNull(newsletterSubscriptions.confirmedAt),
                  lt(newsletterSubscriptions.optInSentAt, minutesAgo(NEWSLETTER_OPT_IN_RESEND_MINUTES)),
                ),
              ),
            ),
          )
          .returning({ id: newsletterSubscriptions.id });
  if (renewed.length === 0) return false;
  await enqueueMail(
    tx,
    newsletterOptInMail({
      store: request.store,
      origin: request.origin,
      to: email,
      token,
      validDays: NEWSLETTER_OPT_IN_VALID_DAYS,
    }),
  );
  return true;
}

/**
 * Confirms the subscription of an opt-in link's token in the store asked for. The statement that checks
 * the token sets it confirmed, keeping the first confirmation's time: opening the link again (a reload)
 * answers true and changes nothing. An expired, unsubscribed, unknown or malformed token answers false; a
 * malformed one is never looked up.
 */
export async function confirmNewsletterSubscription(ctx: ApiContext, token: string): Promise<boolean> {
  await ctx.rateLimit.consume('newsletterConfirmations');
  const trimmed = token.trim();
  if (!TOKEN_PATTERN.test(trimmed)) return false;
  const confirmed = await ctx.db
    .update(newsletterSubscriptions)
    .set({ confirmedAt: sql`coalesce(${newsletterSubscriptions.confirmedAt}, now())` })
    .where(
      and(
        eq(newsletterSubscriptions.tokenHash, tokenHash(trimmed)),
        eq(newsletterSubscriptions.storeId, ctx.store.id),
        isNull(newsletterSubscriptions.unsubscribedAt),
        or(
          isNotNull(newsletterSubscriptions.confirmedAt),
          gt(newsletterSubscriptions.optInSentAt, minutesAgo(NEWSLETTER_OPT_IN_VALID_DAYS * 24 * 60)),
        ),
      ),
    )
    .returning({ id: newsletterSubscriptions.id });
  return confirmed.length > 0;
}

/** A newsletter mail's unsubscribe token: the opt-in tokens' shape, or the 64 hex digits of rows from before. */
export const isUnsubscribeToken = (token: string): boolean =>
  TOKEN_PATTERN.test(token) || /^[0-9a-f]{64}$/.test(token);
