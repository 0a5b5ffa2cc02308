// Server rendering against static serving (issue 22 item 5): home, category and product pages of the
// German consumer storefront against a plain node:http server sending the very same HTML, and the API's
// GraphQL category listing (60 cards with facets) against a plain server sending the very same JSON.
// The shop runs as `pnpm start` runs it (scripts/shop.mjs: the API and the built storefronts, each in a
// process of its own), the plain server in another, autocannon in this one; each pair is measured back to
// back and the pairs alternate, so both sides see the same machine. Cold is the first request of each of
// the category's product pages after the start (neither the API's response cache nor the storefront's
// page cache holds them), warm the same pages again. With DATABASE_URL and REDIS_URL a third run starts
// two APIs and two storefronts on that database and Redis (each storefront on its own API): cold on the
// first storefront, warm on the second (what the first kept, it answers), the load spread over both.
//   pnpm build && pnpm bench:ssr                       400 products, PGlite (and PostgreSQL with DATABASE_URL,
//                                                      2 x 2 instances with REDIS_URL too)
//   pnpm bench:ssr -- --seconds 10 --rounds 3          longer runs
//   pnpm bench:ssr -- --smoke                          60 products, PGlite, 1 s each: a few seconds once started
// The seed is kept in --data-dir (default .data/bench-ssr-<products>) and the PostgreSQL database
// ranzen_bench_ssr_<products>, so later runs start without seeding.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import {
  ensureDatabase,
  fetchToken,
  openDatabase,
  raiseCatalogueVersion,
  TEST_SECRETS,
} from '@ranzen/api/testing';
import { CategoryProductsDocument } from '@ranzen/sdk-core';
import autocannon from 'autocannon';
import { print } from 'graphql';
import { freePort, startShop } from '../scripts/shop.mjs';

const { values } = parseArgs({
  // `pnpm bench:ssr -- --seconds 10` passes the separator through.
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    smoke: { type: 'boolean', default: false },
    products: { type: 'string' },
    seconds: { type: 'string' },
    rounds: { type: 'string' },
    connections: { type: 'string', default: '10' },
    'cold-pages': { type: 'string' },
    'data-dir': { type: 'string' },
  },
});
const smoke = values.smoke;
const products = Number(values.products ?? (smoke ? 60 : 400));
const seconds = Number(values.seconds ?? (smoke ? 1 : 5));
const rounds = Number(values.rounds ?? (smoke ? 1 : 2));
const connections = Number(values.connections);
const coldPages = Number(values['cold-pages'] ?? (smoke ? 3 : 20));
const here = fileURLToPath(new URL('.', import.meta.url));
/** The storefront picks the store by host: localhost is the German consumer store. */
const STORE_HOST = 'localhost:3000';

/** Starts a TypeScript entry in a process of its own; resolves with the JSON line it prints first. */
async function startChild<T>(
  entry: string,
  args: readonly string[],
): Promise<{ child: ChildProcess; info: T }> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(here, entry), ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (!child.stdout) throw new Error(`${entry} has no stdout`);
  const lines = createInterface({ input: child.stdout });
  const info = await new Promise<T>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${entry} exited with ${code} before it was ready`)));
    lines.once('line', (line) => resolve(JSON.parse(line) as T));
  });
  return { child, info };
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

interface Target {
  readonly url: string;
  readonly method?: 'GET' | 'POST';
  readonly headers?: Record<string, string>;
  readonly body?: string;
}

interface Throughput {
  readonly perSecond: number;
  readonly p99: number;
}

/** The connections spread evenly over the targets (the instances of one service), measured together. */
async function load(targets: readonly Target[]): Promise<Throughput> {
  const results = await Promise.all(
    targets.map(async (target) => {
      const result = await autocannon({
        url: target.url,
        method: target.method ?? 'GET',
        headers: target.headers,
        body: target.body,
        connections: Math.max(1, Math.round(connections / targets.length)),
        duration: seconds,
      });
      if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0)
        throw new Error(
          `${target.url}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`,
        );
      return result;
    }),
  );
  return {
    perSecond: results.reduce((sum, result) => sum + result.requests.average, 0),
    p99: Math.max(...results.map((result) => result.latency.p99)),
  };
}

async function fetchText(target: Target): Promise<{ body: string; contentType: string }> {
  const response = await fetch(target.url, {
    method: target.method ?? 'GET',
    headers: target.headers,
    body: target.body,
  });
  if (!response.ok) throw new Error(`${target.url} answered ${response.status}`);
  return { body: await response.text(), contentType: response.headers.get('content-type') ?? 'text/plain' };
}

/** Sequential latency of one request to each page, in ms. */
async function sequential(base: string, paths: readonly string[]): Promise<number[]> {
  const times: number[] = [];
  for (const url of paths.map((path) => `${base}${path}`)) {
    const started = performance.now();
    await fetchText({ url, headers: { host: STORE_HOST } });
    times.push(performance.now() - started);
  }
  return times;
}

const median = (times: readonly number[]) =>
  [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)] ?? 0;

interface Row {
  readonly backend: string;
  readonly case: string;
  readonly 'Ranzen req/s': string;
  readonly 'Ranzen p99 ms': string;
  readonly 'plain req/s': string;
  readonly 'plain p99 ms': string;
  readonly ratio: string;
}

/** One way to run the shop: its database, and with Redis how many API and storefront instances share it. */
interface Setup {
  readonly name: string;
  readonly databaseUrl?: string;
  readonly redisUrl?: string;
  readonly instances: number;
}

interface Instance {
  readonly apiUrl: string;
  readonly storefrontUrl: string;
  readonly stop: () => Promise<void>;
}

async function startInstance(setup: Setup, dataDir: string): Promise<Instance> {
  const ports = { api: await freePort(), consumer: await freePort(), b2b: await freePort() };
  const shop = await startShop(ports, {
    RANZEN_DATA_DIR: dataDir,
    RANZEN_SEED_PRODUCTS: String(products),
    DATABASE_URL: setup.databaseUrl ?? '',
    REDIS_URL: setup.redisUrl ?? '',
    // Ten connections from one address are load, not abuse.
    RANZEN_RATE_LIMITS: 'off',
    RANZEN_API_CLIENT_ID: TEST_SECRETS.clientId,
    RANZEN_API_CLIENT_SECRET: TEST_SECRETS.clientSecret,
    RANZEN_API_SECRET: TEST_SECRETS.signingSecret,
  });
  return { apiUrl: shop.apiUrl, storefrontUrl: `http://127.0.0.1:${ports.consumer}`, stop: shop.stop };
}

async function run(setup: Setup, dataDir: string): Promise<Row[]> {
  // One after the other: the first start migrates and seeds, the others find it done.
  const instances: Instance[] = [];
  try {
    for (let index = 0; index < setup.instances; index += 1)
      instances.push(await startInstance(setup, dataDir));
    if (setup.redisUrl && setup.databaseUrl) {
      // Redis outlives the run: a new version, so that nothing an earlier run kept is read (cold is cold).
      const database = await openDatabase({ dataDir, databaseUrl: setup.databaseUrl });
      await raiseCatalogueVersion(database.db);
      await database.close();
    }
    return await measure(setup, instances);
  } finally {
    await Promise.all(instances.map((instance) => instance.stop()));
  }
}

async function measure(setup: Setup, instances: readonly Instance[]): Promise<Row[]> {
  const [first] = instances;
  const last = instances.at(-1);
  if (!first || !last) throw new Error('no instance started');
  const apiToken = await fetchToken(first.apiUrl);
  const pageOn = (instance: Instance, path: string): Target => ({
    url: `${instance.storefrontUrl}${path}`,
    headers: { host: STORE_HOST },
  });
  const listingOn = (instance: Instance): Target => ({
    url: `${instance.apiUrl}/graphql`,
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${apiToken}`,
      'x-shop-store': 'de',
    },
    body: JSON.stringify({
      query: print(CategoryProductsDocument),
      variables: { coreCategoryId: '1', paging: { offset: 0, limit: 60 } },
    }),
  });
  // Cold on the first storefront, then warm on the last (with one instance the same one).
  const category = await fetchText(pageOn(first, '/cat/1/'));
  const productPaths = [
    ...new Set([...category.body.matchAll(/href="(\/prod\/[^/"]+\/)"/g)].map((m) => m[1])),
  ]
    .filter((path): path is string => path !== undefined)
    .slice(0, coldPages + 1);
  const [productPath, ...coldPaths] = productPaths;
  if (!productPath || coldPaths.length === 0) throw new Error('the category page links no products');
  const cold = median(await sequential(first.storefrontUrl, coldPaths));
  const warm = median(await sequential(last.storefrontUrl, coldPaths));
  const pages = (path: string) => instances.map((instance) => pageOn(instance, path));
  const cases: ReadonlyArray<readonly [string, readonly Target[]]> = [
    ['home /', pages('/')],
    ['category /cat/1/', pages('/cat/1/')],
    [`product ${productPath}`, pages(productPath)],
    ['GraphQL category listing (60 cards, facets)', instances.map(listingOn)],
  ];
  const bodies: Record<string, { contentType: string; body: string }> = {};
  const plainPath = (index: number) => `/case-${index}`;
  for (const [index, [, [target]]] of cases.entries()) {
    if (target) bodies[plainPath(index)] = await fetchText(target);
  }
  const bodiesFile = join(tmpdir(), `ranzen-bench-ssr-bodies-${process.pid}.json`);
  await writeFile(bodiesFile, JSON.stringify(bodies));
  const plain = await startChild<{ url: string }>('ssr/plainServer.ts', ['--bodies', bodiesFile]);
  const measured = cases.map(() => ({ ranzen: [] as Throughput[], plain: [] as Throughput[] }));
  try {
    for (let round = 0; round < rounds; round += 1) {
      for (const [index, [, targets]] of cases.entries()) {
        measured[index]?.ranzen.push(await load(targets));
        const [target] = targets;
        if (target)
          measured[index]?.plain.push(
            await load([{ ...target, url: `${plain.info.url}${plainPath(index)}` }]),
          );
      }
    }
  } finally {
    await stopChild(plain.child);
    await rm(bodiesFile, { force: true });
  }
  const best = (runs: readonly Throughput[]) =>
    runs.reduce((a, b) => (b.perSecond > a.perSecond ? b : a), { perSecond: 0, p99: 0 });
  const rows: Row[] = cases.map(([name], index) => {
    const ours = best(measured[index]?.ranzen ?? []);
    const theirs = best(measured[index]?.plain ?? []);
    const kb = Math.round(Buffer.byteLength(bodies[plainPath(index)]?.body ?? '') / 1024);
    return {
      backend: setup.name,
      case: `${name} (${kb} KB)`,
      'Ranzen req/s': ours.perSecond.toFixed(0),
      'Ranzen p99 ms': ours.p99.toFixed(0),
      'plain req/s': theirs.perSecond.toFixed(0),
      'plain p99 ms': theirs.p99.toFixed(0),
      ratio: `${((ours.perSecond / theirs.perSecond) * 100).toFixed(1)} %`,
    };
  });
  console.log(
    `${setup.name}: product pages one by one, median of ${coldPaths.length}: cold ${cold.toFixed(0)} ms, ` +
      `warm ${warm.toFixed(0)} ms${instances.length > 1 ? ' (warm on the other storefront)' : ''}`,
  );
  return rows;
}

const startLoad = loadavg()[0] ?? 0;
const dataDir =
  values['data-dir'] ??
  (smoke
    ? await mkdtemp(join(tmpdir(), 'ranzen-bench-ssr-'))
    : join(here, '..', '.data', `bench-ssr-${products}`));
await mkdir(dataDir, { recursive: true });
const setups: Setup[] = [{ name: 'PGlite', instances: 1 }];
if (!smoke && process.env.DATABASE_URL) {
  const databaseUrl = await ensureDatabase(process.env.DATABASE_URL, `ranzen_bench_ssr_${products}`);
  setups.push({ name: 'PostgreSQL', databaseUrl, instances: 1 });
  if (process.env.REDIS_URL)
    setups.push({
      name: 'PostgreSQL + Redis, 2 APIs, 2 storefronts',
      databaseUrl,
      redisUrl: process.env.REDIS_URL,
      instances: 2,
    });
}
const rows: Row[] = [];
for (const setup of setups) {
  // PostgreSQL keeps its images beside the PGlite folder, in a data folder of its own.
  const folder = setup.databaseUrl ? `${dataDir}-postgres` : dataDir;
  await mkdir(folder, { recursive: true });
  rows.push(...(await run(setup, folder)));
}
console.log(
  `\nSSR and GraphQL against plain serving, ${products} products, autocannon ${connections} connections, ` +
    `${seconds} s each, best of ${rounds} alternating rounds; load average ${startLoad.toFixed(1)} at start, ` +
    `${(loadavg()[0] ?? 0).toFixed(1)} at end`,
);
console.table(rows);
if (smoke) await rm(dataDir, { recursive: true, force: true });
