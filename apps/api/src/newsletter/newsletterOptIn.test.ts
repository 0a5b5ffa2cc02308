// The summary's newsletter tick through the real API (shopping §4 "Summary submit: subscribe to the
// newsletter (if ticked)", §7 "subscribe newsletter from checkout (cartId)"; DESIGN §3 "Mail": the
// newsletter's double opt-in mail through the outbox): the order's e-mail gets one opt-in mail, whose
// link's token confirms the subscription once, in its own store only.
import { NEWSLETTER_SUCCESS_PATH, NEWSLETTER_TOKEN_PARAM } from '@ranzen/sdk-core/routes';
import { STORES } from '@ranzen/sdk-core/store';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { add, type FoundItem, itemsByColor, shopInit, update } from '../cart/cartTestClient';
import { mailOutbox, newsletterSubscriptions } from '../db/schema';
import { completeCheckout, GUEST_ADDRESS, submit } from '../orders/orderTestSupport';
import { query, startTestApi, type TestApi } from '../testing/testApi';

let harness: TestApi;
let item: FoundItem;

beforeAll(async () => {
  harness = await startTestApi();
  [item] = (await itemsByColor(harness, 'green', 'de', 1)) as [FoundItem];
}, 120_000);

afterAll(async () => {
  await harness?.stop();
});

const db = () => harness.api.db;
const TICK = 'mutation($cartId: ID!) { subscribeNewsletterFromCheckout(cartId: $cartId) { successful } }';
const CONFIRM = 'mutation($token: String!) { confirmNewsletterSubscription(token: $token) }';

/** A guest's order to `email`, with or without the summary's tick. */
async function orderAs(email: string, tick: boolean): Promise<void> {
  const session = await shopInit(harness);
  await update(harness, session, [add(item.itemId, 1)]);
  await completeCheckout(db(), session, {
    billingAddress: { ...GUEST_ADDRESS, email },
    billingEmail: email,
  });
  if (tick) {
    const ticked = await query<{ subscribeNewsletterFromCheckout: { successful: boolean } }>(
      harness,
      TICK,
      { cartId: session.cartId },
      { userId: session.userId },
    );
    expect(ticked.subscribeNewsletterFromCheckout.successful).toBe(true);
  }
  expect((await submit(harness, session)).successful).toBe(true);
}

const optInMails = (email: string) =>
  db()
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.kind, 'newsletter-opt-in'), eq(mailOutbox.to, email)));

/** The token of the opt-in mail's link to the store's newsletter success page. */
function linkToken(text: string): string {
  const link = text.match(/https?:\/\/\S+/)?.[0] ?? '';
  const url = new URL(link);
  expect(`${url.origin}${url.pathname}`).toBe(`${STORES.de.hosts.localOrigin}${NEWSLETTER_SUCCESS_PATH}`);
  return url.searchParams.get(NEWSLETTER_TOKEN_PARAM) ?? '';
}

const confirm = async (token: string, store = 'de') =>
  (await query<{ confirmNewsletterSubscription: boolean }>(harness, CONFIRM, { token }, { store }))
    .confirmNewsletterSubscription;

const subscriptionOf = async (email: string) =>
  (
    await db()
      .select()
      .from(newsletterSubscriptions)
      .where(sql`lower(${newsletterSubscriptions.email}) = lower(${email})`)
  )[0];

describe('the newsletter tick at checkout (shopping §4 "subscribe to the newsletter (if ticked)")', () => {
  it('the order e-mail gets one double opt-in mail; its link confirms the subscription, once', async () => {
    const email = 'tick.one@ranzen.test';
    await orderAs(email, true);
    const [mail, ...more] = await optInMails(email);
    expect(more).toHaveLength(0);
    expect(mail?.subject).toBe('Bitte bestätigen Sie Ihre Newsletter-Anmeldung bei Ranzen');
    expect((await subscriptionOf(email))?.confirmedAt).toBeNull();

    const token = linkToken(mail?.text ?? '');
    expect(mail?.html).toContain(`${NEWSLETTER_TOKEN_PARAM}=${token}`);
    expect(await confirm(token)).toBe(true);
    const confirmedAt = (await subscriptionOf(email))?.confirmedAt;
    expect(confirmedAt).toBeInstanceOf(Date);
    // A second opening (a reload of the success page) changes nothing and still answers confirmed.
    expect(await confirm(token)).toBe(true);
    expect((await subscriptionOf(email))?.confirmedAt).toEqual(confirmedAt);
  });

  it('no tick, no subscription and no mail', async () => {
    const email = 'no.tick@ranzen.test';
    await orderAs(email, false);
    expect(await optInMails(email)).toHaveLength(0);
    expect(await subscriptionOf(email)).toBeUndefined();
  });

  it('a second order with the tick sends no second mail (one subscription per store and e-mail)', async () => {
    await orderAs('tick.twice@ranzen.test', true);
    await orderAs('Tick.Twice@ranzen.test', true);
    expect(
      await db()
        .select()
        .from(mailOutbox)
        .where(
          and(
            eq(mailOutbox.kind, 'newsletter-opt-in'),
            sql`lower(${mailOutbox.to}) = 'tick.twice@ranzen.test'`,
          ),
        ),
    ).toHaveLength(1);
  });

  it('a token confirms in its own store only; a malformed or unknown one confirms nothing', async () => {
    const email = 'tick.store@ranzen.test';
    await orderAs(email, true);
    const [mail] = await optInMails(email);
    const token = linkToken(mail?.text ?? '');
    expect(await confirm(token, 'at')).toBe(false);
    expect(await confirm('not a token')).toBe(false);
    expect(await confirm('A'.repeat(43))).toBe(false);
    expect((await subscriptionOf(email))?.confirmedAt).toBeNull();
    expect(await confirm(token)).toBe(true);
  });
});
