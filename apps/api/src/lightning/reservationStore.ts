// Lightning deal stock in the database (spec shopping §4 "Lightning deals"; issue 6 item 5).
//
// The guarantee "stock never below zero, a reservation never exceeds the remaining units" is PostgreSQL's,
// not the application's: every change of lightning_deals.quantity_reserved is ONE conditional UPDATE
// (`... WHERE quantity_reserved + n <= units`), and a CHECK constraint rejects anything else. Readers may
// see stale numbers; they only decide how much to ask for, never whether the write is allowed.
//
// Invariant: quantity_reserved = sum(quantity) of the deal's unreleased reservations. Expired reservations
// are released lazily, inside the transaction of the next reservation attempt that finds too few units
// (SKIP LOCKED: rows another transaction is already releasing or renewing are left to it).
//
// Every function takes the caller's transaction (a transaction is a Db), so the reservation, the cart
// position and the counter commit or roll back together.
import { randomUUID } from 'node:crypto';
import { and, asc, eq, gt, lte, type SQL, sql } from 'drizzle-orm';
import { type Db, resultRows } from '../db/client';
import { lightningDeals, lightningReservations } from '../db/schema';
import { dealsSwitchedOn } from './dealSwitch';
import { LIGHTNING_RESERVATION_TTL_MS } from './lightningRules';

/** Optimistic attempts per reservation; each failed attempt means another buyer got units meanwhile. */
const MAX_RESERVE_ATTEMPTS = 8;

const running: SQL = and(
  lte(lightningDeals.startsAt, sql`now()`),
  gt(lightningDeals.endsAt, sql`now()`),
  dealsSwitchedOn,
) as SQL;

const TTL = `${LIGHTNING_RESERVATION_TTL_MS} milliseconds`;

/** Who reserves: the cart (its owner is the visitor) and the client address of the request. */
export interface Reserver {
  readonly cartId: string;
  readonly clientAddress: string;
}

/** Whether expired reservations of the deal (in a query on lightning_deals) could give units back. */
const releasable = sql<boolean>`EXISTS (SELECT 1 FROM lightning_reservations r
  WHERE r.deal_id = lightning_deals.id AND NOT r.released AND r.expires_at <= now())`;

/** Whether the running deal could grant a unit now: units left, or expired reservations to release. */
export async function hasUnitsToGive(db: Db, dealId: number): Promise<boolean> {
  const [deal] = await db
    .select({ units: lightningDeals.units, reserved: lightningDeals.quantityReserved, releasable })
    .from(lightningDeals)
    .where(and(eq(lightningDeals.id, dealId), running));
  return deal !== undefined && (deal.units > deal.reserved || deal.releasable);
}

/** Expiry of a reservation of the deal made or renewed now: one lifetime, never past the deal's end. */
export function reservationExpiry(dealId: SQL | number): SQL {
  return sql`(SELECT least(now() + ${TTL}::interval, d.ends_at) FROM lightning_deals d WHERE d.id = ${dealId})`;
}

/**
 * Releases the deal's expired reservations and gives their units back, in one statement.
 * Returns the number of units released.
 */
export async function releaseExpired(db: Db, dealId: number): Promise<number> {
  const result = await db.execute(sql`
    WITH expired AS (
      SELECT id FROM lightning_reservations
      WHERE deal_id = ${dealId} AND NOT released AND expires_at <= now()
      FOR UPDATE SKIP LOCKED
    ), released AS (
      UPDATE lightning_reservations r SET released = true
      FROM expired WHERE r.id = expired.id
      RETURNING r.quantity
    ), total AS (
      SELECT coalesce(sum(quantity), 0)::int AS units FROM released
    )
    UPDATE lightning_deals SET quantity_reserved = quantity_reserved - total.units
    FROM total WHERE lightning_deals.id = ${dealId} AND total.units > 0
    RETURNING total.units AS units`);
  return Number(resultRows(result)[0]?.units ?? 0);
}

/**
 * Takes up to `wanted` units of a running deal for the caller's transaction and returns how many it got
 * (0 when sold out or the deal is not running). Only the conditional UPDATE decides; the read before it
 * just picks the amount to ask for.
 */
export async function takeUnits(db: Db, dealId: number, wanted: number): Promise<number> {
  if (wanted <= 0) return 0;
  let releasedExpired = false;
  for (let attempt = 0; attempt < MAX_RESERVE_ATTEMPTS; attempt += 1) {
    const [deal] = await db
      .select({
        units: lightningDeals.units,
        reserved: lightningDeals.quantityReserved,
        // Whether expired reservations could give units back; false keeps a sold-out answer to this one read.
        releasable,
      })
      .from(lightningDeals)
      .where(and(eq(lightningDeals.id, dealId), running));
    if (!deal) return 0;
    const remaining = deal.units - deal.reserved;
    if (remaining < wanted && deal.releasable && !releasedExpired) {
      releasedExpired = true;
      if ((await releaseExpired(db, dealId)) > 0) continue;
    }
    const granted = Math.min(wanted, remaining);
    if (granted <= 0) return 0;
    const taken = await db
      .update(lightningDeals)
      .set({ quantityReserved: sql`${lightningDeals.quantityReserved} + ${granted}` })
      .where(
        and(
          eq(lightningDeals.id, dealId),
          running,
          sql`${lightningDeals.quantityReserved} + ${granted} <= ${lightningDeals.units}`,
        ),
      )
      .returning({ id: lightningDeals.id });
    if (taken.length > 0) return granted;
  }
  return 0;
}

/** Gives units back to the deal (the caller has just removed them from an unreleased reservation). */
async function returnUnits(db: Db, dealId: number, units: number): Promise<void> {
  if (units <= 0) return;
  await db
    .update(lightningDeals)
    .set({ quantityReserved: sql`${lightningDeals.quantityReserved} - ${units}` })
    .where(and(eq(lightningDeals.id, dealId), sql`${lightningDeals.quantityReserved} >= ${units}`));
}

/**
 * Adds units the caller has taken to the cart's reservation of the deal and renews its expiry; the reservation
 * counts for the reserver's client address from now on. A released reservation starts again from the new
 * units. Returns the reservation's unreleased quantity.
 */
export async function holdUnits(db: Db, reserver: Reserver, dealId: number, units: number): Promise<number> {
  const [row] = await db
    .insert(lightningReservations)
    .values({
      id: randomUUID(),
      cartId: reserver.cartId,
      dealId,
      quantity: units,
      expiresAt: reservationExpiry(dealId),
      clientAddress: reserver.clientAddress,
    })
    .onConflictDoUpdate({
      target: [lightningReservations.cartId, lightningReservations.dealId],
      set: {
        quantity: sql`CASE WHEN lightning_reservations.released THEN excluded.quantity ELSE lightning_reservations.quantity + excluded.quantity END`,
        expiresAt: sql`excluded.expires_at`,
        clientAddress: sql`excluded.client_address`,
        released: false,
        extended: sql`CASE WHEN lightning_reservations.released THEN false ELSE lightning_reservations.extended END`,
      },
    })
    .returning({ quantity: lightningReservations.quantity });
  return row?.quantity ?? units;
}

/**
 * Takes `units` off the cart's unreleased reservation of the deal (all of it when units >= its quantity)
 * and gives them back to the deal. Returns the units actually given back.
 */
export async function releaseUnits(db: Db, cartId: string, dealId: number, units: number): Promise<number> {
  const [before] = await db
    .select({ quantity: lightningReservations.quantity })
    .from(lightningReservations)
    .where(
      and(
        eq(lightningReservations.cartId, cartId),
        eq(lightningReservations.dealId, dealId),
        eq(lightningReservations.released, false),
      ),
    )
    .for('update');
  if (!before || units <= 0) return 0;
  const given = Math.min(units, before.quantity);
  const left = before.quantity - given;
  await db
    .update(lightningReservations)
    .set({ quantity: left, released: left === 0 })
    .where(and(eq(lightningReservations.cartId, cartId), eq(lightningReservations.dealId, dealId)));
  await returnUnits(db, dealId, given);
  return given;
}

/**
 * The cart's live reservation of the deal becomes sold units (orders/submitCart.ts): it keeps `units` of
 * them, held until the deal ends so that quantity_reserved goes on counting them and nobody buys them
 * again, remembers the expiry they had (reserved_until, for carryReservation), and gives any rest back.
 * Returns false when there was no live reservation to consume.
 */
export async function consumeUnits(db: Db, cartId: string, dealId: number, units: number): Promise<boolean> {
  const [before] = await db
    .select({ quantity: lightningReservations.quantity })
    .from(lightningReservations)
    .where(
      and(
        eq(lightningReservations.cartId, cartId),
        eq(lightningReservations.dealId, dealId),
        eq(lightningReservations.released, false),
        gt(lightningReservations.expiresAt, sql`now()`),
      ),
    )
    .for('update');
  if (!before || units > before.quantity) return false;
  await releaseUnits(db, cartId, dealId, before.quantity - units);
  await db
    .update(lightningReservations)
    .set({
      // Every SET sees the row as it was: reserved_until takes the expiry before this update.
      reservedUntil: sql`${lightningReservations.expiresAt}`,
      expiresAt: sql`(SELECT d.ends_at FROM lightning_deals d WHERE d.id = ${dealId})`,
    })
    .where(and(eq(lightningReservations.cartId, cartId), eq(lightningReservations.dealId, dealId)));
  return true;
}

/**
 * Undoes consumeUnits for a failed payment (orders/releaseOrder.ts): the sold units of `fromCartId` move,
 * still reserved, to `toCartId` until the expiry they had before the submit, when that lies ahead (the
 * deal then still runs) and `toCartId` holds no reservation of the deal of its own. The units never leave the
 * deal's count, so no other buyer can take them meanwhile. Returns the units carried (0: nothing moved).
 */
export async function carryReservation(
  db: Db,
  fromCartId: string,
  toCartId: string,
  dealId: number,
): Promise<number> {
  const [own] = await db
    .select({ released: lightningReservations.released })
    .from(lightningReservations)
    .where(and(eq(lightningReservations.cartId, toCartId), eq(lightningReservations.dealId, dealId)))
    .for('update');
  if (own && !own.released) return 0;
  const sold = and(
    eq(lightningReservations.cartId, fromCartId),
    eq(lightningReservations.dealId, dealId),
    eq(lightningReservations.released, false),
    // Never past the deal's end (reservationExpiry), so the deal still runs.
    gt(lightningReservations.reservedUntil, sql`now()`),
  );
  const [carryable] = await db
    .select({ quantity: lightningReservations.quantity })
    .from(lightningReservations)
    .where(sold)
    .for('update');
  if (!carryable) return 0;
  // A released reservation of the target cart is history: the carried one takes its place (one per cart and deal).
  if (own) {
    await db
      .delete(lightningReservations)
      .where(and(eq(lightningReservations.cartId, toCartId), eq(lightningReservations.dealId, dealId)));
  }
  await db
    .update(lightningReservations)
    .set({
      cartId: toCartId,
      expiresAt: sql`${lightningReservations.reservedUntil}`,
      reservedUntil: null,
    })
    .where(sold);
  return carryable.quantity;
}

/** The target cart's unreleased reservation of a deal's item after a merge (mergeReservations). */
export interface MergedReservation {
  readonly itemId: string;
  readonly quantity: number;
}

/**
 * A cart merge (the login's, shopping §4 "carts are merged on login"): the unreleased reservations of
 * `fromCartId` join `toCartId`, deal by deal, so that no unit stays held by the emptied cart and none is
 * counted twice:
 * - the target holds no unreleased reservation of the deal, or an expired one (its units go back to the
 *   deal first): the incoming reservation moves as it is (units, expiry, extension), as when a whole cart
 *   changes hands;
 * - both are live: the target's takes the incoming units up to the deal's per-cart maximum
 *   (lightningQuantityMax), keeps the earlier expiry (no unit is held longer than it was granted) and is
 *   extended when either was (one extension per unit); the rest goes back to the deal;
 * - the incoming one has expired and the target's is live: the incoming units go back to the deal.
 * The caller holds both carts' row locks. Returns, per deal, the target's reservation afterwards.
 */
export async function mergeReservations(
  db: Db,
  fromCartId: string,
  toCartId: string,
): Promise<MergedReservation[]> {
  const live = sql<boolean>`(lightning_reservations.expires_at > now())`;
  const of = (cartId: string, dealId: number) =>
    and(eq(lightningReservations.cartId, cartId), eq(lightningReservations.dealId, dealId));
  const incoming = await db
    .select({
      dealId: lightningReservations.dealId,
      quantity: lightningReservations.quantity,
      extended: lightningReservations.extended,
      live,
      itemId: lightningDeals.itemId,
      quantityMax: lightningDeals.quantityMax,
    })
    .from(lightningReservations)
    .innerJoin(lightningDeals, eq(lightningDeals.id, lightningReservations.dealId))
    .where(and(eq(lightningReservations.cartId, fromCartId), eq(lightningReservations.released, false)))
    .orderBy(asc(lightningReservations.dealId))
    .for('update', { of: lightningReservations });
  const merged: MergedReservation[] = [];
  for (const reservation of incoming) {
    const { dealId, itemId } = reservation;
    const [own] = await db
      .select({
        quantity: lightningReservations.quantity,
        released: lightningReservations.released,
        extended: lightningReservations.extended,
        live,
      })
      .from(lightningReservations)
      .where(of(toCartId, dealId))
      .for('update');
    if (own && !own.released && own.live) {
      const joined = reservation.live
        ? Math.min(reservation.quantity, Math.max(0, reservation.quantityMax - own.quantity))
        : 0;
      if (joined > 0) {
        await db
          .update(lightningReservations)
          .set({
            quantity: own.quantity + joined,
            expiresAt: sql`least(${lightningReservations.expiresAt}, (SELECT r.expires_at FROM lightning_reservations r
              WHERE r.cart_id = ${fromCartId} AND r.deal_id = ${dealId}))`,
            extended: own.extended || reservation.extended,
          })
          .where(of(toCartId, dealId));
      }
      // The joined units stay counted in the deal (they are the target's now); the rest goes back.
      await db
        .update(lightningReservations)
        .set({ quantity: 0, released: true })
        .where(of(fromCartId, dealId));
      await returnUnits(db, dealId, reservation.quantity - joined);
      merged.push({ itemId, quantity: own.quantity + joined });
      continue;
    }
    if (own) {
      if (!own.released) await releaseUnits(db, toCartId, dealId, own.quantity);
      // A released reservation of the target is history: the incoming one takes its place (one per cart and deal).
      await db.delete(lightningReservations).where(of(toCartId, dealId));
    }
    await db.update(lightningReservations).set({ cartId: toCartId }).where(of(fromCartId, dealId));
    merged.push({ itemId, quantity: reservation.quantity });
  }
  return merged;
}
