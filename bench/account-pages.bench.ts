// A logged-in product page against an anonymous one (issue 15 "Benchmark": the p95 of a logged-in product
// page against an anonymous one on the same run, target at most 1.3x). Both go through the built consumer
// storefront's full render (SSR + the API calls of the page) on one freshly seeded API (scripts/shop.mjs,
// as `pnpm start`); the logged-in requests carry the session cookies of a real login (/api/login-action/
// with the demo account), so the API checks the customer token (signature and session row) on every call.
//   pnpm build && pnpm bench:account [-- --requests 200]
// Cases take turns, one request each per round, so load changes hit both alike. Loopback only; bounded
// request counts; stops by itself.
import { mkdtemp, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, productIdForIndex } from '@ranzen/api/testing';
import { freePort, startShop } from '../scripts/shop.mjs';

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    requests: { type: 'string', default: '200' },
  },
});
const requests = Math.max(10, Number(values.requests));
/** Issue 15: the logged-in page's p95 at most 1.3x the anonymous one's. */
const TARGET_RATIO = 1.3;
/** The seed the other page benchmarks use (bench/lighthouse.ts). */
const SEED_PRODUCTS = '400';
const [CONSUMER_DEMO] = DEMO_ACCOUNTS;

interface Answer {
  readonly status: number;
  readonly setCookies: readonly string[];
}

function send(
  base: string,
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
) {
  const url = new URL(path, base);
  return new Promise<Answer>((resolve, reject) => {
    const req = request(
      {
        hostname: url.hostname,
        port: url.port,
        path: url.pathname,
        method: init.method ?? 'GET',
        headers: { host: HOST, 'accept-encoding': 'identity', ...init.headers },
      },
      (res) => {
        res.resume();
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, setCookies: res.headers['set-cookie'] ?? [] }),
        );
      },
    );
    req.on('error', reject);
    req.end(init.body);
  });
}

const dataDir = await mkdtemp(join(tmpdir(), 'ranzen-bench-account-'));
const ports = { api: await freePort(), consumer: await freePort(), b2b: await freePort() };
const shop = await startShop(ports, {
  RANZEN_DATA_DIR: dataDir,
  RANZEN_SEED_PRODUCTS: SEED_PRODUCTS,
  // A fresh embedded database, also where DATABASE_URL is set (as in playwright.config.ts).
  DATABASE_URL: '',
});
const base = `http://127.0.0.1:${ports.consumer}`;
/** The consumer de store's host (spec storefront §1); the request goes to loopback. */
const HOST = `localhost:${ports.consumer}`;

try {
  const login = await send(base, '/api/login-action/', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: `http://${HOST}` },
    body: new URLSearchParams({ email: CONSUMER_DEMO.email, password: DEMO_PASSWORD }).toString(),
  });
  const cookie = login.setCookies
    .map((setCookie) => setCookie.split(';')[0] ?? '')
    .filter((pair) => !pair.endsWith('='))
    .join('; ');
  if (login.status !== 200 || !cookie.includes('customerToken='))
    throw new Error('bench: the demo login failed');

  const product = `/prod/${productIdForIndex(2)}/`;
  const cases = [
    { name: 'anonymous product page', headers: {} as Record<string, string> },
    { name: 'logged-in product page', headers: { cookie } },
  ];
  const durations = cases.map(() => [] as number[]);
  // Warm-up: the first renders load page chunks and fill the API's caches.
  for (const { headers } of cases)
    for (let round = 0; round < 5; round += 1) await send(base, product, { headers });
  for (let round = 0; round < requests; round += 1) {
    for (const [index, { headers }] of cases.entries()) {
      const before = performance.now();
      const answer = await send(base, product, { headers });
      durations[index]?.push(performance.now() - before);
      if (answer.status !== 200) throw new Error(`bench: ${product} answered ${answer.status}`);
    }
  }
  const percentile = (values: number[], share: number) => {
    const sorted = [...values].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0;
  };
  const [anonymous = [], loggedIn = []] = durations;
  for (const [index, { name }] of cases.entries()) {
    const measured = durations[index] ?? [];
    console.log(
      `${name}: p50 ${percentile(measured, 0.5).toFixed(1)} ms, p95 ${percentile(measured, 0.95).toFixed(1)} ms`,
    );
  }
  const ratio = percentile(loggedIn, 0.95) / percentile(anonymous, 0.95);
  console.log(
    `logged-in / anonymous p95 = ${ratio.toFixed(2)}x (target ≤ ${TARGET_RATIO}x, ${requests} requests each): ${
      ratio <= TARGET_RATIO ? 'met' : 'NOT met'
    }`,
  );
} finally {
  await shop.stop();
  await rm(dataDir, { recursive: true, force: true });
}
