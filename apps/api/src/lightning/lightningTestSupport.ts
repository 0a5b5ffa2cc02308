// Test support for lightning deals: creates deals on seed items and ages reservations with SQL, so tests
// control units and time without waiting 15 minutes.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { lightningDeals, lightningReservations } from '../db/schema';

export interface TestDeal {
  id: number;
  itemId: string;
  priceCents: number;
}

export async function createDeal(
  db: Db,
  itemId: string,
  options: { units: number; quantityMax: number; priceCents?: number },
): Promise<TestDeal> {
  const priceCents = options.priceCents ?? 99;
  const [deal] = await db
    .insert(lightningDeals)
    .values({
      itemId,
      priceCents,
      startsAt: new Date(Date.now() - 3_600_000),
      endsAt: new Date(Date.now() + 86_400_000),
      quantityMax: options.quantityMax,
      units: options.units,
    })
    .returning({ id: lightningDeals.id });
  if (!deal) throw new Error('deal not created');
  return { id: deal.id, itemId, priceCents };
}

/** Lets every reservation of the deal run out (as if its 15 minutes had passed). */
export async function expireReservations(db: Db, dealId: number): Promise<void> {
  await db
    .update(lightningReservations)
    .set({ expiresAt: sql`now() - interval '1 second'` })
    .where(eq(lightningReservations.dealId, dealId));
}

export interface DealStock {
  units: number;
  reserved: number;
  /** Sum of quantities of unreleased reservations. */
  unreleased: number;
  /** Sum of quantities of live (unreleased, unexpired) reservations. */
  live: number;
  liveRows: number;
}

export async function dealStock(db: Db, dealId: number): Promise<DealStock> {
  const [deal] = await db
    .select({ units: lightningDeals.units, reserved: lightningDeals.quantityReserved })
    .from(lightningDeals)
    .where(eq(lightningDeals.id, dealId));
  const [rows] = await db
    .select({
      unreleased: sql<number>`coalesce(sum(quantity) FILTER (WHERE NOT released), 0)`.mapWith(Number),
      live: sql<number>`coalesce(sum(quantity) FILTER (WHERE NOT released AND expires_at > now()), 0)`.mapWith(
        Number,
      ),
      liveRows:
        sql<number>`count(*) FILTER (WHERE NOT released AND expires_at > now() AND quantity > 0)`.mapWith(
          Number,
        ),
    })
    .from(lightningReservations)
    .where(eq(lightningReservations.dealId, dealId));
  if (!deal || !rows) throw new Error('deal not found');
  return { units: deal.units, reserved: deal.reserved, ...rows };
}
