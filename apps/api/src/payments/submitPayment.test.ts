// From submit to a paid order through the sandbox, over the real API (issue 16 items 4–5; shopping §4
// "Summary submit ... computopData triggers a payment form; redirectUrl redirects", §7 "Submit cart returns
// orderId, redirectUrl, computopData", §8 "Payment return with errorCode"): the submit answers where the
// payer goes, the sandbox page names the order's amount, Pay places the order and writes its confirmation
// mail, Fail or Cancel (or an abandoned session) undo the order and put it back into the visitor's cart so
// that another method can pay, and a replayed return creates nothing (docs/payments.md).
import {
  CANCEL_PAYMENT_PARAM,
  CONFIRMATION_ORDER_PARAM,
  PAYMENT_ERROR_CODE_PARAM,
  routePath,
} from '@ranzen/sdk-core/routes';
import { STORES } from '@ranzen/sdk-core/store';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  add,
  type FoundItem,
  itemsByColor,
  readCartAs,
  type Session,
  shopInit,
  update,
} from '../cart/cartTestClient';
import {
  cartPositions,
  carts,
  lightningDeals,
  lightningReservations,
  mailOutbox,
  orders,
  payments,
} from '../db/schema';
import { createDeal, dealStock } from '../lightning/lightningTestSupport';
import { bareId, completeCheckout, GUEST_ADDRESS, stockOf } from '../orders/orderTestSupport';
import { money } from '../shop/money';
import { query, startTestApi, type TestApi } from '../testing/testApi';
import { expirePayments, startPaymentExpiry } from './paymentExpiry';
import { SANDBOX_COMPUTOP_PATH, SANDBOX_DECLINED_CODE, SANDBOX_PAY_PATH } from './redirectPayments';

const STORE_ORIGIN = 'https://shop.ranzen.test';
const SUBMIT = `mutation($cartId: ID!) { submitCart(cartId: $cartId) {
  successful orderId redirectUrl computopData { action fields { name value } } newCartId errorCode missing } }`;
const SET_PAYMENT = `mutation($cartId: ID!, $paymentId: String!) { setSelectedPayment(cartId: $cartId, paymentId: $paymentId) {
  successful errorCode } }`;
const PAYMENT_METHODS = `query($cartId: ID!) { cart(cartId: $cartId) { paymentMethods { paymentId } paymentValid } }`;

interface Submitted {
  successful: boolean;
  orderId: string | null;
  redirectUrl: string | null;
  computopData: { action: string; fields: { name: string; value: string }[] } | null;
  newCartId: string | null;
  errorCode: string | null;
  missing: string[];
}

let harness: TestApi;
let green: FoundItem[];

beforeAll(async () => {
  harness = await startTestApi({ publicOrigins: { de: STORE_ORIGIN }, paymentSandbox: { enabled: true } });
  green = await itemsByColor(harness, 'green', 'de', 4);
}, 120_000);

afterAll(async () => {
  await harness?.stop();
});

const db = () => harness.api.db;
const [first, second] = [() => green[0] as FoundItem, () => green[1] as FoundItem];

async function submitted(session: Session, target = harness): Promise<Submitted> {
  const data = await query<{ submitCart: Submitted }>(
    target,
    SUBMIT,
    { cartId: session.cartId },
    { userId: session.userId, clientAddress: session.clientAddress },
  );
  return data.submitCart;
}

async function submittedWith(
  paymentId: string,
  checkout: Partial<typeof carts.$inferInsert> = {},
): Promise<{ session: Session; result: Submitted }> {
  const session = await shopInit(harness);
  await update(harness, session, [add(first().itemId, 2)]);
  await completeCheckout(db(), session, { paymentId, ...checkout });
  return { session, result: await submitted(session) };
}

async function orderOf(session: Session) {
  const rows = await db()
    .select({
      id: orders.id,
      status: orders.status,
      paymentStatus: orders.paymentStatus,
      total: orders.totalCents,
    })
    .from(orders)
    .where(eq(orders.cartId, bareId(session.cartId)));
  expect(rows).toHaveLength(1);
  return rows[0] as (typeof rows)[number];
}

/** The confirmation mails of an order number (the subject names it). */
async function confirmations(orderNumber: string) {
  return db()
    .select({ text: mailOutbox.text })
    .from(mailOutbox)
    .where(
      and(eq(mailOutbox.kind, 'order-confirmation'), sql`${mailOutbox.subject} LIKE ${`%${orderNumber}%`}`),
    );
}

function press(url: string, action: string) {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ action }),
    redirect: 'manual',
  });
}

/** The sandbox page a card submit leads to: the storefront posts the card form first. */
async function cardPage(result: Submitted): Promise<string> {
  const form = await fetch(result.computopData?.action as string, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(result.computopData?.fields.map((field) => [field.name, field.value])),
    redirect: 'manual',
  });
  expect(form.status).toBe(303);
  return new URL(form.headers.get('location') ?? '', harness.url).toString();
}

async function positionsOf(cartId: string) {
  return db()
    .select({
      itemId: cartPositions.itemId,
      quantity: cartPositions.quantity,
      lightningQuantity: cartPositions.lightningQuantity,
    })
    .from(cartPositions)
    .where(eq(cartPositions.cartId, bareId(cartId)))
    .orderBy(asc(cartPositions.itemId));
}

async function cartRow(cartId: string) {
  const [row] = await db()
    .select()
    .from(carts)
    .where(eq(carts.id, bareId(cartId)));
  return row;
}

describe('submitCart with a redirect method (issue 16 item 4)', () => {
  it('PayPal: redirectUrl to the sandbox page; Pay places the order; a replay creates nothing', async () => {
    const { session, result } = await submittedWith('PAYPAL');
    expect(result).toMatchObject({ successful: true, computopData: null });
    expect(result.redirectUrl).toMatch(new RegExp(`^${harness.url}${SANDBOX_PAY_PATH}`));
    const url = result.redirectUrl as string;
    const before = await orderOf(session);
    expect(before).toMatchObject({ status: 'awaitingPayment', paymentStatus: 'pending' });

    // Nothing is paid yet, so nothing is confirmed yet (issue 16 item 5).
    expect(await confirmations(result.orderId as string)).toHaveLength(0);
    const html = await (await fetch(url)).text();
    expect(html).toContain(result.orderId as string);
    expect(html).toContain(money(before.total, STORES.de).stringValue);

    const paid = await press(url, 'pay');
    expect(paid.headers.get('location')).toBe(
      `${STORE_ORIGIN}${routePath('checkoutConfirmation', { [CONFIRMATION_ORDER_PARAM]: result.orderId as string })}`,
    );
    expect(await orderOf(session)).toMatchObject({ status: 'placed', paymentStatus: 'paid' });

    const [mail] = await confirmations(result.orderId as string);
    expect(mail?.text).toContain('Zahlungsart: PayPal');

    expect((await press(url, 'pay')).status).toBe(404);
    expect(await confirmations(result.orderId as string)).toHaveLength(1);
    const attempts = await harness.api.db.select().from(payments).where(eq(payments.orderId, before.id));
    expect(attempts.map((attempt) => attempt.status)).toEqual(['paid']);
  });

  it('card Fail undoes the order: stock back, the cart back with its checkout data, then another method pays (§8)', async () => {
    const checkout = {
      orderReference: 'PO-4711',
      orderComment: 'Bitte beim Nachbarn abgeben',
      shipperCode: 'dhl',
      speditionFields: [{ fieldName: 'floor', fieldValue: '3' }],
    };
    const stockBefore = await stockOf(db(), [first().itemId]);
    const { session, result } = await submittedWith('CREDIT_CARD', checkout);
    expect(result).toMatchObject({ successful: true, redirectUrl: null });
    expect(result.computopData?.action).toBe(`${harness.url}${SANDBOX_COMPUTOP_PATH}`);
    expect((await stockOf(db(), [first().itemId])).get(first().itemId)).toBe(
      (stockBefore.get(first().itemId) ?? 0) - 2,
    );
    // While the payer is at the provider, the visitor adds to the new cart in another tab.
    const next: Session = { ...session, cartId: result.newCartId as string };
    await update(harness, next, [add(first().itemId, 1), add(second().itemId, 1)]);

    const failed = await press(await cardPage(result), 'fail');
    expect(failed.headers.get('location')).toBe(
      `${STORE_ORIGIN}${routePath('checkoutPayment', { [PAYMENT_ERROR_CODE_PARAM]: SANDBOX_DECLINED_CODE })}`,
    );

    const order = await orderOf(session);
    expect(order).toMatchObject({ status: 'paymentFailed', paymentStatus: 'failed' });
    expect((await stockOf(db(), [first().itemId])).get(first().itemId)).toBe(stockBefore.get(first().itemId));
    expect(await confirmations(result.orderId as string)).toHaveLength(0);
    // The order's items merged into what was added meanwhile; the checkout data back, the method to pick again.
    expect(await positionsOf(next.cartId)).toEqual(
      [
        { itemId: first().itemId, quantity: 3, lightningQuantity: 0 },
        { itemId: second().itemId, quantity: 1, lightningQuantity: 0 },
      ].sort((a, b) => (a.itemId < b.itemId ? -1 : 1)),
    );
    expect(await cartRow(next.cartId)).toMatchObject({
      ...checkout,
      billingAddress: GUEST_ADDRESS,
      paymentId: null,
      submittedAt: null,
    });

    // Pick another method on the same cart and submit again: a new order, confirmed at once.
    const chosen = await query<{ setSelectedPayment: { successful: boolean } }>(
      harness,
      SET_PAYMENT,
      { cartId: next.cartId, paymentId: 'INVOICE' },
      { userId: next.userId, clientAddress: next.clientAddress },
    );
    expect(chosen.setSelectedPayment.successful).toBe(true);
    const again = await submitted(next);
    expect(again).toMatchObject({ successful: true, redirectUrl: null, computopData: null });
    expect(again.orderId).not.toBe(result.orderId);
    expect(await confirmations(again.orderId as string)).toHaveLength(1);
  });

  it('a replayed failure or a success return after the failure is refused and changes nothing (§8)', async () => {
    const { session, result } = await submittedWith('CREDIT_CARD');
    const page = await cardPage(result);
    await press(page, 'fail');
    const next = result.newCartId as string;
    const stock = await stockOf(db(), [first().itemId]);
    const positions = await positionsOf(next);

    for (const action of ['fail', 'pay', 'cancel']) expect((await press(page, action)).status).toBe(404);

    expect(await orderOf(session)).toMatchObject({ status: 'paymentFailed', paymentStatus: 'failed' });
    expect(await stockOf(db(), [first().itemId])).toEqual(stock);
    expect(await positionsOf(next)).toEqual(positions);
    expect(await confirmations(result.orderId as string)).toHaveLength(0);
  });

  /** A cart of 2 units of a new deal's item, submitted for PayPal; the reservation's expiry before it. */
  async function lightningOrder() {
    const [, , dealItem] = green as [FoundItem, FoundItem, FoundItem];
    await db()
      .update(lightningDeals)
      .set({ endsAt: sql`now()` })
      .where(eq(lightningDeals.itemId, dealItem.itemId));
    const deal = await createDeal(db(), dealItem.itemId, { units: 10, quantityMax: 2, priceCents: 99 });
    const session = await shopInit(harness);
    await update(harness, session, [add(dealItem.itemId, 2)]);
    const expiry = await reservationExpiryOf(session.cartId, deal.id);
    await completeCheckout(db(), session, { paymentId: 'PAYPAL' });
    const result = await submitted(session);
    expect(result.successful).toBe(true);
    expect(await dealStock(db(), deal.id)).toMatchObject({ reserved: 2, unreleased: 2 });
    return { dealItem, deal, session, result, expiry };
  }

  async function reservationExpiryOf(cartId: string, dealId: number) {
    const [row] = await db()
      .select({ expiresAt: lightningReservations.expiresAt })
      .from(lightningReservations)
      .where(and(eq(lightningReservations.cartId, bareId(cartId)), eq(lightningReservations.dealId, dealId)));
    return row?.expiresAt;
  }

  it('PayPal Cancel: the items come back at the lightning price while their reservation is valid (shopping §4 "Lightning deals")', async () => {
    const { dealItem, deal, session, result, expiry } = await lightningOrder();

    const cancelled = await press(result.redirectUrl as string, 'cancel');
    expect(cancelled.headers.get('location')).toBe(
      `${STORE_ORIGIN}${routePath('checkoutPayment', { [CANCEL_PAYMENT_PARAM]: 'PAYPAL' })}`,
    );
    expect(await orderOf(session)).toMatchObject({ status: 'paymentFailed', paymentStatus: 'cancelled' });
    // The units stay reserved, now for the visitor's cart, until the reservation's own expiry.
    expect(await dealStock(db(), deal.id)).toMatchObject({
      reserved: 2,
      unreleased: 2,
      live: 2,
      liveRows: 1,
    });
    expect(await reservationExpiryOf(result.newCartId as string, deal.id)).toEqual(expiry);
    expect(await positionsOf(result.newCartId as string)).toEqual([
      { itemId: dealItem.itemId, quantity: 2, lightningQuantity: 2 },
    ]);
    const next = { ...session, cartId: result.newCartId as string };
    const line = (await readCartAs(harness, next))?.items.find((entry) => entry.itemId === dealItem.itemId);
    expect(line).toMatchObject({ quantityLightning: 2 });
  });

  it('PayPal Cancel after the reservation ran out: the units go back to the deal, the items at the normal price', async () => {
    const { dealItem, deal, session, result } = await lightningOrder();
    await db()
      .update(lightningReservations)
      .set({ reservedUntil: sql`now() - interval '1 second'` })
      .where(eq(lightningReservations.cartId, bareId(session.cartId)));

    await press(result.redirectUrl as string, 'cancel');
    expect(await orderOf(session)).toMatchObject({ status: 'paymentFailed', paymentStatus: 'cancelled' });
    expect(await dealStock(db(), deal.id)).toMatchObject({ reserved: 0, unreleased: 0 });
    expect(await positionsOf(result.newCartId as string)).toEqual([
      { itemId: dealItem.itemId, quantity: 2, lightningQuantity: 0 },
    ]);
  });
});

describe('abandoned payments (issue 16 item 4)', () => {
  it('an attempt past its session is expired by the job: the order undone as after a failure, once', async () => {
    const stockBefore = await stockOf(db(), [first().itemId]);
    const { session, result } = await submittedWith('PAYPAL');
    const order = await orderOf(session);
    await db()
      .update(payments)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(payments.orderId, order.id));

    const stop = startPaymentExpiry(db(), 20);
    try {
      await vi.waitFor(async () => expect((await orderOf(session)).status).toBe('paymentFailed'), {
        timeout: 10_000,
      });
    } finally {
      await stop();
    }

    expect(await orderOf(session)).toMatchObject({ paymentStatus: 'expired' });
    const [attempt] = await db().select().from(payments).where(eq(payments.orderId, order.id));
    expect(attempt?.status).toBe('expired');
    expect(attempt?.finishedAt).not.toBeNull();
    expect((await stockOf(db(), [first().itemId])).get(first().itemId)).toBe(stockBefore.get(first().itemId));
    expect(await positionsOf(result.newCartId as string)).toEqual([
      { itemId: first().itemId, quantity: 2, lightningQuantity: 0 },
    ]);
    // Once: a second run finds nothing, and the expired page takes no Pay.
    expect(await expirePayments(db())).toBe(0);
    expect((await press(result.redirectUrl as string, 'pay')).status).toBe(404);
    expect((await stockOf(db(), [first().itemId])).get(first().itemId)).toBe(stockBefore.get(first().itemId));
  });

  it('an attempt still within its session is left alone', async () => {
    const { session } = await submittedWith('PAYPAL');
    await expirePayments(db());
    expect(await orderOf(session)).toMatchObject({ status: 'awaitingPayment', paymentStatus: 'pending' });
  });
});

describe('sandbox off without a real provider (issue 16 item 5: nothing offered that cannot be paid)', () => {
  let off: TestApi;

  beforeAll(async () => {
    off = await startTestApi({ paymentSandbox: { enabled: false }, seedProducts: 10, eagerImageFormats: [] });
  }, 120_000);

  afterAll(async () => {
    await off?.stop();
  });

  it('the cart offers no redirect method; choosing one is refused at save and at submit', async () => {
    const session = await shopInit(off);
    const [item] = await itemsByColor(off, 'green', 'de', 1, 1000);
    await update(off, session, [add((item as FoundItem).itemId, 1)]);
    const as = { userId: session.userId, clientAddress: session.clientAddress };
    const { cart } = await query<{ cart: { paymentMethods: { paymentId: string }[] } }>(
      off,
      PAYMENT_METHODS,
      { cartId: session.cartId },
      as,
    );
    const offered = cart.paymentMethods.map((method) => method.paymentId);
    expect(offered).toContain('INVOICE');
    for (const method of ['CREDIT_CARD', 'PAYPAL', 'AMAZONPAY', 'TWINT']) {
      expect(offered).not.toContain(method);
      const saved = await query<{ setSelectedPayment: { successful: boolean; errorCode: string } }>(
        off,
        SET_PAYMENT,
        { cartId: session.cartId, paymentId: method },
        as,
      );
      expect(saved.setSelectedPayment).toEqual({ successful: false, errorCode: 'PAYMENT_UNAVAILABLE' });
    }
    // A method written past the save (an older cart, a tampered client) is refused at submit: nothing ordered.
    await completeCheckout(off.api.db, session, { paymentId: 'PAYPAL' });
    const result = await submitted(session, off);
    expect(result).toMatchObject({ successful: false, errorCode: 'NOT_READY', missing: ['PAYMENT'] });
    expect(
      await off.api.db
        .select()
        .from(orders)
        .where(eq(orders.cartId, bareId(session.cartId))),
    ).toEqual([]);
  });
});
