// End-to-end tests drive Debian's Chromium (never a downloaded browser) against the built apps and a
// freshly seeded API on their own ports, so a running dev shop on 3000/3001/4000 is left alone.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { TEST_SECRETS } from '@ranzen/api/testing';
import { PUBLIC_ORIGINS_ENV, STORE_IDS, STORES } from '@ranzen/sdk-core';
import { E2E_PORTS, E2E_SEED_PRODUCTS } from './e2e/ports';
import { CHROMIUM_FLAGS, chromiumPath } from './scripts/chromium.mjs';

const dataDir = mkdtempSync(join(tmpdir(), 'ranzen-e2e-'));
// `pnpm test` seeds the data ahead, beside the unit tests (e2e/prepareData.ts): the API starts on a copy.
const preparedData = process.env.RANZEN_E2E_PREPARED_DATA;
const apiStart = 'pnpm --filter @ranzen/api start';
const apiUrl = `http://127.0.0.1:${E2E_PORTS.api}`;
// The stack runs like production (NODE_ENV=production), so every server gets its secrets from here.
const clientSecretEnv = { RANZEN_API_CLIENT_SECRET: TEST_SECRETS.clientSecret };
// Where the API sends browsers back to (mail links, the payment sandbox's return) and where the storefronts
// point canonical URLs and the B2B language switcher: each store's own host on this run's storefront ports.
const publicOrigins = Object.fromEntries(
  STORE_IDS.map((id) => {
    const port = STORES[id].family === 'b2b' ? E2E_PORTS.b2b : E2E_PORTS.consumer;
    return [id, STORES[id].hosts.localOrigin.replace(/:\d+$/, `:${port}`)];
  }),
);
const storefrontEnv = {
  RANZEN_API_URL: apiUrl,
  [PUBLIC_ORIGINS_ENV]: JSON.stringify(publicOrigins),
  HOST: '127.0.0.1',
  NODE_ENV: 'production',
  // No third-party request in tests: the tag manager points at a local name nothing answers, and
  // e2e/consent.spec.ts serves it with page.route.
  RANZEN_TAG_MANAGER_URL: 'http://tag-manager.localhost/gtm.js',
  ...clientSecretEnv,
};

export default defineConfig({
  testDir: 'e2e',
  // All tests share one seeded stack and run on two workers, test by test, so `pnpm test` stays within
  // its time budget as the suite grows (README "The two commands"). Tests that write shared state get
  // their own visitor (a fresh browser context per test has its own cart and cookies); the one review
  // written goes to a product no other test reads (product-detail.spec.ts).
  fullyParallel: true,
  workers: 2,
  // CI (CI=true) retries a failed test once: under the full run's load three different tests each
  // failed once this stop (a race each; two fixed). A retried test is reported as flaky by name, and a
  // broken feature still fails both tries. Locally, no retries.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: true,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'reports/e2e.json' }]],
  use: {
    // A trace records every action's screenshots and DOM: about a quarter of the end-to-end tests' CPU
    // time when kept for every test (docs/decisions/0038-test-command-fourth-round.md). CI retries a
    // failed test once and traces that retry, so a broken feature still leaves a whole trace; a run
    // without retries keeps the trace of a failed test.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_FLAGS },
    // The shop registers a service worker (/sw.js); requests it handles would bypass `page.route`, so
    // tests run without it, except e2e/resilience.spec.ts, which is about it.
    serviceWorkers: 'block',
  },
  webServer: [
    {
      command: preparedData ? `cp -R '${preparedData}/.' '${dataDir}' && ${apiStart}` : apiStart,
      url: `${apiUrl}/health`,
      env: {
        PORT: String(E2E_PORTS.api),
        HOST: '127.0.0.1',
        RANZEN_DATA_DIR: dataDir,
        RANZEN_SEED_PRODUCTS: String(E2E_SEED_PRODUCTS),
        ...clientSecretEnv,
        RANZEN_API_SECRET: TEST_SECRETS.signingSecret,
        [PUBLIC_ORIGINS_ENV]: JSON.stringify(publicOrigins),
        // Every run starts from a fresh seed in its own embedded database, also where DATABASE_URL is
        // set for the API suite: reviews, carts and deal reservations written by one run must not
        // meet the next (the API suite covers PostgreSQL with a fresh database per run).
        DATABASE_URL: '',
        // Rate limits count per client address, and every browser here is 127.0.0.1: the limits have
        // their own suite (apps/api/src/limits/rateLimits.test.ts); the stack needs no Redis either.
        RANZEN_RATE_LIMITS: 'off',
        REDIS_URL: '',
      },
      timeout: 240_000,
      reuseExistingServer: false,
      stdout: 'pipe',
    },
    {
      command: 'pnpm --filter @ranzen/consumer start',
      url: `http://127.0.0.1:${E2E_PORTS.consumer}/`,
      env: { ...storefrontEnv, PORT: String(E2E_PORTS.consumer) },
      timeout: 60_000,
      reuseExistingServer: false,
    },
    {
      command: 'pnpm --filter @ranzen/b2b start',
      url: `http://127.0.0.1:${E2E_PORTS.b2b}/`,
      env: { ...storefrontEnv, PORT: String(E2E_PORTS.b2b) },
      timeout: 60_000,
      reuseExistingServer: false,
    },
    {
      command: `node scripts/serve-static.mjs storybook-static ${E2E_PORTS.storybook}`,
      url: `http://127.0.0.1:${E2E_PORTS.storybook}/index.json`,
      timeout: 30_000,
      reuseExistingServer: false,
    },
  ],
});
