// The fulfilment job (issue 18 item 2; docs/orders.md "Shipment statuses"): placed orders are split into
// parcels (partial shipments, an item that cannot be supplied as a cancelled parcel) and move processing ->
// shipped (tracking code per carrier) -> delivered. The test drives the job's runs itself with zero delays,
// never waiting for its timer.
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { add, itemsByColor, shopInit, update } from '../cart/cartTestClient';
import { orders, shipmentItems, shipments } from '../db/schema';
import { startTestApi, type TestApi } from '../testing/testApi';
import {
  advanceFulfilment,
  CANCELLED_ITEM_EVERY,
  DEFAULT_FULFILMENT,
  FULFILMENT_DELIVER_AFTER_ENV,
  FULFILMENT_INTERVAL_ENV,
  FULFILMENT_SHIP_AFTER_ENV,
  fulfilmentOptionsFromEnv,
  planShipments,
} from './fulfilment';
import { completeCheckout, submit } from './orderTestSupport';

const lines = (count: number) =>
  Array.from({ length: count }, (_, index) => ({ orderItemId: `line-${index}`, quantity: index + 1 }));

describe('planShipments', () => {
  it('sends an order of one line in one parcel', () => {
    expect(planShipments('10000001', lines(1))).toEqual([{ lines: lines(1), cancelReason: null }]);
    // Even when its number is due for a cancelled item: the order would be nothing but cancelled.
    expect(planShipments(String(CANCELLED_ITEM_EVERY * 1000), lines(1))).toHaveLength(1);
  });

  it('splits an order of several lines into two parcels', () => {
    const [first, second, third] = lines(3);
    expect(planShipments('10000001', lines(3))).toEqual([
      { lines: [first, second], cancelReason: null },
      { lines: [third], cancelReason: null },
    ]);
  });

  it('cancels the last line of every fourth order as not deliverable', () => {
    const [first, second, third] = lines(3);
    expect(planShipments(String(CANCELLED_ITEM_EVERY * 2500001), lines(3))).toEqual([
      { lines: [first], cancelReason: null },
      { lines: [second], cancelReason: null },
      { lines: [third], cancelReason: 'notDeliverable' },
    ]);
  });
});

describe('fulfilmentOptionsFromEnv', () => {
  it('uses the defaults, takes whole milliseconds (delays may be 0) and refuses anything else', () => {
    expect(fulfilmentOptionsFromEnv({})).toEqual(DEFAULT_FULFILMENT);
    expect(
      fulfilmentOptionsFromEnv({
        [FULFILMENT_INTERVAL_ENV]: '1000',
        [FULFILMENT_SHIP_AFTER_ENV]: '0',
        [FULFILMENT_DELIVER_AFTER_ENV]: '5000',
      }),
    ).toEqual({ intervalMs: 1000, delays: { shipAfterMs: 0, deliverAfterMs: 5000 } });
    expect(() => fulfilmentOptionsFromEnv({ [FULFILMENT_INTERVAL_ENV]: '0' })).toThrow(
      FULFILMENT_INTERVAL_ENV,
    );
    expect(() => fulfilmentOptionsFromEnv({ [FULFILMENT_SHIP_AFTER_ENV]: '-1' })).toThrow(
      FULFILMENT_SHIP_AFTER_ENV,
    );
    expect(() => fulfilmentOptionsFromEnv({ [FULFILMENT_DELIVER_AFTER_ENV]: 'soon' })).toThrow(
      FULFILMENT_DELIVER_AFTER_ENV,
    );
  });
});

describe('advanceFulfilment (the job in the API process)', () => {
  let harness: TestApi;
  beforeAll(async () => {
    harness = await startTestApi({ fulfilment: false });
  }, 120_000);
  afterAll(async () => {
    await harness?.stop();
  });

  it('moves a placed order through processing, shipped and delivered, one step per run', async () => {
    const db = harness.api.db;
    const green = await itemsByColor(harness, 'green', 'de', 3);
    const session = await shopInit(harness);
    await update(
      harness,
      session,
      green.map((item) => add(item.itemId, 1)),
    );
    await completeCheckout(db, session);
    const { orderId } = await submit(harness, session);
    const [order] = await db
      .select()
      .from(orders)
      .where(eq(orders.orderNumber, orderId ?? ''));
    const parcelsOf = () =>
      db
        .select()
        .from(shipments)
        .where(eq(shipments.orderId, order?.id ?? ''))
        .orderBy(shipments.number);
    const now = { shipAfterMs: 0, deliverAfterMs: 0 };
    // Delays not yet over: a new parcel stays processing.
    await advanceFulfilment(db, { shipAfterMs: 3_600_000, deliverAfterMs: 0 });
    await advanceFulfilment(db, { shipAfterMs: 3_600_000, deliverAfterMs: 0 });
    const split = await parcelsOf();
    const orderLines = await db
      .select()
      .from(shipmentItems)
      .where(
        inArray(
          shipmentItems.shipmentId,
          split.map((parcel) => parcel.id),
        ),
      );
    const cancelling = Number(orderId) % CANCELLED_ITEM_EVERY === 0;
    expect(split.map((parcel) => parcel.status)).toEqual(
      cancelling ? ['processing', 'processing', 'cancelled'] : ['processing', 'processing'],
    );
    expect(orderLines.reduce((sum, line) => sum + line.quantity, 0)).toBeGreaterThanOrEqual(3);

    await advanceFulfilment(db, now);
    const shipped = (await parcelsOf()).filter((parcel) => parcel.status !== 'cancelled');
    for (const parcel of shipped) {
      expect(parcel).toMatchObject({ status: 'shipped', carrier: order?.shipperCode });
      expect(parcel.trackingCode).toMatch(/^(00340434\d{12}|0\d{13}|SP\d{10})$/);
      expect(parcel.dispatchedAt).toBeInstanceOf(Date);
    }

    await advanceFulfilment(db, now);
    for (const parcel of (await parcelsOf()).filter((row) => row.status !== 'cancelled')) {
      expect(parcel.status).toBe('delivered');
      expect(parcel.deliveredAt).toBeInstanceOf(Date);
    }
    // Nothing left to do for this order: a further run changes none of its parcels.
    const before = await parcelsOf();
    await advanceFulfilment(db, now);
    expect(await parcelsOf()).toEqual(before);
  });
});
