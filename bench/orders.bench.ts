// Orders on PostgreSQL (issue 16 item 5 "Bench"; spec shopping §4 "Summary submit", §7 "Submit cart").
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres pnpm bench:orders
//   options: --orders N (per case, default 200), --buyers N (concurrent buyers, default 20)
// Each order is a real submitCart through the API over HTTP (one transaction: price the cart, check it,
// take the stock, write order and lines, start the offline payment, new cart, confirmation mail), from a
// cart of its own holding one unit of one of as many products as there are buyers (each with stock for
// every order), so concurrent buyers buy different products and never queue on one stock row; the API's
// pool has a connection per buyer:
//   1. orders per second with 1 buyer,
//   2. orders per second with --buyers concurrent buyers,
//   3. submit p95 against the p95 of reading the cart (the same pricing without the writes), 1 buyer;
// and for each case where the CPU went (bench/cpuTime.ts): this process, the database's PostgreSQL
// backends, everything else on the machine, and the ceiling all cores put on the orders per second.
// Uses a fresh database (dropped afterwards) with a small seed; loopback only; stops by itself.
import { parseArgs } from 'node:util';
import {
  add,
  completeCheckout,
  itemsByColor,
  readCartAs,
  setStock,
  startTestApi,
  submit,
  testVisitorIds,
  update,
} from '@ranzen/api/testing';
import { CORES, type CpuSplit, measureCpu } from './cpuTime';

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    orders: { type: 'string', default: '200' },
    buyers: { type: 'string', default: '20' },
  },
});
const orderCount = Number(values.orders);
const buyers = Number(values.buyers);

if (!process.env.DATABASE_URL) {
  console.error('bench:orders needs DATABASE_URL (a PostgreSQL server; a fresh database is created).');
  process.exit(1);
}

const harness = await startTestApi({ seedProducts: 60, databasePoolSize: buyers + 5 });
const { db } = harness.api;
const database = new URL(harness.databaseUrl ?? process.env.DATABASE_URL).pathname.slice(1);

interface Buyer {
  userId: string;
  cartId: string;
}

/** `count` visitors, each with a ready cart of one unit of one of the products (round robin). */
async function readyCarts(count: number, itemIds: readonly string[]): Promise<Buyer[]> {
  const carts: Buyer[] = [];
  for (let index = 0; index < count; index += 1) {
    const { userId, cartId } = testVisitorIds.issue();
    const buyer = { userId, cartId };
    await update(harness, buyer, [add(itemIds[index % itemIds.length] as string, 1)], 'de', true);
    await completeCheckout(db, buyer);
    carts.push(buyer);
  }
  return carts;
}

const p95 = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.95))] ?? 0;
};

interface CaseResult {
  perSecond: number;
  p95Ms: number;
  cpu: CpuSplit;
}

/**
 * Runs `call` for every cart, `concurrency` buyers at a time. Buyer `w` takes the carts w, w +
 * concurrency, …: with as many products as buyers (readyCarts assigns them round robin), each buyer only
 * ever buys its own product, so two concurrent submits never meet on a stock row.
 */
async function run(
  carts: readonly Buyer[],
  concurrency: number,
  call: (buyer: Buyer) => Promise<unknown>,
): Promise<CaseResult> {
  const latencies: number[] = [];
  const stop = measureCpu(database);
  await Promise.all(
    Array.from({ length: concurrency }, async (_, lane) => {
      for (let index = lane; index < carts.length; index += concurrency) {
        const buyer = carts[index] as Buyer;
        const before = performance.now();
        await call(buyer);
        latencies.push(performance.now() - before);
      }
    }),
  );
  const cpu = stop();
  return { perSecond: carts.length / (cpu.wallMs / 1000), p95Ms: p95(latencies), cpu };
}

async function placeOrder(buyer: Buyer): Promise<void> {
  const result = await submit(harness, buyer);
  if (!result.successful) throw new Error(`submit refused: ${result.errorCode}`);
}

try {
  const items = (await itemsByColor(harness, 'green', 'de', buyers, 1000)).map((item) => item.itemId);
  if (items.length < buyers) throw new Error(`only ${items.length} products for ${buyers} buyers`);
  for (const itemId of items) await setStock(db, itemId, 10 * orderCount);
  await run(await readyCarts(20, items), 1, placeOrder);

  const single = await run(await readyCarts(orderCount, items), 1, placeOrder);
  const crowd = await run(await readyCarts(orderCount, items), buyers, placeOrder);
  const reads = await readyCarts(orderCount, items);
  const cartRead = await run(reads, 1, (buyer) => readCartAs(harness, buyer));
  const submits = await run(reads, 1, placeOrder);

  const format = (value: number) => value.toFixed(1);
  const perOrder = (ms: number | null) => (ms === null ? 'n/a' : format(ms / orderCount));
  // CPU per order: this process (API + bench client), the database's PostgreSQL backends, everything
  // else on the machine (other processes, PostgreSQL's background writers, the kernel); and how busy
  // all cores were. Without other load, "else" is mostly the WAL writer and the kernel's network work.
  const cpu = ({ cpu }: CaseResult) => {
    const others = cpu.machineBusyMs - cpu.processMs - (cpu.backendsMs ?? 0);
    return `CPU per order: process ${perOrder(cpu.processMs)} ms, PostgreSQL ${perOrder(cpu.backendsMs)} ms, else ${perOrder(others)} ms; machine ${format(cpu.machineBusy * 100)} % busy`;
  };
  console.log(
    `orders on PostgreSQL, ${orderCount} orders per case, ${items.length} products, ${CORES} cores`,
  );
  console.log(
    `  1 buyer:          ${format(single.perSecond)} orders/s, p95 ${format(single.p95Ms)} ms; ${cpu(single)}`,
  );
  console.log(
    `  ${buyers} buyers:        ${format(crowd.perSecond)} orders/s, p95 ${format(crowd.p95Ms)} ms; ${cpu(crowd)}`,
  );
  console.log(
    `  ratio:            ${format(crowd.perSecond / single.perSecond)}x the single buyer (target >= 5x)`,
  );
  // The most orders/s all cores could give, were they busy with nothing but this process and these
  // backends at the single buyer's CPU per order: the most concurrency can reach on this machine. The
  // crowd's share of it says whether anything but CPU (a lock, a pool, one connection) held it back.
  const ownCpuMs = single.cpu.processMs + (single.cpu.backendsMs ?? 0);
  if (ownCpuMs > 0 && single.cpu.backendsMs !== null) {
    const ceiling = (CORES * 1000 * orderCount) / ownCpuMs;
    console.log(
      `  CPU ceiling:      ${format(ceiling)} orders/s (${CORES} cores / CPU per order) = ${format(ceiling / single.perSecond)}x the single buyer; ${buyers} buyers reached ${format((100 * crowd.perSecond) / ceiling)} % of it`,
    );
  }
  console.log(`  submit p95:       ${format(submits.p95Ms)} ms`);
  console.log(
    `  cart read p95:    ${format(cartRead.p95Ms)} ms (submit = ${format(submits.p95Ms / cartRead.p95Ms)}x, target <= 4x)`,
  );
} finally {
  await harness.stop();
}
