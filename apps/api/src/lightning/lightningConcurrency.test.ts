// 1,000 buyers, 100 units (issue 6 "Tests"; spec shopping §4 "Lightning deals"): concurrent reservation
// attempts from distinct carts through the real API on PostgreSQL, where requests really overlap. Runs
// when DATABASE_URL is set (CI sets it); PGlite has a single connection, so it would prove nothing here.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  add,
  itemsByColor,
  nextClientAddress,
  type Session,
  type UpdateResult,
  update,
} from '../cart/cartTestClient';
import type { Db } from '../db/client';
import { lightningReservations } from '../db/schema';
import { startTestApi, type TestApi, testVisitorIds } from '../testing/testApi';
import { createDeal, dealStock, expireReservations, type TestDeal } from './lightningTestSupport';

const BUYERS = 1000;
const UNITS = 100;

/**
 * Distinct visitors as shop init issues them (their rows are written by their first cart update), each at
 * an address of its own: this race is about stock, the fair share has its own tests.
 */
function createSessions(count: number): Session[] {
  return Array.from({ length: count }, () => {
    const { userId, cartId } = testVisitorIds.issue();
    return { userId, cartId, clientAddress: nextClientAddress() };
  });
}

/** Samples the deal's remaining units while buyers race; returns the lowest value seen. */
function watchRemaining(db: Db, dealId: number): { stop(): Promise<number> } {
  let lowest = Number.POSITIVE_INFINITY;
  let running = true;
  const loop = (async () => {
    while (running) {
      const stock = await dealStock(db, dealId);
      lowest = Math.min(lowest, stock.units - stock.reserved);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  })();
  return {
    /** Idempotent: also called when the race fails, before the pool closes. */
    async stop() {
      running = false;
      await loop;
      return lowest;
    },
  };
}

describe.runIf(Boolean(process.env.DATABASE_URL))(
  'lightning deal under 1,000 concurrent buyers (needs PostgreSQL: DATABASE_URL)',
  () => {
    let harness: TestApi;
    let deal: TestDeal;

    beforeAll(async () => {
      harness = await startTestApi({ seedProducts: 60 });
      const [item] = await itemsByColor(harness, 'green', 'de', 1, 1000);
      if (!item) throw new Error('seed has no item in stock');
      deal = await createDeal(harness.api.db, item.itemId, { units: UNITS, quantityMax: 1 });
    }, 120_000);

    afterAll(async () => {
      await harness?.stop();
    });

    async function race(sessions: readonly Session[]): Promise<UpdateResult[]> {
      return Promise.all(
        sessions.map((session) => update(harness, session, [add(deal.itemId, 1)], 'de', true)),
      );
    }

    it('reserves exactly the 100 units, never below zero, and frees them again after expiry', async () => {
      const db = harness.api.db;
      const buyers = createSessions(BUYERS);
      const watcher = watchRemaining(db, deal.id);
      const results = await race(buyers).finally(() => watcher.stop());
      const lowest = await watcher.stop();

      // Everybody's add succeeds; exactly 100 get the deal price, the others the normal price.
      expect(results.every((result) => result.successful)).toBe(true);
      const atDealPrice = results.filter((result) => result.addedPositions[0]?.quantityLightning === 1);
      expect(atDealPrice).toHaveLength(UNITS);
      expect(results.filter((result) => result.addedPositions[0]?.quantityNormal === 1)).toHaveLength(
        BUYERS - UNITS,
      );
      expect(lowest).toBeGreaterThanOrEqual(0);
      // Reserved units equal the live reservation rows (one unit each).
      expect(await dealStock(db, deal.id)).toEqual({
        units: UNITS,
        reserved: UNITS,
        unreleased: UNITS,
        live: UNITS,
        liveRows: UNITS,
      });

      // After expiry the units are available again: the next wave of buyers gets exactly 100 once more.
      await expireReservations(db, deal.id);
      expect((await dealStock(db, deal.id)).live).toBe(0);
      const nextWave = createSessions(2 * UNITS);
      const again = await race(nextWave);
      expect(again.every((result) => result.successful)).toBe(true);
      expect(again.filter((result) => result.addedPositions[0]?.quantityLightning === 1)).toHaveLength(UNITS);
      expect(await dealStock(db, deal.id)).toEqual({
        units: UNITS,
        reserved: UNITS,
        unreleased: UNITS,
        live: UNITS,
        liveRows: UNITS,
      });
      const released = await db
        .select({ id: lightningReservations.id })
        .from(lightningReservations)
        .where(eq(lightningReservations.released, true));
      expect(released).toHaveLength(UNITS);
    }, 180_000);
  },
);
