// The warehouse of the demo (issue 18 item 2; statuses in docs/orders.md "Shipment statuses"): a job in the
// API process moves placed orders through their shipment statuses, so the order history is alive.
//   1. A placed order without shipments is split into parcels (planShipments): `processing`, and an item
//      the warehouse cannot supply as a `cancelled` shipment with its reason.
//   2. A `processing` parcel older than the ship delay is handed to its carrier: `shipped` with a tracking
//      code in the carrier's format and the dispatch date.
//   3. A `shipped` parcel older than the delivery delay is `delivered`; its return period starts.
// One run moves each parcel by at most one step (the steps run last to first), so a test that calls
// advanceFulfilment with zero delays walks an order through every status without waiting.
//
//   RANZEN_FULFILMENT_INTERVAL_MS        how often the job looks (default one minute)
//   RANZEN_FULFILMENT_SHIP_AFTER_MS      processing -> shipped (default two minutes)
//   RANZEN_FULFILMENT_DELIVER_AFTER_MS   shipped -> delivered (default ten minutes)
import { randomInt } from 'node:crypto';
import { and, asc, eq, lte, notExists, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { type CancelReason, orderItems, orders, shipmentItems, shipments } from '../db/schema';
import { millisecondsFromEnv, startPeriodicJob } from '../shop/periodicJob';
import { trackingCode } from './carriers';

export const FULFILMENT_INTERVAL_ENV = 'RANZEN_FULFILMENT_INTERVAL_MS';
export const FULFILMENT_SHIP_AFTER_ENV = 'RANZEN_FULFILMENT_SHIP_AFTER_MS';
export const FULFILMENT_DELIVER_AFTER_ENV = 'RANZEN_FULFILMENT_DELIVER_AFTER_MS';

export interface FulfilmentDelays {
  /** How long a parcel stays `processing`. */
  readonly shipAfterMs: number;
  /** How long a parcel stays `shipped`. */
  readonly deliverAfterMs: number;
}

export interface FulfilmentOptions {
  readonly intervalMs: number;
  readonly delays: FulfilmentDelays;
}

export const DEFAULT_FULFILMENT: FulfilmentOptions = {
  intervalMs: 60_000,
  delays: { shipAfterMs: 2 * 60_000, deliverAfterMs: 10 * 60_000 },
};

/** The job's pace from the environment; a value that is not a whole number of milliseconds stops the start. */
export function fulfilmentOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): FulfilmentOptions {
  const { intervalMs, delays } = DEFAULT_FULFILMENT;
  return {
    intervalMs: millisecondsFromEnv(env, FULFILMENT_INTERVAL_ENV, intervalMs),
    delays: {
      shipAfterMs: millisecondsFromEnv(env, FULFILMENT_SHIP_AFTER_ENV, delays.shipAfterMs, {
        allowZero: true,
      }),
      deliverAfterMs: millisecondsFromEnv(env, FULFILMENT_DELIVER_AFTER_ENV, delays.deliverAfterMs, {
        allowZero: true,
      }),
    },
  };
}

/** Every this many orders (by order number) one item cannot be supplied: its parcel is cancelled. */
export const CANCELLED_ITEM_EVERY = 4;
export const UNSUPPLIABLE_REASON: CancelReason = 'notDeliverable';

export interface PlannedLine {
  readonly orderItemId: string;
  readonly quantity: number;
}

export interface PlannedShipment {
  readonly lines: readonly PlannedLine[];
  /** Set for the parcel that is not sent at all. */
  readonly cancelReason: CancelReason | null;
}

/**
 * The parcels of an order, by its number and lines (in order position): an order of several lines goes in
 * two parcels (a partial shipment: the first half of the lines, then the rest); in every
 * CANCELLED_ITEM_EVERY-th order of several lines the last line cannot be supplied and is a cancelled parcel.
 */
export function planShipments(orderNumber: string, lines: readonly PlannedLine[]): PlannedShipment[] {
  const cancelLast = lines.length > 1 && Number(orderNumber) % CANCELLED_ITEM_EVERY === 0;
  const sent = cancelLast ? lines.slice(0, -1) : lines;
  const half = Math.ceil(sent.length / 2);
  const parcels = [sent.slice(0, half), sent.slice(half)].filter((parcel) => parcel.length > 0);
  const planned: PlannedShipment[] = parcels.map((parcel) => ({ lines: parcel, cancelReason: null }));
  const last = lines.at(-1);
  if (cancelLast && last) planned.push({ lines: [last], cancelReason: UNSUPPLIABLE_REASON });
  return planned;
}

/** Orders and parcels one run looks at per step; the next run takes the rest. */
const FULFILMENT_BATCH = 100;

const randomDigit = () => randomInt(10);

/** Splits one placed order into its parcels, unless another run did; whether this call did. */
async function splitOrder(db: Db, orderId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select({ orderNumber: orders.orderNumber, carrier: orders.shipperCode })
      .from(orders)
      .where(
        and(
          eq(orders.id, orderId),
          eq(orders.status, 'placed'),
          notExists(tx.select({ id: shipments.id }).from(shipments).where(eq(shipments.orderId, orders.id))),
        ),
      )
      .for('update', { skipLocked: true });
    if (!order) return false;
    const lines = await tx
      .select({ orderItemId: orderItems.id, quantity: orderItems.quantity })
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId))
      .orderBy(asc(orderItems.position));
    const plan = planShipments(order.orderNumber, lines);
    const written = await tx
      .insert(shipments)
      .values(
        plan.map((parcel, index) => ({
          orderId,
          number: index + 1,
          status: parcel.cancelReason ? ('cancelled' as const) : ('processing' as const),
          carrier: order.carrier,
          cancelReason: parcel.cancelReason,
        })),
      )
      .returning({ id: shipments.id, number: shipments.number });
    await tx.insert(shipmentItems).values(
      plan.flatMap((parcel, index) => {
        const shipment = written.find((row) => row.number === index + 1);
        if (!shipment) throw new Error('A planned shipment was not written.');
        return parcel.lines.map((line) => ({ shipmentId: shipment.id, ...line }));
      }),
    );
    return true;
  });
}

/** The rows whose status last changed at least `ms` ago. */
const changedBefore = (ms: number) =>
  lte(shipments.statusChangedAt, sql`now() - ${ms} * interval '1 millisecond'`);

export interface FulfilmentRun {
  split: number;
  shipped: number;
  delivered: number;
}

/** One run of the job: delivers, ships and splits what is due (at most one batch each). */
export async function advanceFulfilment(db: Db, delays: FulfilmentDelays): Promise<FulfilmentRun> {
  const due = (status: 'processing' | 'shipped', ms: number) =>
    db
      .select({ id: shipments.id, carrier: shipments.carrier })
      .from(shipments)
      .where(and(eq(shipments.status, status), changedBefore(ms)))
      .orderBy(asc(shipments.statusChangedAt))
      .limit(FULFILMENT_BATCH);

  let delivered = 0;
  for (const { id } of await due('shipped', delays.deliverAfterMs)) {
    const rows = await db
      .update(shipments)
      .set({ status: 'delivered', deliveredAt: sql`now()`, statusChangedAt: sql`now()` })
      .where(and(eq(shipments.id, id), eq(shipments.status, 'shipped')))
      .returning({ id: shipments.id });
    delivered += rows.length;
  }

  let shipped = 0;
  for (const { id, carrier } of await due('processing', delays.shipAfterMs)) {
    const rows = await db
      .update(shipments)
      .set({
        status: 'shipped',
        trackingCode: trackingCode(carrier, randomDigit),
        dispatchedAt: sql`now()`,
        statusChangedAt: sql`now()`,
      })
      .where(and(eq(shipments.id, id), eq(shipments.status, 'processing')))
      .returning({ id: shipments.id });
    shipped += rows.length;
  }

  const placed = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.status, 'placed'),
        notExists(db.select({ id: shipments.id }).from(shipments).where(eq(shipments.orderId, orders.id))),
      ),
    )
    .orderBy(asc(orders.createdAt))
    .limit(FULFILMENT_BATCH);
  let split = 0;
  for (const { id } of placed) {
    if (await splitOrder(db, id)) split += 1;
  }
  return { split, shipped, delivered };
}

/** Runs the job now and then periodically; the returned function stops it and waits for a running run. */
export function startFulfilment(db: Db, options: FulfilmentOptions): () => Promise<void> {
  return startPeriodicJob('fulfilment', options.intervalMs, () => advanceFulfilment(db, options.delays));
}
