// The confirmation cleanup through the real API (shopping §4 "Confirmation cleanup", §7 "Confirmation
// cleanup (returns new cart id)", §8 "Confirmation cleanup fails"; DESIGN §7 ownership) and the B2B
// customer number on the order (shopping §6; issue 16 item 8).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  add,
  type FoundItem,
  itemsByColor,
  nextClientAddress,
  shopInit,
  update,
} from '../cart/cartTestClient';
import { LOGIN, mutate } from '../customer/accountTestClient';
import { carts } from '../db/schema';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../seed/accounts';
import { gql, query, startTestApi, type TestApi } from '../testing/testApi';
import { bareId, completeCheckout, submit } from './orderTestSupport';

let harness: TestApi;
let green: FoundItem[];

beforeAll(async () => {
  harness = await startTestApi();
  green = await itemsByColor(harness, 'green', 'de', 2);
}, 120_000);

afterAll(async () => {
  await harness?.stop();
});

const CLEANUP = `mutation($cartId: ID!) { confirmationCleanup(cartId: $cartId) { successful cartId } }`;

interface Cleanup {
  successful: boolean;
  cartId: string | null;
}

async function cleanup(cartId: string, userId: string, store = 'de'): Promise<Cleanup> {
  return (await query<{ confirmationCleanup: Cleanup }>(harness, CLEANUP, { cartId }, { userId, store }))
    .confirmationCleanup;
}

async function submittedSession() {
  const [item] = green as [FoundItem];
  const session = await shopInit(harness);
  await update(harness, session, [add(item.itemId, 1)]);
  await completeCheckout(harness.api.db, session);
  const result = await submit(harness, session);
  if (!result.newCartId || !result.orderId) throw new Error(`submit failed: ${JSON.stringify(result)}`);
  return { session, newCartId: result.newCartId, orderId: result.orderId };
}

describe('confirmationCleanup (shopping §4 "Confirmation cleanup", §7)', () => {
  it('answers the cart the submit issued for the submitted cart, and the same cart again when repeated', async () => {
    const { session, newCartId } = await submittedSession();

    const first = await cleanup(session.cartId, session.userId);
    const again = await cleanup(session.cartId, session.userId);

    expect(first).toEqual({ successful: true, cartId: newCartId });
    expect(again).toEqual(first);
    const open = await harness.api.db
      .select()
      .from(carts)
      .where(eq(carts.userId, bareId(session.userId)));
    expect(open.filter((cart) => cart.submittedAt === null)).toHaveLength(1);
  });

  it('keeps an open cart as it is', async () => {
    const session = await shopInit(harness);
    expect(await cleanup(session.cartId, session.userId)).toEqual({
      successful: true,
      cartId: session.cartId,
    });
  });

  it('refuses another visitor’s cart and a forged id like an unknown one (§8: the storefront logs out)', async () => {
    const { session } = await submittedSession();
    const intruder = await shopInit(harness);

    expect(await cleanup(session.cartId, intruder.userId)).toEqual({ successful: false, cartId: null });
    expect(await cleanup(`${bareId(session.cartId)}_forged`, session.userId)).toEqual({
      successful: false,
      cartId: null,
    });
  });
});

describe('the B2B order names the customer number (shopping §6; issue 16 item 8)', () => {
  it('answers the logged-in B2B customer’s number on the order, none for a consumer visitor', async () => {
    const b2b = DEMO_ACCOUNTS[1];
    const clientAddress = nextClientAddress();
    const login = await mutate(
      harness,
      LOGIN,
      { email: b2b.customerNumber, password: DEMO_PASSWORD },
      { clientAddress, store: 'b2b-de' },
    );
    const customerToken = login.token?.token ?? '';
    const session = await shopInit(harness, 'b2b-de', clientAddress);
    const [b2bItem] = await itemsByColor(harness, 'green', 'b2b-de', 1, 200);
    if (!b2bItem) throw new Error('no B2B item in the seed');
    await update(harness, session, [add(b2bItem.itemId, b2bItem.moq)], 'b2b-de');
    await completeCheckout(harness.api.db, session, { paymentId: null });
    const submitted = await gql<{ submitCart: { orderId: string | null } }>(
      harness,
      'mutation($cartId: ID!) { submitCart(cartId: $cartId) { orderId } }',
      { cartId: session.cartId },
      { userId: session.userId, customerToken, store: 'b2b-de', clientAddress },
    );
    const orderId = submitted.data.submitCart.orderId as string;
    const ORDER = 'query($orderId: ID!) { order(orderId: $orderId) { customerNumber paymentMethod } }';

    const order = await query<{ order: { customerNumber: string | null; paymentMethod: string } | null }>(
      harness,
      ORDER,
      { orderId },
      { customerToken, store: 'b2b-de' },
    );

    expect(order.order).toEqual({ customerNumber: b2b.customerNumber, paymentMethod: 'INVOICE' });
    const consumer = await submittedSession();
    const consumerOrder = await query<{ order: { customerNumber: string | null } | null }>(
      harness,
      ORDER,
      { orderId: consumer.orderId },
      { userId: consumer.session.userId, store: 'de' },
    );
    expect(consumerOrder.order?.customerNumber).toBeNull();
  });
});
