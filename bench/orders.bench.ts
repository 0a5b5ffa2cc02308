// Orders on PostgreSQL (issue 16 item 5 "Bench"; spec shopping §4 "Summary submit", §7 "Submit cart").
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres pnpm bench:orders
//   options: --orders N (per case, default 200), --buyers N (concurrent buyers, default 20)
// Each order is a real submitCart through the API over HTTP (one transaction: price the cart, check it,
// take the stock, write order and lines, start the offline payment, new cart, confirmation mail), from a
// cart of its own holding one unit of one of several products, so buyers do not queue on one stock row:
//   1. orders per second with 1 buyer,
//   2. orders per second with --buyers concurrent buyers,
//   3. submit p95 against the p95 of reading the cart (the same pricing without the writes), 1 buyer.
// Uses a fresh database (dropped afterwards) with a small seed; loopback only; stops by itself.
import { parseArgs } from 'node:util';
import {
  add,
  completeCheckout,
  itemsByColor,
  readCartAs,
  startTestApi,
  submit,
  testVisitorIds,
  update,
} from '@ranzen/api/testing';

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

const harness = await startTestApi({ seedProducts: 60 });
const { db } = harness.api;

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

async function run(
  carts: readonly Buyer[],
  concurrency: number,
  call: (buyer: Buyer) => Promise<unknown>,
): Promise<{ perSecond: number; p95Ms: number }> {
  let next = 0;
  const latencies: number[] = [];
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < carts.length) {
        const buyer = carts[next];
        next += 1;
        if (!buyer) break;
        const before = performance.now();
        await call(buyer);
        latencies.push(performance.now() - before);
      }
    }),
  );
  return { perSecond: carts.length / ((performance.now() - started) / 1000), p95Ms: p95(latencies) };
}

async function placeOrder(buyer: Buyer): Promise<void> {
  const result = await submit(harness, buyer);
  if (!result.successful) throw new Error(`submit refused: ${result.errorCode}`);
}

try {
  const items = (await itemsByColor(harness, 'green', 'de', 10, 1000)).map((item) => item.itemId);
  await run(await readyCarts(20, items), 1, placeOrder);

  const single = await run(await readyCarts(orderCount, items), 1, placeOrder);
  const crowd = await run(await readyCarts(orderCount, items), buyers, placeOrder);
  const reads = await readyCarts(orderCount, items);
  const cartRead = await run(reads, 1, (buyer) => readCartAs(harness, buyer));
  const submits = await run(reads, 1, placeOrder);

  const format = (value: number) => value.toFixed(1);
  console.log(`orders on PostgreSQL, ${orderCount} orders per case, ${items.length} products`);
  console.log(`  1 buyer:          ${format(single.perSecond)} orders/s (p95 ${format(single.p95Ms)} ms)`);
  console.log(
    `  ${buyers} buyers:        ${format(crowd.perSecond)} orders/s (p95 ${format(crowd.p95Ms)} ms)`,
  );
  console.log(`  submit p95:       ${format(submits.p95Ms)} ms`);
  console.log(
    `  cart read p95:    ${format(cartRead.p95Ms)} ms (submit = ${format(submits.p95Ms / cartRead.p95Ms)}x)`,
  );
} finally {
  await harness.stop();
}
