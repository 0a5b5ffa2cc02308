// Catalogue read cost of the shop API, as ratios against a trivial GraphQL query (`ping`) measured in
// the same process on the same server, so the numbers compare across machines (DESIGN §5, §6).
//   pnpm bench                      2,000 products (the demo seed)
//   pnpm bench -- --products 100000 the scale the seed supports for benchmarks (first run seeds ~2 min)
// Loopback only; bounded request counts; stops by itself.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { fetchToken, startApi, TEST_SECRETS } from '@ranzen/api/testing';

const { values } = parseArgs({
  // `pnpm bench -- --products N` passes the separator through.
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    products: { type: 'string', default: '2000' },
    requests: { type: 'string', default: '200' },
    'data-dir': { type: 'string' },
  },
});
const products = Number(values.products);
const requests = Number(values.requests);

interface Case {
  readonly name: string;
  readonly query: string;
  readonly variables?: Record<string, unknown>;
}

const dataDir = values['data-dir'] ?? (await mkdtemp(join(tmpdir(), 'ranzen-bench-')));
const api = await startApi({
  port: 0,
  dataDir,
  seedProducts: products,
  eagerImageFormats: [],
  auth: TEST_SECRETS,
});
const token = await fetchToken(api.url);

async function graphql({ query, variables }: Case): Promise<void> {
  const response = await fetch(`${api.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'x-shop-store': 'de' },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { errors?: unknown };
  if (!response.ok || body.errors) throw new Error(`bench query failed: ${JSON.stringify(body)}`);
}

async function measure(benchCase: Case): Promise<{ p50: number; p95: number }> {
  for (let i = 0; i < 20; i += 1) await graphql(benchCase); // warm-up
  const times: number[] = [];
  for (let i = 0; i < requests; i += 1) {
    const started = performance.now();
    await graphql(benchCase);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
  return { p50: at(0.5), p95: at(0.95) };
}

const card = '{ id name url price { currentPrice { stringValue } } image { src width height } }';
const cases: Case[] = [
  { name: 'baseline: ping', query: '{ ping }' },
  {
    name: 'home page details',
    query: '{ pageDetails(url: "/") { pageType rows { id cells { id html } } } }',
  },
  {
    name: 'category page 1 (60 cards, largest top category)',
    query: `{ categoryProducts(coreCategoryId: "1", paging: { offset: 0, limit: 60 }) { totalCount products ${card} } }`,
  },
  {
    name: 'category last page, sorted by price',
    query: `{ categoryProducts(coreCategoryId: "1", paging: { offset: ${Math.max(0, Math.floor(products / 10) - 60)}, limit: 60 }, sortBy: "price-asc") { totalCount products ${card} } }`,
  },
  {
    name: 'product detail',
    query:
      '{ product(productId: "100007") { name prices { price { stringValue } } items { itemId } accessories { id } } }',
  },
];

const results = [];
for (const benchCase of cases) results.push({ name: benchCase.name, ...(await measure(benchCase)) });
const baseline = results[0]?.p50 ?? 1;
console.log(`\nShop API catalogue reads, ${products} products, ${requests} sequential requests each`);
console.table(
  results.map((r) => ({
    case: r.name,
    'p50 ms': r.p50.toFixed(2),
    'p95 ms': r.p95.toFixed(2),
    'p50 / baseline': (r.p50 / baseline).toFixed(1),
  })),
);

await api.close();
if (!values['data-dir']) await rm(dataDir, { recursive: true, force: true });
