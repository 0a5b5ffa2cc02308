// From submit to a paid order through the sandbox, over the real API (issue 16 item 4; shopping §4
// "Summary submit ... computopData triggers a payment form; redirectUrl redirects", §7 "Submit cart returns
// orderId, redirectUrl, computopData"): the submit answers where the payer goes, the sandbox page names
// the order's amount, Pay places the order, and a replayed return creates nothing.
import { CONFIRMATION_ORDER_PARAM, PAYMENT_ERROR_CODE_PARAM, routePath } from '@ranzen/sdk-core/routes';
import { STORES } from '@ranzen/sdk-core/store';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { add, type FoundItem, itemsByColor, type Session, shopInit, update } from '../cart/cartTestClient';
import { orders, payments } from '../db/schema';
import { bareId, completeCheckout } from '../orders/orderTestSupport';
import { money } from '../shop/money';
import { query, startTestApi, type TestApi } from '../testing/testApi';
import { SANDBOX_COMPUTOP_PATH, SANDBOX_DECLINED_CODE, SANDBOX_PAY_PATH } from './redirectPayments';

const STORE_ORIGIN = 'https://shop.ranzen.test';
const SUBMIT = `mutation($cartId: ID!) { submitCart(cartId: $cartId) {
  successful orderId redirectUrl computopData { action fields { name value } } errorCode } }`;

interface Submitted {
  successful: boolean;
  orderId: string | null;
  redirectUrl: string | null;
  computopData: { action: string; fields: { name: string; value: string }[] } | null;
  errorCode: string | null;
}

let harness: TestApi;
let item: FoundItem;

beforeAll(async () => {
  harness = await startTestApi({ publicOrigins: { de: STORE_ORIGIN }, paymentSandbox: { enabled: true } });
  [item] = (await itemsByColor(harness, 'green', 'de', 1)) as [FoundItem];
}, 120_000);

afterAll(async () => {
  await harness?.stop();
});

async function submittedWith(paymentId: string): Promise<{ session: Session; result: Submitted }> {
  const session = await shopInit(harness);
  await update(harness, session, [add(item.itemId, 2)]);
  await completeCheckout(harness.api.db, session, { paymentId });
  const data = await query<{ submitCart: Submitted }>(
    harness,
    SUBMIT,
    { cartId: session.cartId },
    { userId: session.userId, clientAddress: session.clientAddress },
  );
  return { session, result: data.submitCart };
}

async function orderOf(session: Session) {
  const rows = await harness.api.db
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

function press(url: string, action: string) {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ action }),
    redirect: 'manual',
  });
}

describe('submitCart with a redirect method (issue 16 item 4)', () => {
  it('PayPal: redirectUrl to the sandbox page; Pay places the order; a replay creates nothing', async () => {
    const { session, result } = await submittedWith('PAYPAL');
    expect(result).toMatchObject({ successful: true, computopData: null });
    expect(result.redirectUrl).toMatch(new RegExp(`^${harness.url}${SANDBOX_PAY_PATH}`));
    const url = result.redirectUrl as string;
    const before = await orderOf(session);
    expect(before).toMatchObject({ status: 'awaitingPayment', paymentStatus: 'pending' });

    const html = await (await fetch(url)).text();
    expect(html).toContain(result.orderId as string);
    expect(html).toContain(money(before.total, STORES.de).stringValue);

    const paid = await press(url, 'pay');
    expect(paid.headers.get('location')).toBe(
      `${STORE_ORIGIN}${routePath('checkoutConfirmation', { [CONFIRMATION_ORDER_PARAM]: result.orderId as string })}`,
    );
    expect(await orderOf(session)).toMatchObject({ status: 'placed', paymentStatus: 'paid' });

    expect((await press(url, 'pay')).status).toBe(404);
    const attempts = await harness.api.db.select().from(payments).where(eq(payments.orderId, before.id));
    expect(attempts.map((attempt) => attempt.status)).toEqual(['paid']);
  });

  it('card: computopData posts to the sandbox; Fail leaves the order awaiting payment', async () => {
    const { session, result } = await submittedWith('CREDIT_CARD');
    expect(result).toMatchObject({ successful: true, redirectUrl: null });
    expect(result.computopData?.action).toBe(`${harness.url}${SANDBOX_COMPUTOP_PATH}`);
    const form = await fetch(result.computopData?.action as string, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(result.computopData?.fields.map((field) => [field.name, field.value])),
      redirect: 'manual',
    });
    expect(form.status).toBe(303);
    const failed = await press(new URL(form.headers.get('location') ?? '', harness.url).toString(), 'fail');
    expect(failed.headers.get('location')).toBe(
      `${STORE_ORIGIN}${routePath('checkoutPayment', { [PAYMENT_ERROR_CODE_PARAM]: SANDBOX_DECLINED_CODE })}`,
    );
    expect(await orderOf(session)).toMatchObject({ status: 'awaitingPayment', paymentStatus: 'failed' });
  });
});
