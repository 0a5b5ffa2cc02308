// The payment sandbox end to end over HTTP (issue 16 item 4; shopping §2 "/checkout/payment errorCode,
// cancelPayment", "/computop/success", §4 "Payment step", §8 "Payment return with errorCode"): each
// redirect method starts an attempt, the sandbox page shows it, and Pay, Fail or Cancel finish it once,
// sending the payer back to the store; the database holds the outcome. Replays and foreign references
// change nothing.
import { randomUUID } from 'node:crypto';
import {
  CANCEL_PAYMENT_PARAM,
  CONFIRMATION_ORDER_PARAM,
  PAYMENT_ERROR_CODE_PARAM,
  routePath,
} from '@ranzen/sdk-core/routes';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carts, orders, payments, users } from '../db/schema';
import type { RedirectPaymentMethod } from '../db/schema/payments';
import { startTestApi, TEST_SECRETS, type TestApi } from '../testing';
import { createPaymentReferences } from './paymentReference';
import { type PaymentStart, PaymentUnavailableError, paymentProviders } from './provider';
import {
  COMPUTOP_DATA_FIELD,
  type PaymentSandbox,
  redirectPaymentProviders,
  SANDBOX_CANCELLED_CODE,
  SANDBOX_DECLINED_CODE,
  SANDBOX_PAY_PATH,
} from './redirectPayments';

const STORE_ORIGIN = 'https://shop.ranzen.test';
/** 47,11 € as the German store writes it (the non-breaking space of de-DE currency formatting). */
const TOTAL_CENTS = 4711;
const TOTAL_TEXT = /47,11\s€/;
const METHODS: readonly RedirectPaymentMethod[] = ['CREDIT_CARD', 'PAYPAL', 'AMAZONPAY', 'TWINT'];
const ADDRESS = {
  salutation: 'Frau',
  schoolOrCompany: '',
  firstName: 'Erika',
  lastName: 'Muster',
  street: 'Hauptstr. 1',
  addressAddition: '',
  postCode: '10115',
  city: 'Berlin',
  country: 'DE',
  packstation: false,
  phone: '',
  email: 'erika@ranzen.test',
};

let harness: TestApi;
let sandbox: PaymentSandbox;

beforeAll(async () => {
  harness = await startTestApi({
    publicOrigins: { de: STORE_ORIGIN },
    paymentSandbox: { enabled: true },
  });
  sandbox = { references: createPaymentReferences(TEST_SECRETS.signingSecret), origin: () => harness.url };
}, 60_000);

afterAll(async () => {
  await harness?.stop();
});

/** An order awaiting payment, as a submit with a redirect method leaves it. */
async function orderAwaitingPayment() {
  const db = harness.api.db;
  const userId = randomUUID();
  const cartId = randomUUID();
  await db.insert(users).values({ id: userId, kind: 'guest' });
  await db.insert(carts).values({ id: cartId, userId });
  const [order] = await db
    .insert(orders)
    .values({
      userId,
      storeId: 'de',
      cartId,
      status: 'awaitingPayment',
      paymentId: 'PAYPAL',
      paymentStatus: 'pending',
      currency: 'EUR',
      subtotalCents: TOTAL_CENTS,
      voucherDiscountCents: 0,
      shippingCents: 0,
      totalCents: TOTAL_CENTS,
      taxCents: 752,
      taxPercent: 19,
      deliveryType: 'sameAsBilling',
      shipperCode: 'dhl',
      billingAddress: ADDRESS,
      shippingAddress: ADDRESS,
      email: ADDRESS.email,
    })
    .returning({
      id: orders.id,
      orderNumber: orders.orderNumber,
      totalCents: orders.totalCents,
      currency: orders.currency,
    });
  if (!order) throw new Error('no order');
  return order;
}

/** Starts paying `order` with `provider` as the submit does: through the provider interface. */
function startPayment(
  order: Awaited<ReturnType<typeof orderAwaitingPayment>>,
  provider: RedirectPaymentMethod,
) {
  const providers = paymentProviders(redirectPaymentProviders(sandbox));
  const started = providers.forPaymentId(provider);
  expect(started.paymentId).toBe(provider);
  return started.provider.start(harness.api.db, {
    ...order,
    subject: 'order',
    storeId: 'de',
    paymentId: provider,
  });
}

/** The sandbox page URL a start leads the browser to (the card form is posted first, as a browser does). */
async function pageUrl(start: PaymentStart): Promise<string> {
  if (start.kind === 'completed') throw new Error('a redirect method completed at once');
  if (start.kind === 'redirect') return start.redirectUrl;
  const response = await fetch(start.computopData.action, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: STORE_ORIGIN },
    body: new URLSearchParams(start.computopData.fields.map((field) => [field.name, field.value])),
    redirect: 'manual',
  });
  expect(response.status).toBe(303);
  return new URL(response.headers.get('location') ?? '', harness.url).toString();
}

function press(url: string, action: string, headers: Record<string, string> = {}) {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams({ action }),
    redirect: 'manual',
  });
}

async function paymentRows(orderId: string) {
  return harness.api.db
    .select({ provider: payments.provider, status: payments.status, errorCode: payments.errorCode })
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(payments.createdAt);
}

async function orderState(orderId: string) {
  const [row] = await harness.api.db
    .select({ status: orders.status, paymentStatus: orders.paymentStatus, paymentId: orders.paymentId })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row;
}

async function startedPage(provider: RedirectPaymentMethod) {
  const order = await orderAwaitingPayment();
  const start = await startPayment(order, provider);
  return { order, start, url: await pageUrl(start) };
}

describe('redirect payments through the sandbox (issue 16 item 4, shopping §4 "Payment step")', () => {
  it.each(METHODS)('%s: the page names order, amount and method; Pay places the order', async (provider) => {
    const { order, start, url } = await startedPage(provider);
    expect(start.kind).toBe(provider === 'CREDIT_CARD' ? 'form' : 'redirect');

    const page = await fetch(url);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toMatch(TOTAL_TEXT);
    expect(html).toContain(order.orderNumber);
    for (const button of ['Pay', 'Fail', 'Cancel']) expect(html).toContain(`>${button}</button>`);

    const paid = await press(url, 'pay');
    expect(paid.status).toBe(303);
    const orderParam = { [CONFIRMATION_ORDER_PARAM]: order.orderNumber };
    // Shopping §2: a card payment returns to /computop/success, the others to the confirmation.
    expect(paid.headers.get('location')).toBe(
      `${STORE_ORIGIN}${provider === 'CREDIT_CARD' ? routePath('computopSuccess', orderParam) : routePath('checkoutConfirmation', orderParam)}`,
    );
    expect(await paymentRows(order.id)).toEqual([{ provider, status: 'paid', errorCode: null }]);
    expect(await orderState(order.id)).toEqual({
      status: 'placed',
      paymentStatus: 'paid',
      paymentId: provider,
    });
  });

  it.each(METHODS)('%s: Fail returns to the payment step with errorCode (§8)', async (provider) => {
    const { order, url } = await startedPage(provider);
    const failed = await press(url, 'fail');
    expect(failed.status).toBe(303);
    expect(failed.headers.get('location')).toBe(
      `${STORE_ORIGIN}${routePath('checkoutPayment', { [PAYMENT_ERROR_CODE_PARAM]: SANDBOX_DECLINED_CODE })}`,
    );
    expect(await paymentRows(order.id)).toEqual([
      { provider, status: 'failed', errorCode: SANDBOX_DECLINED_CODE },
    ]);
    // The order is undone (docs/payments.md "Pay again"; submitPayment.test.ts checks the cart it goes back to).
    expect(await orderState(order.id)).toMatchObject({ status: 'paymentFailed', paymentStatus: 'failed' });
  });

  it.each(['PAYPAL', 'AMAZONPAY'] as const)(
    '%s: Cancel returns with cancelPayment (§2, §4)',
    async (provider) => {
      const { order, url } = await startedPage(provider);
      const cancelled = await press(url, 'cancel');
      expect(cancelled.headers.get('location')).toBe(
        `${STORE_ORIGIN}${routePath('checkoutPayment', { [CANCEL_PAYMENT_PARAM]: provider })}`,
      );
      expect(await paymentRows(order.id)).toEqual([{ provider, status: 'cancelled', errorCode: null }]);
      expect(await orderState(order.id)).toMatchObject({
        status: 'paymentFailed',
        paymentStatus: 'cancelled',
      });
    },
  );

  it.each(['CREDIT_CARD', 'TWINT'] as const)(
    '%s: Cancel returns as a payment error, the spec knowing no cancelPayment for it',
    async (provider) => {
      const { order, url } = await startedPage(provider);
      const cancelled = await press(url, 'cancel');
      expect(cancelled.headers.get('location')).toBe(
        `${STORE_ORIGIN}${routePath('checkoutPayment', { [PAYMENT_ERROR_CODE_PARAM]: SANDBOX_CANCELLED_CODE })}`,
      );
      expect(await paymentRows(order.id)).toEqual([
        { provider, status: 'cancelled', errorCode: SANDBOX_CANCELLED_CODE },
      ]);
    },
  );

  it('after a failed payment no other attempt of the order can pay it: the shopper submits again (§8)', async () => {
    const order = await orderAwaitingPayment();
    const failing = await pageUrl(await startPayment(order, 'CREDIT_CARD'));
    const other = await pageUrl(await startPayment(order, 'PAYPAL'));
    await press(failing, 'fail');
    expect((await fetch(other)).status).toBe(404);
    expect((await press(other, 'pay')).status).toBe(404);
    expect(await paymentRows(order.id)).toEqual([
      { provider: 'CREDIT_CARD', status: 'failed', errorCode: SANDBOX_DECLINED_CODE },
      { provider: 'PAYPAL', status: 'pending', errorCode: null },
    ]);
    expect(await orderState(order.id)).toMatchObject({ status: 'paymentFailed', paymentStatus: 'failed' });
  });
});

describe('replayed and foreign returns are refused and change nothing (issue 16 "Bad input")', () => {
  it('a second Pay, Fail or Cancel of a finished attempt answers 404, and its page is gone', async () => {
    const { order, url } = await startedPage('PAYPAL');
    expect((await press(url, 'pay')).status).toBe(303);
    for (const action of ['pay', 'fail', 'cancel']) {
      const replay = await press(url, action);
      expect(replay.status).toBe(404);
      expect(await replay.text()).toContain('Payment not open');
    }
    expect((await fetch(url)).status).toBe(404);
    expect(await paymentRows(order.id)).toEqual([{ provider: 'PAYPAL', status: 'paid', errorCode: null }]);
  });

  it('two Pay presses at once: exactly one is taken', async () => {
    const { order, url } = await startedPage('TWINT');
    const answers = await Promise.all([press(url, 'pay'), press(url, 'pay'), press(url, 'fail')]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([303, 404, 404]);
    const rows = await paymentRows(order.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.status).not.toBe('pending');
  });

  // Proves the order lock on PostgreSQL (DATABASE_URL); PGlite runs the presses one after the other.
  it('20 concurrent Pay presses over 5 attempts of one order: exactly one is taken', async () => {
    const order = await orderAwaitingPayment();
    const urls: string[] = [];
    for (const provider of ['PAYPAL', 'AMAZONPAY', 'TWINT', 'CREDIT_CARD', 'PAYPAL'] as const) {
      urls.push(await pageUrl(await startPayment(order, provider)));
    }
    const presses = Array.from({ length: 20 }, (_, index) => press(urls[index % urls.length] ?? '', 'pay'));
    const statuses = (await Promise.all(presses)).map((answer) => answer.status);
    expect(statuses.filter((status) => status === 303)).toHaveLength(1);
    expect(statuses.filter((status) => status === 404)).toHaveLength(19);
    const rows = await paymentRows(order.id);
    expect(rows.filter((row) => row.status === 'paid')).toHaveLength(1);
    expect(rows.filter((row) => row.status === 'pending')).toHaveLength(4);
    expect(await orderState(order.id)).toMatchObject({ status: 'placed', paymentStatus: 'paid' });
  });

  it('an older attempt of an order another attempt has paid stays unpaid', async () => {
    const order = await orderAwaitingPayment();
    const first = await pageUrl(await startPayment(order, 'PAYPAL'));
    const second = await pageUrl(await startPayment(order, 'AMAZONPAY'));
    expect((await press(second, 'pay')).status).toBe(303);
    expect((await fetch(first)).status).toBe(404);
    expect((await press(first, 'pay')).status).toBe(404);
    expect((await paymentRows(order.id)).map((row) => row.status)).toEqual(['pending', 'paid']);
  });

  it('a forged, altered or unknown reference answers like an unknown one', async () => {
    const { order, url } = await startedPage('AMAZONPAY');
    const reference = url.slice(url.indexOf(SANDBOX_PAY_PATH) + SANDBOX_PAY_PATH.length);
    const otherKey = createPaymentReferences('another-server-secret');
    const [paymentId] = reference.split('_');
    const forged = [
      otherKey.sign(paymentId ?? ''),
      `${randomUUID()}_${reference.split('_')[1]}`,
      `${reference.slice(0, -1)}${reference.endsWith('A') ? 'B' : 'A'}`,
      sandbox.references.sign(randomUUID()),
      'not-a-reference',
    ];
    for (const candidate of forged) {
      const target = `${harness.url}${SANDBOX_PAY_PATH}${candidate}`;
      expect((await fetch(target)).status).toBe(404);
      expect((await press(target, 'pay')).status).toBe(404);
    }
    const computop = await fetch(`${harness.url}/sandbox/computop`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ [COMPUTOP_DATA_FIELD]: otherKey.sign(paymentId ?? '') }),
      redirect: 'manual',
    });
    expect(computop.status).toBe(404);
    expect(await paymentRows(order.id)).toEqual([
      { provider: 'AMAZONPAY', status: 'pending', errorCode: null },
    ]);
  });

  it('the page keeps its Origin on its own presses (Referrer-Policy same-origin; e2e checkout-payment)', async () => {
    const { url } = await startedPage('PAYPAL');
    const shown = await fetch(url);
    // With no-referrer, Chromium sends the page's own Pay press with `Origin: null`, which is refused.
    expect(shown.headers.get('referrer-policy')).toBe('same-origin');
    const pressed = await press(url, 'pay', { origin: new URL(url).origin });
    expect(pressed.status).toBe(303);
  });

  it('a button press sent from another site is refused (CSRF)', async () => {
    const { order, url } = await startedPage('PAYPAL');
    const refused = await press(url, 'pay', { origin: 'https://evil.example' });
    expect(refused.status).toBe(403);
    expect(await paymentRows(order.id)).toEqual([{ provider: 'PAYPAL', status: 'pending', errorCode: null }]);
  });

  it('an expired attempt can no longer be paid', async () => {
    const { order, url } = await startedPage('PAYPAL');
    await harness.api.db
      .update(payments)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(payments.orderId, order.id));
    expect((await fetch(url)).status).toBe(404);
    expect((await press(url, 'pay')).status).toBe(404);
    expect(await orderState(order.id)).toMatchObject({ status: 'awaitingPayment' });
  });
});

describe('sandbox off (docs/payments.md)', () => {
  it('no redirect method is offered, and one is never swapped for another method', async () => {
    const providers = paymentProviders(redirectPaymentProviders(null));
    for (const method of METHODS) {
      expect(providers.offers(method)).toBe(false);
      expect(() => providers.forPaymentId(method)).toThrow(PaymentUnavailableError);
    }
    expect(providers.offers('INVOICE')).toBe(true);
    // An unknown id is still prepaid (shopping §3).
    expect(providers.forPaymentId('SOMETHING_ELSE').paymentId).toBe('PREPAID');
  });

  it('serves no sandbox page', async () => {
    // A small seed: only the routing is under test.
    const off = await startTestApi({
      paymentSandbox: { enabled: false },
      seedProducts: 10,
      eagerImageFormats: [],
    });
    try {
      const response = await fetch(`${off.url}${SANDBOX_PAY_PATH}${sandbox.references.sign(randomUUID())}`);
      expect(response.status).toBe(404);
    } finally {
      await off.stop();
    }
  }, 60_000);
});
