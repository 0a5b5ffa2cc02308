// Amazon Pay express through the sandbox over HTTP (issue 16 item 7): shopping §3 "Amazon Pay data", §4
// "Amazon Pay express" (sets payment AMAZONPAY and marks shipping validated; abort resets the cart and the
// delivery type to sameAsBilling; not B2B; enabled when the parameter equals amazonpay.activated; blocked
// codes), §6 (B2B: no wallet), §7 "Complete Amazon Pay checkout"; DESIGN §7 ownership (another visitor's
// session or cart answers like an unknown one).
import { AMAZON_CHECKOUT_SESSION_PARAM, routePath } from '@ranzen/sdk-core/routes';
import { AMAZON_PAY_ACTIVATED_VALUE, AMAZON_PAY_ACTIVATION } from '@ranzen/sdk-core/rules';
import { and, eq } from 'drizzle-orm';
import { print } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { add, type FoundItem, itemsByColor, type Session, shopInit, update } from '../cart/cartTestClient';
import { amazonCheckoutSessions, globalParameters, orders, payments, products } from '../db/schema';
import { bareId, completeCheckout, submit } from '../orders/orderTestSupport';
import { storefrontOperation } from '../testing/storefrontOperations';
import { query, startTestApi, type TestApi } from '../testing/testApi';
import { AMAZON_SANDBOX_PATH, SANDBOX_AMAZON_BUYER, SANDBOX_WALLET_ADDRESSES } from './amazonSandboxPage';

const STORE_ORIGIN = 'https://shop.ranzen.test';

let harness: TestApi;
let green: FoundItem[];

beforeAll(async () => {
  harness = await startTestApi({
    seedProducts: 60,
    publicOrigins: { de: STORE_ORIGIN },
    paymentSandbox: { enabled: true },
  });
  green = await itemsByColor(harness, 'green', 'de', 2);
}, 60_000);

afterAll(async () => {
  await harness?.stop();
});

const db = () => harness.api.db;

interface Shopper extends Session {
  readonly store: string;
}

interface ExpressField {
  offered: boolean;
  reason: string | null;
  blockedItemIds: string[];
  selected: boolean;
}

function operation<T>(shopper: Shopper, name: string, variables: Record<string, unknown> = {}): Promise<T> {
  return query<T>(
    harness,
    print(storefrontOperation(name)),
    { cartId: shopper.cartId, ...variables },
    { userId: shopper.userId, store: shopper.store, clientAddress: shopper.clientAddress },
  );
}

const express = async (shopper: Shopper) =>
  (await operation<{ cart: { amazonPayExpress: ExpressField } }>(shopper, 'AmazonPayExpress')).cart
    .amazonPayExpress;

interface StartAnswer {
  successful: boolean;
  errorCode: string | null;
  redirectUrl: string | null;
}
const start = async (shopper: Shopper) =>
  (await operation<{ startAmazonCheckout: StartAnswer }>(shopper, 'StartAmazonCheckout')).startAmazonCheckout;

interface CompleteAnswer {
  successful: boolean;
  errorCode: string | null;
  errorMessage: string | null;
  buyer: { firstName: string; lastName: string; email: string } | null;
  cart: { amazonPayExpress: ExpressField } | null;
}
const complete = async (shopper: Shopper, amazonCheckoutSessionId: string) =>
  (
    await operation<{ completeAmazonCheckout: CompleteAnswer }>(shopper, 'CompleteAmazonCheckout', {
      amazonCheckoutSessionId,
    })
  ).completeAmazonCheckout;

const abort = async (shopper: Shopper) =>
  (
    await operation<{ abortAmazonCheckout: { successful: boolean; errorCode: string | null } }>(
      shopper,
      'AbortAmazonCheckout',
    )
  ).abortAmazonCheckout;

interface CheckoutCart {
  deliveryType: string;
  billingAddress: { lastName: string; city: string } | null;
  shippingAddress: { street: string; city: string; country: string } | null;
  contactEmails: { billingEmail: string | null };
  selectedPaymentMethod: { paymentId: string } | null;
  shippingValid: boolean;
  paymentValid: boolean;
}
const checkoutCart = async (shopper: Shopper) =>
  (await operation<{ cart: CheckoutCart }>(shopper, 'CheckoutCart')).cart;

/** A visitor with one item in the cart. */
async function shopperWithItem(store = 'de', item = green[0]): Promise<Shopper> {
  if (!item) throw new Error('no green item in the seed');
  const shopper = { ...(await shopInit(harness, store)), store };
  await update(harness, shopper, [add(item.itemId, item.moq)], store);
  return shopper;
}

/** The reference in the sandbox URL the start answered. */
function referenceOf(redirectUrl: string | null): string {
  const url = new URL(redirectUrl ?? '');
  expect(url.pathname.startsWith(AMAZON_SANDBOX_PATH)).toBe(true);
  return url.pathname.slice(AMAZON_SANDBOX_PATH.length);
}

/** Presses a button of the sandbox's Amazon page (as the page's own form posts it). */
function press(reference: string, form: Record<string, string>, origin = harness.url) {
  return fetch(`${harness.url}${AMAZON_SANDBOX_PATH}${reference}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
    body: new URLSearchParams(form).toString(),
  });
}

/** Starts express and confirms wallet address `address` on the sandbox page: the session reference. */
async function confirmedSession(shopper: Shopper, address = 0): Promise<string> {
  const started = await start(shopper);
  expect(started).toMatchObject({ successful: true, errorCode: null });
  const reference = referenceOf(started.redirectUrl);
  const back = await press(reference, { action: 'confirm', address: String(address) });
  expect(back.status).toBe(303);
  return reference;
}

async function sessionStatus(reference: string) {
  const [row] = await db()
    .select({ status: amazonCheckoutSessions.status })
    .from(amazonCheckoutSessions)
    .where(eq(amazonCheckoutSessions.id, reference.slice(0, 36)));
  return row?.status;
}

async function setActivation(value: string): Promise<void> {
  await db()
    .update(globalParameters)
    .set({ value })
    .where(
      and(
        eq(globalParameters.name, AMAZON_PAY_ACTIVATION.name),
        eq(globalParameters.entry, AMAZON_PAY_ACTIVATION.entry),
      ),
    );
}

describe('the express flow: basket → Amazon → summary → submit (spec §4, §7)', () => {
  it('is offered for a consumer cart with items', async () => {
    const shopper = await shopperWithItem();
    expect(await express(shopper)).toEqual({
      offered: true,
      reason: null,
      blockedItemIds: [],
      selected: false,
    });
  });

  it('starts a sandbox session whose page lists the wallet; Continue returns to the summary with the session id', async () => {
    const shopper = await shopperWithItem();
    const reference = referenceOf((await start(shopper)).redirectUrl);
    const page = await fetch(`${harness.url}${AMAZON_SANDBOX_PATH}${reference}`);
    expect(page.status).toBe(200);
    // A browser sends the buttons' own POST with its Origin only when the page's policy allows it.
    expect(page.headers.get('referrer-policy')).toBe('same-origin');
    const html = await page.text();
    expect(html).toContain(SANDBOX_AMAZON_BUYER.email);
    for (const address of SANDBOX_WALLET_ADDRESSES) expect(html).toContain(address.street);

    const back = await press(reference, { action: 'confirm', address: '1' });
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe(
      `${STORE_ORIGIN}${routePath('checkoutSummary', { [AMAZON_CHECKOUT_SESSION_PARAM]: reference })}`,
    );
    expect(await sessionStatus(reference)).toBe('confirmed');
    // Once: a second press or a replay finds the session no longer open.
    expect((await press(reference, { action: 'confirm', address: '0' })).status).toBe(404);
    expect((await fetch(`${harness.url}${AMAZON_SANDBOX_PATH}${reference}`)).status).toBe(404);
  });

  it('completing writes the wallet address, e-mail and AMAZONPAY: shipping is valid; the submit is paid at once', async () => {
    const shopper = await shopperWithItem();
    const reference = await confirmedSession(shopper, 1);
    const wallet = SANDBOX_WALLET_ADDRESSES[1];

    const completed = await complete(shopper, reference);
    expect(completed).toMatchObject({
      successful: true,
      errorCode: null,
      buyer: { firstName: SANDBOX_AMAZON_BUYER.firstName, email: SANDBOX_AMAZON_BUYER.email },
      cart: { amazonPayExpress: { selected: true } },
    });
    const cart = await checkoutCart(shopper);
    expect(cart).toMatchObject({
      deliveryType: 'shippingAddress',
      billingAddress: { lastName: SANDBOX_AMAZON_BUYER.lastName, city: wallet?.city },
      shippingAddress: { street: wallet?.street, country: 'DE' },
      contactEmails: { billingEmail: SANDBOX_AMAZON_BUYER.email },
      selectedPaymentMethod: { paymentId: 'AMAZONPAY' },
      shippingValid: true,
      paymentValid: true,
    });
    // A reload of the summary completes the same session again: the same answer.
    expect(await complete(shopper, reference)).toMatchObject({ successful: true, buyer: completed.buyer });

    const submitted = await submit(harness, shopper);
    expect(submitted).toMatchObject({ successful: true, errorCode: null, redirectUrl: null });
    const [order] = await db()
      .select()
      .from(orders)
      .where(eq(orders.cartId, bareId(shopper.cartId)));
    expect(order).toMatchObject({ status: 'placed', paymentId: 'AMAZONPAY', paymentStatus: 'paid' });
    const attempts = await db()
      .select({ status: payments.status, amountCents: payments.amountCents })
      .from(payments)
      .where(eq(payments.orderId, order?.id ?? ''));
    expect(attempts).toEqual([{ status: 'paid', amountCents: order?.totalCents }]);
    expect(await sessionStatus(reference)).toBe('charged');
  });

  it('a cart paying AMAZONPAY without an express session still goes to Amazon’s page at submit', async () => {
    const shopper = await shopperWithItem();
    await completeCheckout(db(), shopper, { paymentId: 'AMAZONPAY' });
    const submitted = await submit(harness, shopper);
    expect(submitted).toMatchObject({ successful: true });
    expect(submitted.redirectUrl).toContain('/sandbox/pay/');
  });

  it('Cancel on Amazon’s page returns to the basket and the session cannot be completed', async () => {
    const shopper = await shopperWithItem();
    const reference = referenceOf((await start(shopper)).redirectUrl);
    const back = await press(reference, { action: 'cancel' });
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe(`${STORE_ORIGIN}${routePath('basket')}`);
    expect(await complete(shopper, reference)).toMatchObject({
      successful: false,
      errorCode: 'SESSION_NOT_FOUND',
      errorMessage: 'vue.checkout.amazonPay.error.session',
    });
    expect(await express(shopper)).toMatchObject({ selected: false });
  });

  it('refuses a press from another site and an unknown button', async () => {
    const shopper = await shopperWithItem();
    const reference = referenceOf((await start(shopper)).redirectUrl);
    expect((await press(reference, { action: 'confirm', address: '0' }, 'https://evil.example')).status).toBe(
      403,
    );
    expect((await press(reference, { action: 'confirm', address: '9' })).status).toBe(400);
    expect(await sessionStatus(reference)).toBe('open');
  });
});

describe('abort (spec §4 "Abort resets the cart … resets delivery type to sameAsBilling")', () => {
  it('takes the wallet data and the payment out of the cart; the session cannot be completed again', async () => {
    const shopper = await shopperWithItem();
    const reference = await confirmedSession(shopper);
    await complete(shopper, reference);

    expect(await abort(shopper)).toMatchObject({ successful: true, errorCode: null });
    expect(await checkoutCart(shopper)).toMatchObject({
      deliveryType: 'sameAsBilling',
      billingAddress: null,
      shippingAddress: null,
      selectedPaymentMethod: null,
      shippingValid: false,
    });
    expect(await express(shopper)).toMatchObject({ offered: true, selected: false });
    expect(await sessionStatus(reference)).toBe('aborted');
    expect(await complete(shopper, reference)).toMatchObject({ errorCode: 'SESSION_NOT_FOUND' });
    // A second abort changes nothing.
    expect(await abort(shopper)).toMatchObject({ successful: true, errorCode: null });
  });
});

describe('who may pay with Amazon Pay express (spec §4, §6)', () => {
  it('is refused while the parameter does not equal amazonpay.activated', async () => {
    const shopper = await shopperWithItem();
    const reference = await confirmedSession(shopper);
    await setActivation('true');
    try {
      expect(await express(shopper)).toMatchObject({ offered: false, reason: 'NOT_ACTIVATED' });
      expect(await start(shopper)).toMatchObject({ successful: false, errorCode: 'NOT_ACTIVATED' });
      expect(await complete(shopper, reference)).toMatchObject({
        successful: false,
        errorCode: 'NOT_ACTIVATED',
      });
      expect(await express(shopper)).toMatchObject({ selected: false });
    } finally {
      await setActivation(AMAZON_PAY_ACTIVATED_VALUE);
    }
  });

  it('is never offered to B2B', async () => {
    const [item] = await itemsByColor(harness, 'green', 'b2b-de', 1, 200);
    const shopper = await shopperWithItem('b2b-de', item);
    expect(await express(shopper)).toMatchObject({ offered: false, reason: 'B2B' });
    expect(await start(shopper)).toMatchObject({ successful: false, errorCode: 'B2B', redirectUrl: null });
    expect(
      await db()
        .select()
        .from(amazonCheckoutSessions)
        .where(eq(amazonCheckoutSessions.cartId, bareId(shopper.cartId))),
    ).toEqual([]);
  });

  it('is blocked by an item of a blocked category, named in blockedItemIds, also when added after Amazon', async () => {
    const [free, blocked] = green as [FoundItem, FoundItem];
    const [product] = await db()
      .select({ categoryId: products.categoryId })
      .from(products)
      .where(eq(products.id, blocked.productId));
    const setCategory = (categoryId: string) =>
      db().update(products).set({ categoryId }).where(eq(products.id, blocked.productId));
    await setCategory('60101');
    try {
      const shopper = await shopperWithItem('de', free);
      const reference = await confirmedSession(shopper);
      await update(harness, shopper, [add(blocked.itemId, blocked.moq)]);

      expect(await express(shopper)).toEqual({
        offered: false,
        reason: 'BLOCKED_ITEMS',
        blockedItemIds: [blocked.itemId],
        selected: false,
      });
      expect(await start(shopper)).toMatchObject({ successful: false, errorCode: 'BLOCKED_ITEMS' });
      expect(await complete(shopper, reference)).toMatchObject({
        successful: false,
        errorCode: 'BLOCKED_ITEMS',
      });
      expect((await checkoutCart(shopper)).selectedPaymentMethod).toBeNull();

      // Completed before the blocked item came: the submit does not take the express payment, Amazon's
      // page does (the AMAZONPAY redirect).
      const expressCart = await shopperWithItem('de', free);
      await complete(expressCart, await confirmedSession(expressCart));
      await update(harness, expressCart, [add(blocked.itemId, blocked.moq)]);
      expect(await express(expressCart)).toMatchObject({ selected: true, reason: 'BLOCKED_ITEMS' });
      const submitted = await submit(harness, expressCart);
      expect(submitted.redirectUrl).toContain('/sandbox/pay/');
    } finally {
      await setCategory(product?.categoryId ?? '');
    }
  });
});

describe('ownership (DESIGN §7: a foreign id answers like an unknown one)', () => {
  it('another visitor cannot complete a session with it, neither on their cart nor on the owner’s', async () => {
    const owner = await shopperWithItem();
    const reference = await confirmedSession(owner);
    const other = await shopperWithItem();

    expect(await complete(other, reference)).toMatchObject({
      successful: false,
      errorCode: 'SESSION_NOT_FOUND',
    });
    // The owner's cart id under another visitor's identity is an unknown cart.
    expect(await complete({ ...other, cartId: owner.cartId }, reference)).toMatchObject({
      successful: false,
      errorCode: 'CART_NOT_FOUND',
      cart: null,
    });
    expect(await abort({ ...other, cartId: owner.cartId })).toMatchObject({ errorCode: 'CART_NOT_FOUND' });
    expect(await start({ ...other, cartId: owner.cartId })).toMatchObject({ errorCode: 'CART_NOT_FOUND' });
    // A forged or altered reference is an unknown session.
    const forged = `${reference.slice(0, 37)}${'A'.repeat(reference.length - 37)}`;
    expect(await complete(owner, forged)).toMatchObject({ errorCode: 'SESSION_NOT_FOUND' });
    expect((await fetch(`${harness.url}${AMAZON_SANDBOX_PATH}${forged}`)).status).toBe(404);
    // Nothing of it reached the owner's cart; the owner still completes.
    expect(await sessionStatus(reference)).toBe('confirmed');
    expect(await complete(owner, reference)).toMatchObject({ successful: true });
  });
});
