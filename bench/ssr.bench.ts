// Server rendering against static serving (issue 22 item 5): home, category and product pages of the
// German consumer storefront against a plain node:http server sending the very same HTML, and the API's
// GraphQL category listing (60 cards with facets) against a plain server sending the very same JSON.
// The shop runs as `pnpm start` runs it (scripts/shop.mjs: the API and the built storefronts, each in a
// process of its own), the plain server in another, autocannon in this one; each pair is measured back to
// back and the pairs alternate, so both sides see the same machine. Cold is the first request of each of
// the category's product pages after the start (the API's response cache holds none of them), warm the
// same pages again.
//   pnpm build && pnpm bench:ssr                       400 products, PGlite (and PostgreSQL with DATABASE_URL)
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
import { ensureDatabase, fetchToken, TEST_SECRETS } from '@ranzen/api/testing';
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

async function load(target: Target): Promise<Throughput> {
  const result = await autocannon({
    url: target.url,
    method: target.method ?? 'GET',
    headers: target.headers,
    body: target.body,
    connections,
    duration: seconds,
  });
  if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0)
    throw new Error(
      `${target.url}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`,
    );
  return { perSecond: result.requests.average, p99: result.latency.p99 };
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
async function sequential(urls: readonly string[]): Promise<number[]> {
  const times: number[] = [];
  for (const url of urls) {
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

async function run(backend: string, dataDir: string, databaseUrl: string | undefined): Promise<Row[]> {
  const ports = { api: await freePort(), consumer: await freePort(), b2b: await freePort() };
  const shop = await startShop(ports, {
    RANZEN_DATA_DIR: dataDir,
    RANZEN_SEED_PRODUCTS: String(products),
    DATABASE_URL: databaseUrl ?? '',
    // Ten connections from one address are load, not abuse.
    RANZEN_RATE_LIMITS: 'off',
    RANZEN_API_CLIENT_ID: TEST_SECRETS.clientId,
    RANZEN_API_CLIENT_SECRET: TEST_SECRETS.clientSecret,
    RANZEN_API_SECRET: TEST_SECRETS.signingSecret,
  });
  const apiUrl = shop.apiUrl;
  const apiToken = await fetchToken(apiUrl);
  const storefrontUrl = `http://127.0.0.1:${ports.consumer}`;
  const page = (path: string): Target => ({ url: `${storefrontUrl}${path}`, headers: { host: STORE_HOST } });
  const listing: Target = {
    url: `${apiUrl}/graphql`,
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
  };
  try {
    // Cold, then warm: the category's product pages, first requests after the start, then again.
    const category = await fetchText(page('/cat/1/'));
    const productPaths = [
      ...new Set([...category.body.matchAll(/href="(\/prod\/[^/"]+\/)"/g)].map((m) => m[1])),
    ]
      .filter((path): path is string => path !== undefined)
      .slice(0, coldPages + 1);
    const [productPath, ...coldPaths] = productPaths;
    if (!productPath || coldPaths.length === 0) throw new Error('the category page links no products');
    const coldUrls = coldPaths.map((path) => `${storefrontUrl}${path}`);
    const cold = median(await sequential(coldUrls));
    const warm = median(await sequential(coldUrls));

    const cases: ReadonlyArray<readonly [string, Target]> = [
      ['home /', page('/')],
      ['category /cat/1/', page('/cat/1/')],
      [`product ${productPath}`, page(productPath)],
      ['GraphQL category listing (60 cards, facets)', listing],
    ];
    const bodies: Record<string, { contentType: string; body: string }> = {};
    const plainPath = (index: number) => `/case-${index}`;
    for (const [index, [, target]] of cases.entries()) bodies[plainPath(index)] = await fetchText(target);
    const bodiesFile = join(dataDir, 'plain-bodies.json');
    await writeFile(bodiesFile, JSON.stringify(bodies));
    const plain = await startChild<{ url: string }>('ssr/plainServer.ts', ['--bodies', bodiesFile]);
    const measured = cases.map(() => ({ ranzen: [] as Throughput[], plain: [] as Throughput[] }));
    try {
      for (let round = 0; round < rounds; round += 1) {
        for (const [index, [, target]] of cases.entries()) {
          measured[index]?.ranzen.push(await load(target));
          measured[index]?.plain.push(await load({ ...target, url: `${plain.info.url}${plainPath(index)}` }));
        }
      }
    } finally {
      await stopChild(plain.child);
    }
    const best = (runs: readonly Throughput[]) =>
      runs.reduce((a, b) => (b.perSecond > a.perSecond ? b : a), { perSecond: 0, p99: 0 });
    const rows: Row[] = cases.map(([name], index) => {
      const ours = best(measured[index]?.ranzen ?? []);
      const theirs = best(measured[index]?.plain ?? []);
      const kb = Math.round(Buffer.byteLength(bodies[plainPath(index)]?.body ?? '') / 1024);
      return {
        backend,
        case: `${name} (${kb} KB)`,
        'Ranzen req/s': ours.perSecond.toFixed(0),
        'Ranzen p99 ms': ours.p99.toFixed(0),
        'plain req/s': theirs.perSecond.toFixed(0),
        'plain p99 ms': theirs.p99.toFixed(0),
        ratio: `${((ours.perSecond / theirs.perSecond) * 100).toFixed(1)} %`,
      };
    });
    console.log(
      `${backend}: product pages one by one, median of ${coldUrls.length}: cold ${cold.toFixed(0)} ms, warm ${warm.toFixed(0)} ms`,
    );
    return rows;
  } finally {
    await shop.stop();
  }
}

const startLoad = loadavg()[0] ?? 0;
const dataDir =
  values['data-dir'] ??
  (smoke
    ? await mkdtemp(join(tmpdir(), 'ranzen-bench-ssr-'))
    : join(here, '..', '.data', `bench-ssr-${products}`));
await mkdir(dataDir, { recursive: true });
const backends: Array<readonly [string, string | undefined]> = [['PGlite', undefined]];
if (!smoke && process.env.DATABASE_URL)
  backends.push([
    'PostgreSQL',
    await ensureDatabase(process.env.DATABASE_URL, `ranzen_bench_ssr_${products}`),
  ]);
const rows: Row[] = [];
for (const [backend, databaseUrl] of backends) {
  // PostgreSQL keeps its images beside the PGlite folder, in a data folder of its own.
  const folder = databaseUrl ? `${dataDir}-postgres` : dataDir;
  await mkdir(folder, { recursive: true });
  rows.push(...(await run(backend, folder, databaseUrl)));
}
console.log(
  `\nSSR and GraphQL against plain serving, ${products} products, autocannon ${connections} connections, ` +
    `${seconds} s each, best of ${rounds} alternating rounds; load average ${startLoad.toFixed(1)} at start, ` +
    `${(loadavg()[0] ?? 0).toFixed(1)} at end`,
);
console.table(rows);
if (smoke) await rm(dataDir, { recursive: true, force: true });
