// Prime through the real API and the payment sandbox (shopping §2 "Prime checkout" guard, §3 "Customer
// info" primeInfo, §4 "Prime", "Payment step ... prime checkout then returns to /prime/checkout/", §7
// "Submit prime subscription; join prime waiting list", §9 flag "prime registration"; issue 20 item 4).
import { randomUUID } from 'node:crypto';
import {
  CANCEL_PAYMENT_PARAM,
  PAYMENT_ERROR_CODE_PARAM,
  PRIME_PURCHASE_PARAM,
  routePath,
} from '@ranzen/sdk-core/routes';
import { IDEMPOTENCY_KEY_EXTENSION, PRIME_REGISTRATION_PARAMETER } from '@ranzen/sdk-core/rules';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { nextClientAddress } from '../cart/cartTestClient';
import { globalParameters, mailOutbox, payments, primePurchases, primeWaitingList } from '../db/schema';
import { RATE_LIMITS } from '../limits/rateLimitTable';
import { SEED_PRIME_PLAN } from '../seed/prime';
import {
  gql,
  query,
  type RequestOptions,
  startTestApi,
  type TestApi,
  testVisitorIds,
} from '../testing/testApi';
import { registeredShopper, shopperOptions } from '../testing/testShopper';

const STORE_ORIGIN = 'http://shop.prime.test';
let harness: TestApi;

beforeAll(async () => {
  harness = await startTestApi({
    seedProducts: 0,
    publicOrigins: { de: STORE_ORIGIN },
    paymentSandbox: { enabled: true },
  });
}, 120_000);

afterAll(async () => {
  await harness?.stop();
});

afterEach(async () => {
  await setRegistration('true');
});

async function setRegistration(value: string) {
  await harness.api.db
    .update(globalParameters)
    .set({ value })
    .where(
      and(
        eq(globalParameters.name, PRIME_REGISTRATION_PARAMETER.name),
        eq(globalParameters.entry, PRIME_REGISTRATION_PARAMETER.entry),
      ),
    );
}

interface SubscriptionResult {
  successful: boolean;
  errorCode: string | null;
  errorMessage: string | null;
  purchaseNumber: string | null;
  redirectUrl: string | null;
  computopData: { action: string; fields: { name: string; value: string }[] } | null;
}

const SUBMIT = `mutation($input: PrimeSubscriptionInput!) { submitPrimeSubscription(input: $input) {
  successful errorCode errorMessage purchaseNumber redirectUrl computopData { action fields { name value } } } }`;

const submit = async (options: RequestOptions, paymentId = 'PAYPAL', autoRenew = true) =>
  (
    await query<{ submitPrimeSubscription: SubscriptionResult }>(
      harness,
      SUBMIT,
      { input: { paymentId, autoRenew } },
      options,
    )
  ).submitPrimeSubscription;

interface PrimeInfo {
  status: string;
  abo: string | null;
  startDate: string | null;
  endDate: string | null;
}

const primeInfo = async (options: RequestOptions) =>
  (
    await query<{ customerInfo: { primeInfo: PrimeInfo } }>(
      harness,
      '{ customerInfo(url: "/prime/") { primeInfo { status abo startDate endDate } } }',
      {},
      options,
    )
  ).customerInfo.primeInfo;

/** Presses a button of the sandbox page `url` as the payer's browser does; answers where it sends them. */
async function press(url: string, action: 'pay' | 'fail' | 'cancel'): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ action }),
    redirect: 'manual',
  });
}

/** The sandbox page of a card start: the card form posted, as the storefront's page does. */
async function cardPageUrl(started: SubscriptionResult): Promise<string> {
  const form = started.computopData;
  if (!form) throw new Error('no card form');
  const response = await fetch(form.action, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form.fields.map((field) => [field.name, field.value])),
    redirect: 'manual',
  });
  return new URL(response.headers.get('location') ?? '', harness.url).toString();
}

const member = async () => {
  const shopper = await registeredShopper(harness);
  return shopperOptions(shopper);
};

const paymentsOf = (purchaseNumber: string) =>
  harness.api.db
    .select({ status: payments.status })
    .from(payments)
    .innerJoin(primePurchases, eq(primePurchases.id, payments.primePurchaseId))
    .where(eq(primePurchases.purchaseNumber, purchaseNumber));

describe('the prime offer (shopping §4 "Prime")', () => {
  it('names the server plan, its price and the methods that charge at once; none in B2B', async () => {
    const { primeOffer } = await query<{
      primeOffer: {
        planCode: string;
        price: { amount: number; stringValue: string };
        durationMonths: number;
        registrationOpen: boolean;
        paymentMethods: { paymentId: string }[];
      };
    }>(
      harness,
      '{ primeOffer { planCode price { amount stringValue } durationMonths registrationOpen paymentMethods { paymentId } } }',
      {},
      { store: 'de' },
    );
    expect(primeOffer).toMatchObject({
      planCode: SEED_PRIME_PLAN.code,
      price: { amount: SEED_PRIME_PLAN.priceCents / 100, stringValue: expect.stringMatching(/^29,00\s€$/) },
      durationMonths: SEED_PRIME_PLAN.durationMonths,
      registrationOpen: true,
    });
    expect(primeOffer.paymentMethods.map((method) => method.paymentId)).toEqual([
      'CREDIT_CARD',
      'PAYPAL',
      'AMAZONPAY',
    ]);
    const b2b = await query<{ primeOffer: null }>(
      harness,
      '{ primeOffer { planCode } }',
      {},
      { store: 'b2b-de' },
    );
    expect(b2b.primeOffer).toBeNull();
  });
});

describe('submitPrimeSubscription guards (shopping §2 "Prime checkout")', () => {
  it('refuses a visitor without a login, a B2B store, an offline method and a closed registration', async () => {
    const anonymous = {
      store: 'de',
      userId: testVisitorIds.issue().userId,
      clientAddress: nextClientAddress(),
    };
    expect(await submit(anonymous)).toMatchObject({
      successful: false,
      errorCode: 'LOGIN_REQUIRED',
      errorMessage: 'vue.prime.error.LOGIN_REQUIRED',
      redirectUrl: null,
    });
    const customer = await member();
    expect((await submit({ ...customer, store: 'b2b-de' })).errorCode).toBe('NO_PRIME');
    // Invoice would start the membership before the money arrives; a made-up id is no method at all.
    expect((await submit(customer, 'INVOICE')).errorCode).toBe('PAYMENT_UNAVAILABLE');
    expect((await submit(customer, 'FREE')).errorCode).toBe('PAYMENT_UNAVAILABLE');
    await setRegistration('false');
    expect((await submit(customer)).errorCode).toBe('REGISTRATION_CLOSED');
    expect(await harness.api.db.select().from(primePurchases).where(sql`true`)).toHaveLength(0);
  });
});

describe('buying a membership through the payment sandbox (shopping §4, §7)', () => {
  it('pays the plan price, writes the membership once and refuses a second one', async () => {
    const customer = await member();
    const started = await submit(customer, 'PAYPAL', true);
    expect(started.successful).toBe(true);
    const page = await fetch(started.redirectUrl ?? '');
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toMatch(/29,00\s€/);
    expect(html).toContain(started.purchaseNumber);

    const paid = await press(started.redirectUrl ?? '', 'pay');
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(
      `${STORE_ORIGIN}${routePath('primeConfirmation', { [PRIME_PURCHASE_PARAM]: started.purchaseNumber ?? '' })}`,
    );
    const info = await primeInfo(customer);
    expect(info).toMatchObject({ status: 'ACTIVE', abo: SEED_PRIME_PLAN.code });
    const start = new Date(info.startDate ?? '');
    const end = new Date(info.endDate ?? '');
    expect(end.getUTCFullYear() - start.getUTCFullYear()).toBe(1);
    expect(end.getUTCMonth()).toBe(start.getUTCMonth());
    // The member is mailed the period and the abo, once (issue 20 item 4 mails).
    const welcome = await harness.api.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, 'prime-membership'));
    const mine = welcome.filter((mail) => mail.text.includes(started.purchaseNumber ?? '-'));
    expect(mine).toHaveLength(1);
    expect(mine[0]?.subject).toBe('Willkommen bei Ranzen Prime');
    expect(mine[0]?.text).toContain('verlängert sich am');

    // A replayed press changes nothing; a member cannot buy again.
    expect((await press(started.redirectUrl ?? '', 'pay')).status).toBe(404);
    expect(await submit(customer)).toMatchObject({ successful: false, errorCode: 'ALREADY_MEMBER' });
    expect(await paymentsOf(started.purchaseNumber ?? '')).toEqual([{ status: 'paid' }]);
    expect(
      (await harness.api.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'prime-membership'))).filter(
        (mail) => mail.text.includes(started.purchaseNumber ?? '-'),
      ),
    ).toHaveLength(1);
  });

  it('answers a retried submit with its idempotency key once; a new submit closes the earlier attempt', async () => {
    const customer = await member();
    const key = { extensions: { [IDEMPOTENCY_KEY_EXTENSION]: randomUUID() } };
    const first = await submit({ ...customer, ...key });
    const retried = await submit({ ...customer, ...key });
    expect(retried).toEqual(first);

    const second = await submit(customer, 'CREDIT_CARD');
    expect(second.purchaseNumber).not.toBe(first.purchaseNumber);
    // The superseded attempt can no longer be paid: its page is gone, its payment cancelled.
    expect((await fetch(first.redirectUrl ?? '')).status).toBe(404);
    expect(await paymentsOf(first.purchaseNumber ?? '')).toEqual([{ status: 'cancelled' }]);
    const paid = await press(await cardPageUrl(second), 'pay');
    expect(paid.status).toBe(303);
    expect((await primeInfo(customer)).status).toBe('ACTIVE');
  });

  it('sends a cancelled PayPal payment and a declined card back to the prime checkout, no membership', async () => {
    const customer = await member();
    const paypal = await submit(customer, 'PAYPAL', false);
    const cancelled = await press(paypal.redirectUrl ?? '', 'cancel');
    expect(cancelled.headers.get('location')).toBe(
      `${STORE_ORIGIN}${routePath('primeCheckout', { [CANCEL_PAYMENT_PARAM]: 'PAYPAL' })}`,
    );
    const card = await submit(customer, 'CREDIT_CARD', false);
    const declined = await press(await cardPageUrl(card), 'fail');
    expect(declined.headers.get('location')).toBe(
      `${STORE_ORIGIN}${routePath('primeCheckout', { [PAYMENT_ERROR_CODE_PARAM]: 'DECLINED' })}`,
    );
    expect(await primeInfo(customer)).toEqual({ status: 'NONE', abo: null, startDate: null, endDate: null });
  });

  it("answers another customer's purchase number like an unknown one", async () => {
    const owner = await member();
    const started = await submit(owner);
    const read = (options: RequestOptions) =>
      query<{ primePurchase: { status: string } | null }>(
        harness,
        'query($n: String!) { primePurchase(purchaseNumber: $n) { status } }',
        { n: started.purchaseNumber },
        options,
      );
    expect((await read(owner)).primePurchase).toEqual({ status: 'AWAITING_PAYMENT' });
    expect((await read(await member())).primePurchase).toBeNull();
    expect((await read({ store: 'de' })).primePurchase).toBeNull();
  });
});

describe('joinPrimeWaitingList (shopping §4 "a waiting list can be joined")', () => {
  const JOIN = `mutation($input: PrimeWaitingListInput!) {
    joinPrimeWaitingList(input: $input) { successful errorMessage fieldErrors { field message } } }`;
  const join = async (input: Record<string, string>, options: RequestOptions = { store: 'de' }) =>
    (
      await query<{
        joinPrimeWaitingList: {
          successful: boolean;
          errorMessage: string | null;
          fieldErrors: { field: string; message: string }[];
        };
      }>(harness, JOIN, { input }, options)
    ).joinPrimeWaitingList;
  const entries = (email: string) =>
    harness.api.db
      .select()
      .from(primeWaitingList)
      .where(sql`lower(${primeWaitingList.email}) = lower(${email})`);
  const mailsTo = (email: string) =>
    harness.api.db.select().from(mailOutbox).where(sql`lower(${mailOutbox.to}) = lower(${email})`);

  it('is open only while registration is closed', async () => {
    expect(await join({ email: 'early@ranzen.test' })).toMatchObject({
      successful: false,
      errorMessage: 'vue.prime.error.REGISTRATION_OPEN',
    });
    expect(await entries('early@ranzen.test')).toHaveLength(0);
  });

  it('keeps one entry per address and answers a known address like a new one', async () => {
    await setRegistration('false');
    const email = 'waiting.parent@ranzen.test';
    expect(await join({ email })).toEqual({ successful: true, errorMessage: null, fieldErrors: [] });
    expect(await join({ email: email.toUpperCase() })).toEqual({
      successful: true,
      errorMessage: null,
      fieldErrors: [],
    });
    expect(await entries(email)).toHaveLength(1);
  });

  it('confirms a new entry by mail, once per address, with the link to the prime page', async () => {
    await setRegistration('false');
    const email = 'waiting.mail@ranzen.test';
    await join({ email });
    await join({ email: email.toUpperCase() });
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      kind: 'prime-waiting-list',
      subject: 'Sie stehen auf der Prime-Warteliste',
    });
    expect(mails[0]?.text).toMatch(/https?:\/\/\S+\/prime\//);
  });

  it('writes nothing for a filled honeypot and refuses a bad address on its field', async () => {
    await setRegistration('false');
    expect((await join({ email: 'bot@ranzen.test', houseNr: '12' })).successful).toBe(true);
    expect(await entries('bot@ranzen.test')).toHaveLength(0);
    expect(await mailsTo('bot@ranzen.test')).toHaveLength(0);
    expect(await join({ email: 'not-an-address' })).toEqual({
      successful: false,
      errorMessage: 'vue.form.error.general',
      fieldErrors: [{ field: 'email', message: 'vue.form.error.email.incorrect' }],
    });
  });

  it("shows a logged-in customer's entry as WAITING_LIST in customer info", async () => {
    await setRegistration('false');
    const shopper = await registeredShopper(harness);
    const options = shopperOptions(shopper);
    const { customerInfo } = await query<{ customerInfo: { email: string } }>(
      harness,
      '{ customerInfo(url: "/") { email } }',
      {},
      options,
    );
    await join({ email: customerInfo.email }, options);
    expect((await primeInfo(options)).status).toBe('WAITING_LIST');
  });
});

describe('waiting list rate limit (issue 20 "rate limits on every anonymous form")', () => {
  let limited: TestApi;

  beforeAll(async () => {
    limited = await startTestApi({ seedProducts: 0, limits: { rateLimits: {} } });
  }, 120_000);

  afterAll(async () => {
    await limited?.stop();
  });

  it('answers 429 after the per-visitor budget, known addresses and honeypots counted too', async () => {
    const { points } = RATE_LIMITS.primeWaitingList.perVisitor;
    const visitor = {
      store: 'de',
      userId: testVisitorIds.issue().userId,
      clientAddress: nextClientAddress(),
    };
    const send = () =>
      gql(
        limited,
        'mutation { joinPrimeWaitingList(input: { email: "same@ranzen.test", houseNr: "1" }) { successful } }',
        {},
        visitor,
      );
    for (let index = 0; index < points; index += 1) expect((await send()).status).toBe(200);
    const refused = await send();
    expect(refused.status).toBe(429);
    expect(refused.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
  });
});

describe('the dev parameters page (switching the registration flag outside production)', () => {
  const set = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
    fetch(`${harness.url}/dev/parameters`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams(fields),
      redirect: 'manual',
    });
  const flag = { name: PRIME_REGISTRATION_PARAMETER.name, entry: PRIME_REGISTRATION_PARAMETER.entry };
  const open = async () =>
    (
      await query<{ primeOffer: { registrationOpen: boolean } }>(
        harness,
        '{ primeOffer { registrationOpen } }',
      )
    ).primeOffer.registrationOpen;

  it('sets an existing parameter, refuses another site and an unknown parameter', async () => {
    expect((await set({ ...flag, value: 'false' }, { origin: 'http://evil.test' })).status).toBe(403);
    expect(await open()).toBe(true);
    expect((await set({ name: 'made', entry: 'up', value: 'true' })).status).toBe(404);
    const done = await set({ ...flag, value: 'false' });
    expect(done.status).toBe(303);
    expect(await open()).toBe(false);
  });
});
