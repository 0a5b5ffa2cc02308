// Add-all-to-cart of a wish list (issue 19 "Benchmark"; spec shopping §4 add-all-to-cart from a teaser list).
//   pnpm bench:wishlist   options: --entries N (the list, default 60), --requests N (per case, default 100)
// Each round starts two new visitors with empty carts and, taking turns, times
//   1. a single add-to-cart (updateCart with one addPosition, the cart in the answer, as the storefront asks),
//   2. addWishlistToCart of a teaser list of --entries entries (one unit each, distinct products), the cart
//      in the answer with the same fields.
// Target: p95 of 2. at most 5x the p95 of 1. PGlite by default, PostgreSQL when DATABASE_URL is set.
import { parseArgs } from 'node:util';
import { add, CART_FIELDS, createTeaserList, query, startTestApi, update } from '@ranzen/api/testing';

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    entries: { type: 'string', default: '60' },
    requests: { type: 'string', default: '100' },
  },
});
const entries = Number(values.entries);
const requests = Number(values.requests);
const TARGET_RATIO = 5;

const harness = await startTestApi({ seedProducts: 300, fulfilment: false });

const p95 = (samples: number[]): number => {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.95))] ?? 0;
};
const p50 = (samples: number[]): number =>
  [...samples].sort((a, b) => a - b)[Math.floor(samples.length / 2)] ?? 0;

async function timed(call: () => Promise<unknown>): Promise<number> {
  const before = performance.now();
  await call();
  return performance.now() - before;
}

interface Visitor {
  userId: string;
  cartId: string;
}

let address = 0;
async function newVisitor(): Promise<Visitor & { clientAddress: string }> {
  address += 1;
  const clientAddress = `198.18.${Math.floor(address / 250)}.${(address % 250) + 1}`;
  const { shopInit } = await query<{ shopInit: Visitor }>(
    harness,
    'mutation { shopInit { userId cartId } }',
    {},
    {
      clientAddress,
    },
  );
  return { ...shopInit, clientAddress };
}

const ADD_ALL = `mutation($id: ID!, $cartId: ID!) { addWishlistToCart(externalId: $id, cartId: $cartId) {
  successful errorMessage successfullyAdded { entryId } cart { ${CART_FIELDS} } } }`;

try {
  const { externalId: listId, itemIds } = await createTeaserList(harness.api.db, 'bench-add-all', entries);
  const itemId = itemIds[0] ?? '';

  async function single(): Promise<number> {
    const visitor = await newVisitor();
    return timed(async () => {
      const result = await update(harness, visitor, [add(itemId, 1)]);
      if (!result.successful) throw new Error(`add-to-cart failed: ${result.errorMessage}`);
    });
  }

  async function addAll(): Promise<number> {
    const visitor = await newVisitor();
    return timed(async () => {
      const { addWishlistToCart: result } = await query<{
        addWishlistToCart: { successful: boolean; errorMessage: string | null; successfullyAdded: unknown[] };
      }>(harness, ADD_ALL, { id: listId, cartId: visitor.cartId }, visitor);
      if (!result.successful || result.successfullyAdded.length !== entries) {
        throw new Error(`add-all-to-cart failed: ${result.errorMessage}`);
      }
    });
  }

  for (let warm = 0; warm < 10; warm += 1) {
    await single();
    await addAll();
  }
  const singles: number[] = [];
  const alls: number[] = [];
  for (let round = 0; round < requests; round += 1) {
    singles.push(await single());
    alls.push(await addAll());
  }
  const ratio = p95(alls) / p95(singles);
  const format = (ms: number) => `${ms.toFixed(1)} ms`;
  console.log(`add-all-to-cart of ${entries} entries against one add-to-cart, ${requests} rounds`);
  console.log(`  single add-to-cart:     p50 ${format(p50(singles))}, p95 ${format(p95(singles))}`);
  console.log(`  add-all (${entries} entries): p50 ${format(p50(alls))}, p95 ${format(p95(alls))}`);
  console.log(
    `  p95 ratio ${ratio.toFixed(2)}x (target at most ${TARGET_RATIO}x): ${ratio <= TARGET_RATIO ? 'met' : 'NOT met'}`,
  );
} finally {
  await harness.stop();
}
