// The newsletter's own forms and checks (shopping §2 /service/newsletter and /newsletter-abmelden; §7
// "newsletter subscribe and unsubscribe (email, houseNr)", "e-mail subscribed check"). The forms validate
// with sdk-core's newsletter rules and answer every valid address alike, subscribed or not, so they tell
// nobody who reads the newsletter; a filled honeypot (houseNr) gets that answer and nothing happens. Both
// forms are rate-limited per address and visitor (newsletterForms).
import {
  type FieldCheck,
  NEWSLETTER_HONEYPOT_FIELD,
  NEWSLETTER_SIGN_UP_CHECKS,
  NEWSLETTER_SIGN_UP_FIELDS,
  NEWSLETTER_UNSUBSCRIBE_CHECKS,
  NEWSLETTER_UNSUBSCRIBE_FIELDS,
} from '@ranzen/sdk-core/rules';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { ApiContext } from '../context';
import { FORM_INVALID, validate } from '../customer/accountService';
import { newsletterSubscriptions } from '../db/schema';
import type {
  NewsletterResult,
  NewsletterSubscribeInput,
  NewsletterUnsubscribeInput,
} from '../generated/resolvers';
import { isUnsubscribeToken, requestNewsletterOptIn, subscriptionOf } from './newsletterOptIn';

const SUCCEEDED: NewsletterResult = { successful: true, errorMessage: null, fieldErrors: [] };

/** The input's values by field name, trimmed; an absent optional field is empty. */
function valuesOf<Name extends string>(
  fields: readonly Name[],
  input: Partial<Record<Name, string | null | undefined>>,
): Record<Name, string> {
  return Object.fromEntries(fields.map((name) => [name, (input[name] ?? '').trim()])) as Record<Name, string>;
}

/** The fields' first failures as the result's field errors; null when every field passes. */
function refusal<Name extends string>(
  fields: readonly Name[],
  values: Record<Name, string>,
  checks: Readonly<Record<Name, readonly FieldCheck[]>>,
  form: string,
): NewsletterResult | null {
  const fieldErrors = validate(
    fields.map((name) => ({ name, value: values[name], checks: checks[name] })),
    form,
  );
  return fieldErrors.length > 0 ? { successful: false, errorMessage: FORM_INVALID, fieldErrors } : null;
}

const orNull = (value: string): string | null => (value === '' ? null : value);

export async function subscribeNewsletter(
  ctx: ApiContext,
  input: NewsletterSubscribeInput,
): Promise<NewsletterResult> {
  await ctx.rateLimit.consume('newsletterForms');
  const values = valuesOf(NEWSLETTER_SIGN_UP_FIELDS, input);
  const refused = refusal(NEWSLETTER_SIGN_UP_FIELDS, values, NEWSLETTER_SIGN_UP_CHECKS, 'newsletter');
  if (refused) return refused;
  if (values[NEWSLETTER_HONEYPOT_FIELD] !== '') return SUCCEEDED;
  await ctx.db.transaction((tx) =>
    requestNewsletterOptIn(tx, {
      store: ctx.store,
      origin: ctx.storeOrigin,
      email: values.email,
      source: 'newsletterPage',
      greeting: {
        salutation: orNull(values.salutation),
        firstName: orNull(values.firstName),
        lastName: orNull(values.lastName),
      },
    }),
  );
  return SUCCEEDED;
}

export async function unsubscribeNewsletter(
  ctx: ApiContext,
  input: NewsletterUnsubscribeInput,
): Promise<NewsletterResult> {
  await ctx.rateLimit.consume('newsletterForms');
  const values = valuesOf(NEWSLETTER_UNSUBSCRIBE_FIELDS, input);
  const refused = refusal(
    NEWSLETTER_UNSUBSCRIBE_FIELDS,
    values,
    NEWSLETTER_UNSUBSCRIBE_CHECKS,
    'newsletterUnsubscribe',
  );
  if (refused) return refused;
  if (values[NEWSLETTER_HONEYPOT_FIELD] !== '') return SUCCEEDED;
  await ctx.db
    .update(newsletterSubscriptions)
    .set({ unsubscribedAt: new Date() })
    .where(and(subscriptionOf(ctx.store.id, values.email), isNull(newsletterSubscriptions.unsubscribedAt)));
  return SUCCEEDED;
}

/**
 * A newsletter mail's unsubscribe link (the page's button and the mail program's one-click POST): true
 * once the token's subscription is ended, also when it already was; false for an unknown or malformed one.
 */
export async function unsubscribeNewsletterByToken(ctx: ApiContext, token: string): Promise<boolean> {
  await ctx.rateLimit.consume('newsletterUnsubscribeLinks');
  const trimmed = token.trim();
  if (!isUnsubscribeToken(trimmed)) return false;
  const ended = await ctx.db
    .update(newsletterSubscriptions)
    .set({ unsubscribedAt: sql`coalesce(${newsletterSubscriptions.unsubscribedAt}, now())` })
    .where(
      and(
        eq(newsletterSubscriptions.unsubscribeToken, trimmed),
        eq(newsletterSubscriptions.storeId, ctx.store.id),
      ),
    )
    .returning({ id: newsletterSubscriptions.id });
  return ended.length > 0;
}

/**
 * Shopping §7 "e-mail subscribed check": answered for the logged-in customer's own e-mail only, so nobody
 * learns whether someone else reads the newsletter; any other e-mail answers false, like an unsubscribed one.
 */
export async function newsletterSubscribed(ctx: ApiContext, email: string): Promise<boolean> {
  const own = ctx.customer?.customer.email;
  if (!own || own.trim().toLowerCase() !== email.trim().toLowerCase()) return false;
  const [row] = await ctx.db
    .select({ id: newsletterSubscriptions.id })
    .from(newsletterSubscriptions)
    .where(
      and(
        subscriptionOf(ctx.store.id, own),
        isNotNull(newsletterSubscriptions.confirmedAt),
        isNull(newsletterSubscriptions.unsubscribedAt),
      ),
    )
    .limit(1);
  return row !== undefined;
}
