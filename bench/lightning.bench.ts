// Lightning deal reservations on PostgreSQL (issue 6 "Benchmark"; spec shopping §4 "Lightning deals").
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres pnpm bench:lightning
//   options: --attempts N (per case, default 600), --buyers N (concurrent buyers, default 50)
// Measures the reservation step of add-to-cart exactly as the cart service runs it (one transaction:
// fairShareRoom = lock of the deal row and the sums of the visitor's and the address's holdings, takeUnits =
// read + conditional atomic UPDATE of the deal row, then holdUnits = upsert of the cart's reservation row),
// each attempt from a distinct cart and client address:
//   1. reservations per second with 1 buyer,
//   2. reservations per second with --buyers concurrent buyers on the same deal (target: >= 50 % of 1.),
//   3. latency of a sold-out answer against a successful reservation, 1 buyer (target: >= 5x faster).
// Uses a fresh database (dropped afterwards) with a small seed; loopback only; stops by itself.
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import {
  carts,
  createDeal,
  fairShareRoom,
  holdUnits,
  openDatabase,
  startTestApi,
  takeUnits,
  users,
} from '@ranzen/api/testing';

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    attempts: { type: 'string', default: '600' },
    buyers: { type: 'string', default: '50' },
  },
});
const attempts = Number(values.attempts);
const buyers = Number(values.buyers);

if (!process.env.DATABASE_URL) {
  console.error('bench:lightning needs DATABASE_URL (a PostgreSQL server; a fresh database is created).');
  process.exit(1);
}

const harness = await startTestApi({ seedProducts: 60 });
// One connection per buyer (plus headroom), so the database really sees the buyers at the same time.
const database = await openDatabase({
  dataDir: harness.dataDir,
  databaseUrl: harness.databaseUrl,
  poolSize: buyers + 5,
});
const { db } = database;

async function createCarts(count: number): Promise<string[]> {
  const rows = Array.from({ length: count }, () => ({ userId: randomUUID(), cartId: randomUUID() }));
  for (let start = 0; start < rows.length; start += 1000) {
    const chunk = rows.slice(start, start + 1000);
    await db.insert(users).values(chunk.map((row) => ({ id: row.userId })));
    await db.insert(carts).values(chunk.map((row) => ({ id: row.cartId, userId: row.userId })));
  }
  return rows.map((row) => row.cartId);
}

/** One add-to-cart reservation of one unit; returns the units granted (0 = sold out). */
function reserve(cartId: string, dealId: number): Promise<number> {
  return db.transaction(async (tx) => {
    // Every buyer at an address of its own (the cart id stands in for it): the fair share never binds here.
    const reserver = { cartId, clientAddress: cartId };
    const granted = await takeUnits(tx, dealId, Math.min(1, await fairShareRoom(tx, dealId, reserver, 0)));
    if (granted > 0) await holdUnits(tx, reserver, dealId, granted);
    return granted;
  });
}

interface Run {
  perSecond: number;
  meanMs: number;
  granted: number;
}

async function run(dealId: number, cartIds: readonly string[], concurrency: number): Promise<Run> {
  let next = 0;
  let granted = 0;
  const latencies: number[] = [];
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < cartIds.length) {
        const cartId = cartIds[next];
        next += 1;
        if (!cartId) break;
        const before = performance.now();
        const got = await reserve(cartId, dealId);
        granted += got;
        latencies.push(performance.now() - before);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const meanMs = latencies.reduce((sum, ms) => sum + ms, 0) / latencies.length;
  return { perSecond: cartIds.length / seconds, meanMs, granted };
}

try {
  const item = '100002-01';
  const plenty = await createDeal(db, item, { units: 10 * attempts, quantityMax: 1 });
  const warmUp = await createCarts(50);
  await run(plenty.id, warmUp, 1);

  const single = await run(plenty.id, await createCarts(attempts), 1);
  const crowd = await run(plenty.id, await createCarts(attempts), buyers);
  if (single.granted !== attempts || crowd.granted !== attempts) {
    throw new Error(`a reservation was refused: ${single.granted}, ${crowd.granted} of ${attempts}`);
  }

  const soldOutDeal = await createDeal(db, '100004-01', { units: 1, quantityMax: 1 });
  await run(soldOutDeal.id, await createCarts(1), 1);
  const soldOut = await run(soldOutDeal.id, await createCarts(attempts), 1);
  if (soldOut.granted !== 0) throw new Error('a sold-out deal granted units');

  const format = (value: number) => value.toFixed(1);
  console.log(`lightning reservations on PostgreSQL, ${attempts} attempts per case`);
  console.log(
    `  1 buyer:            ${format(single.perSecond)} reservations/s (mean ${format(single.meanMs)} ms)`,
  );
  console.log(
    `  ${buyers} buyers, one deal: ${format(crowd.perSecond)} reservations/s (mean ${format(crowd.meanMs)} ms) = ${format((100 * crowd.perSecond) / single.perSecond)} % of 1 buyer (target >= 50 %)`,
  );
  console.log(
    `  sold-out answer:    mean ${format(soldOut.meanMs)} ms vs ${format(single.meanMs)} ms for a reservation = ${format(single.meanMs / soldOut.meanMs)}x faster (target >= 5x)`,
  );
} finally {
  await database.close();
  await harness.stop();
}
