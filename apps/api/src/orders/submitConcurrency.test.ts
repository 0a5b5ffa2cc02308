// Submits racing on PostgreSQL (issue 16 item 5 "Idempotent: concurrent submits of one cart give one order
// and the same orderId to all"; spec shopping §8 "Cart already submitted"): requests through the real API
// really overlap there. Runs when DATABASE_URL is set (CI sets it); PGlite has a single connection, so it
// would prove nothing here.
// It also checks that no transaction queues queries on its one connection (issue 16 item 6: node-postgres
// deprecates "Calling client.query() when the client is already executing a query").
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  add,
  type FoundItem,
  itemsByColor,
  nextClientAddress,
  type Session,
  update,
} from '../cart/cartTestClient';
import { orders } from '../db/schema';
import { query, startTestApi, type TestApi, testVisitorIds } from '../testing/testApi';
import { bareId, completeCheckout, setStock, stockOf, submit } from './orderTestSupport';

/** Node's warnings of this test process (node-postgres reports its deprecations as warnings, once each). */
const warnings: string[] = [];
process.on('warning', (warning) => warnings.push(warning.message));

const SET_PAYMENT = `mutation($cartId: ID!, $paymentId: String!) {
  setSelectedPayment(cartId: $cartId, paymentId: $paymentId) { successful } }`;

const SAME_CART_SUBMITS = 20;
const BUYERS = 200;
const LAST_UNITS = 10;

function newSession(): Session {
  const { userId, cartId } = testVisitorIds.issue();
  return { userId, cartId, clientAddress: nextClientAddress() };
}

describe.runIf(Boolean(process.env.DATABASE_URL))(
  'concurrent submits (needs PostgreSQL: DATABASE_URL)',
  () => {
    let harness: TestApi;
    let items: FoundItem[];

    beforeAll(async () => {
      harness = await startTestApi({ seedProducts: 60 });
      items = await itemsByColor(harness, 'green', 'de', 2, 1000);
    }, 120_000);

    afterAll(async () => {
      await harness?.stop();
    });

    it('a checkout operation and a submit run their queries one after the other in their transactions', async () => {
      const [item] = items as [FoundItem];
      const session = newSession();
      await update(harness, session, [add(item.itemId, 1)], 'de', true);
      await completeCheckout(harness.api.db, session, { paymentId: null });
      const as = { userId: session.userId, clientAddress: session.clientAddress };
      const chosen = await query<{ setSelectedPayment: { successful: boolean } }>(
        harness,
        SET_PAYMENT,
        { cartId: session.cartId, paymentId: 'INVOICE' },
        as,
      );
      expect(chosen.setSelectedPayment.successful).toBe(true);
      expect((await submit(harness, session)).successful).toBe(true);
      expect(warnings.filter((message) => message.includes('already executing a query'))).toEqual([]);
    });

    it(`${SAME_CART_SUBMITS} concurrent submits of one cart make one order, take the stock once and all name the same order`, async () => {
      const db = harness.api.db;
      const [item] = items as [FoundItem];
      const session = newSession();
      await update(harness, session, [add(item.itemId, 3)], 'de', true);
      await completeCheckout(db, session);
      const before = (await stockOf(db, [item.itemId])).get(item.itemId) ?? 0;

      const results = await Promise.all(
        Array.from({ length: SAME_CART_SUBMITS }, () => submit(harness, session)),
      );

      const winners = results.filter((result) => result.successful);
      expect(winners).toHaveLength(1);
      const orderId = winners[0]?.orderId;
      expect(orderId).toBeTruthy();
      expect(results.every((result) => result.orderId === orderId)).toBe(true);
      expect(
        results
          .filter((result) => !result.successful)
          .every((result) => result.errorCode === 'ALREADY_SUBMITTED'),
      ).toBe(true);
      expect(
        await db
          .select()
          .from(orders)
          .where(eq(orders.cartId, bareId(session.cartId))),
      ).toHaveLength(1);
      expect((await stockOf(db, [item.itemId])).get(item.itemId)).toBe(before - 3);
    }, 30_000);

    it(`${BUYERS} buyers racing for the last ${LAST_UNITS} units: ${LAST_UNITS} orders, the others out of stock, stock 0`, async () => {
      const db = harness.api.db;
      const [, item] = items as [FoundItem, FoundItem];
      await setStock(db, item.itemId, BUYERS);
      const buyers = Array.from({ length: BUYERS }, newSession);
      const added = await Promise.all(
        buyers.map((buyer) => update(harness, buyer, [add(item.itemId, 1)], 'de', true)),
      );
      expect(added.every((result) => result.successful)).toBe(true);
      await Promise.all(buyers.map((buyer) => completeCheckout(db, buyer)));
      await setStock(db, item.itemId, LAST_UNITS);

      const results = await Promise.all(buyers.map((buyer) => submit(harness, buyer)));

      expect(results.filter((result) => result.successful)).toHaveLength(LAST_UNITS);
      const refused = results.filter((result) => !result.successful);
      expect(refused).toHaveLength(BUYERS - LAST_UNITS);
      expect(refused.every((result) => result.errorCode === 'OUT_OF_STOCK')).toBe(true);
      expect(refused.every((result) => result.outOfStockItemIds.includes(item.itemId))).toBe(true);
      expect((await stockOf(db, [item.itemId])).get(item.itemId)).toBe(0);
      const [placed] = await db
        .select({ count: sql<number>`count(*)`.mapWith(Number) })
        .from(orders)
        .where(
          sql`${orders.cartId} IN (${sql.join(
            buyers.map((buyer) => sql`${bareId(buyer.cartId)}::uuid`),
            sql`, `,
          )})`,
        );
      expect(placed?.count).toBe(LAST_UNITS);
    }, 30_000);
  },
);
