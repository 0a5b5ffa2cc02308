// The newsletter's forms through the real API (shopping §2 /service/newsletter, /newsletter-abmelden; §7
// "newsletter subscribe and unsubscribe (email, houseNr)", "e-mail subscribed check"; issue 20 item 1):
// double opt-in with an expiring link, consent with time and source, the re-sent opt-in of a pending
// address, the honeypot, and newsletters only to confirmed subscribers, each with one-click unsubscribe.
import { NEWSLETTER_ONE_CLICK_UNSUBSCRIBE_PATH, NEWSLETTER_TOKEN_PARAM } from '@ranzen/sdk-core/routes';
import { STORES } from '@ranzen/sdk-core/store';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, newsletterSubscriptions } from '../db/schema';
import { query, registerTestCustomer, startTestApi, type TestApi } from '../testing/testApi';
import { queueNewsletterIssue } from './newsletterIssue';
import { NEWSLETTER_OPT_IN_RESEND_MINUTES, NEWSLETTER_OPT_IN_VALID_DAYS } from './newsletterOptIn';

let harness: TestApi;

beforeAll(async () => {
  harness = await startTestApi({ seedProducts: 0 });
}, 120_000);

afterAll(async () => {
  await harness?.stop();
});

const db = () => harness.api.db;
const RESULT = '{ successful errorMessage fieldErrors { field message } }';
const SUBSCRIBE = `mutation($input: NewsletterSubscribeInput!) { subscribeNewsletter(input: $input) ${RESULT} }`;
const UNSUBSCRIBE = `mutation($input: NewsletterUnsubscribeInput!) { unsubscribeNewsletter(input: $input) ${RESULT} }`;
const CONFIRM = 'mutation($token: String!) { confirmNewsletterSubscription(token: $token) }';
const BY_TOKEN = 'mutation($token: String!) { unsubscribeNewsletterByToken(token: $token) }';
const SUBSCRIBED = 'query($email: String!) { newsletterSubscribed(email: $email) }';

interface FormResult {
  successful: boolean;
  errorMessage: string | null;
  fieldErrors: { field: string; message: string }[];
}

const subscribe = async (input: Record<string, string>) =>
  (await query<{ subscribeNewsletter: FormResult }>(harness, SUBSCRIBE, { input }, { store: 'de' }))
    .subscribeNewsletter;
const unsubscribe = async (input: Record<string, string>) =>
  (await query<{ unsubscribeNewsletter: FormResult }>(harness, UNSUBSCRIBE, { input }, { store: 'de' }))
    .unsubscribeNewsletter;
const confirm = async (token: string) =>
  (await query<{ confirmNewsletterSubscription: boolean }>(harness, CONFIRM, { token }, { store: 'de' }))
    .confirmNewsletterSubscription;

const mailsTo = (email: string, kind: string) =>
  db()
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.kind, kind), sql`lower(${mailOutbox.to}) = lower(${email})`))
    .orderBy(mailOutbox.createdAt);

const rowOf = async (email: string) =>
  (
    await db()
      .select()
      .from(newsletterSubscriptions)
      .where(sql`lower(${newsletterSubscriptions.email}) = lower(${email})`)
  )[0];

/** The token of the newest opt-in mail's link. */
async function optInToken(email: string): Promise<string> {
  const mails = await mailsTo(email, 'newsletter-opt-in');
  const link = mails.at(-1)?.text.match(/https?:\/\/\S+/)?.[0] ?? '';
  return new URL(link).searchParams.get(NEWSLETTER_TOKEN_PARAM) ?? '';
}

const moveOptInBack = (email: string, minutes: number) =>
  db()
    .update(newsletterSubscriptions)
    .set({ optInSentAt: sql`now() - make_interval(mins => ${minutes})` })
    .where(sql`lower(${newsletterSubscriptions.email}) = lower(${email})`);

const ISSUE = { subject: 'Schulstart-Ideen', text: 'Neu im Shop.', html: '<p>Neu im Shop.</p>' };

describe('newsletter sign-up (shopping §7 "newsletter subscribe")', () => {
  it('refuses a bad e-mail or name on its field with the spec keys and writes nothing', async () => {
    const answer = await subscribe({ email: 'kein-at.example', firstName: '4711' });
    expect(answer.successful).toBe(false);
    expect(answer.fieldErrors).toEqual([
      { field: 'email', message: 'vue.form.error.email.incorrect' },
      { field: 'firstName', message: 'vue.form.error.name' },
    ]);
    expect(await rowOf('kein-at.example')).toBeUndefined();
  });

  it('records consent with time and source and sends only the opt-in until the link is opened', async () => {
    const email = 'anna.page@ranzen.test';
    expect(await subscribe({ email, salutation: 'ms', firstName: 'Anna', lastName: 'Seite' })).toEqual({
      successful: true,
      errorMessage: null,
      fieldErrors: [],
    });
    const row = await rowOf(email);
    expect(row).toMatchObject({
      source: 'newsletterPage',
      salutation: 'ms',
      firstName: 'Anna',
      confirmedAt: null,
    });
    expect(row?.consentedAt).toBeInstanceOf(Date);
    const [optIn] = await mailsTo(email, 'newsletter-opt-in');
    expect(optIn?.text).toContain(`${NEWSLETTER_OPT_IN_VALID_DAYS} Tage`);

    // Issue 20: an unconfirmed address receives nothing but the confirmation.
    await queueNewsletterIssue(db(), STORES.de, STORES.de.hosts.localOrigin, ISSUE);
    expect(await mailsTo(email, 'newsletter')).toHaveLength(0);

    const token = await optInToken(email);
    expect(await confirm(token)).toBe(true);
    const confirmedAt = (await rowOf(email))?.confirmedAt;
    expect(confirmedAt).toBeInstanceOf(Date);
    // A reload of the success page: still confirmed, the first confirmation's time kept.
    expect(await confirm(token)).toBe(true);
    expect((await rowOf(email))?.confirmedAt).toEqual(confirmedAt);
  });

  it('re-sends the opt-in of a pending address, not sooner than the resend interval; the old link dies', async () => {
    const email = 'pending.again@ranzen.test';
    await subscribe({ email });
    const first = await optInToken(email);
    await subscribe({ email });
    expect(await mailsTo(email, 'newsletter-opt-in')).toHaveLength(1);

    await moveOptInBack(email, NEWSLETTER_OPT_IN_RESEND_MINUTES + 1);
    await subscribe({ email: email.toUpperCase() });
    expect(await mailsTo(email, 'newsletter-opt-in')).toHaveLength(2);
    const second = await optInToken(email);
    expect(second).not.toBe(first);
    expect(await confirm(first)).toBe(false);
    expect(await confirm(second)).toBe(true);
    // Subscribed: signing up again sends nothing.
    await moveOptInBack(email, NEWSLETTER_OPT_IN_RESEND_MINUTES + 1);
    await subscribe({ email });
    expect(await mailsTo(email, 'newsletter-opt-in')).toHaveLength(2);
  });

  it('an opt-in link expires after its days', async () => {
    const email = 'late.click@ranzen.test';
    await subscribe({ email });
    await moveOptInBack(email, NEWSLETTER_OPT_IN_VALID_DAYS * 24 * 60 + 1);
    expect(await confirm(await optInToken(email))).toBe(false);
    expect((await rowOf(email))?.confirmedAt).toBeNull();
  });

  it('a filled honeypot (houseNr) is answered like success and writes nothing', async () => {
    const email = 'bot@ranzen.test';
    expect((await subscribe({ email, houseNr: '12a' })).successful).toBe(true);
    expect(await rowOf(email)).toBeUndefined();
    expect(await mailsTo(email, 'newsletter-opt-in')).toHaveLength(0);
  });
});

describe('newsletter mails and unsubscribing (shopping §7 "newsletter unsubscribe"; RFC 8058)', () => {
  async function confirmedSubscriber(email: string): Promise<void> {
    await subscribe({ email });
    expect(await confirm(await optInToken(email))).toBe(true);
  }

  it('every newsletter mail carries List-Unsubscribe one-click headers whose token unsubscribes', async () => {
    const email = 'reader@ranzen.test';
    await confirmedSubscriber(email);
    await queueNewsletterIssue(db(), STORES.de, STORES.de.hosts.localOrigin, ISSUE);
    const [mail, ...more] = await mailsTo(email, 'newsletter');
    expect(more).toHaveLength(0);
    expect(mail?.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const oneClick = new URL(/^<(.+)>$/.exec(mail?.headers['List-Unsubscribe'] ?? '')?.[1] ?? '');
    expect(`${oneClick.origin}${oneClick.pathname}`).toBe(
      `${STORES.de.hosts.localOrigin}${NEWSLETTER_ONE_CLICK_UNSUBSCRIBE_PATH}`,
    );
    const token = oneClick.searchParams.get(NEWSLETTER_TOKEN_PARAM) ?? '';
    expect(mail?.text).toContain(`newsletter-abmelden/?${NEWSLETTER_TOKEN_PARAM}=${token}`);

    const byToken = (value: string) =>
      query<{ unsubscribeNewsletterByToken: boolean }>(harness, BY_TOKEN, { token: value }, { store: 'de' });
    expect((await byToken('A'.repeat(43))).unsubscribeNewsletterByToken).toBe(false);
    expect((await byToken(token)).unsubscribeNewsletterByToken).toBe(true);
    expect((await byToken(token)).unsubscribeNewsletterByToken).toBe(true);
    expect((await rowOf(email))?.unsubscribedAt).toBeInstanceOf(Date);

    await queueNewsletterIssue(db(), STORES.de, STORES.de.hosts.localOrigin, ISSUE);
    expect(await mailsTo(email, 'newsletter')).toHaveLength(1);
  });

  it('the unsubscribe form ends a subscription and answers an unknown address alike', async () => {
    const email = 'leaving@ranzen.test';
    await confirmedSubscriber(email);
    const known = await unsubscribe({ email });
    const unknown = await unsubscribe({ email: 'never.subscribed@ranzen.test' });
    expect(known).toEqual(unknown);
    expect(known.successful).toBe(true);
    expect((await rowOf(email))?.unsubscribedAt).toBeInstanceOf(Date);
    expect((await unsubscribe({ email: '' })).fieldErrors).toEqual([
      { field: 'email', message: 'vue.form.error.requiredField' },
    ]);
    // Signing up again starts a new opt-in.
    await subscribe({ email });
    expect(await mailsTo(email, 'newsletter-opt-in')).toHaveLength(2);
    expect((await rowOf(email))?.confirmedAt).toBeNull();
  });

  it('the subscribed check answers for the logged-in customer\'s own e-mail only (§7 "e-mail subscribed check")', async () => {
    const email = 'own.check@ranzen.test';
    const customerToken = await registerTestCustomer(harness, { email }, { store: 'de' });
    await confirmedSubscriber(email);
    const subscribed = async (asked: string, token?: string) =>
      (
        await query<{ newsletterSubscribed: boolean }>(
          harness,
          SUBSCRIBED,
          { email: asked },
          { store: 'de', ...(token ? { customerToken: token } : {}) },
        )
      ).newsletterSubscribed;
    expect(await subscribed(email, customerToken)).toBe(true);
    expect(await subscribed(email)).toBe(false);
    expect(await subscribed('reader@ranzen.test', customerToken)).toBe(false);
  });
});
