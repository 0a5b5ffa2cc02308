import { createRequire } from 'node:module';
import type { UserWorkspaceConfig } from 'vitest/config';

// graphql 16 ships a CJS and an ESM build without an exports map. Node (and so graphql-yoga, which
// vitest leaves to Node) loads the CJS one; Vite would hand our sources the ESM one, and yoga would
// no longer recognise our GraphQLErrors (BAD_USER_INPUT became a masked INTERNAL_SERVER_ERROR).
// Tests resolve it as production does.
const graphqlEntry = createRequire(import.meta.url).resolve('graphql');

/**
 * Races of many concurrent requests against one API on PostgreSQL: each answer must come within the
 * request time budget, so they run after every other file, one at a time (vitest.concurrency.config.ts).
 */
export const CONCURRENCY_TESTS = [
  'src/lightning/lightningConcurrency.test.ts',
  // 40 clients of one address race for a deal; beside the end-to-end tests a request outran the budget once.
  'src/lightning/lightningFairShare.test.ts',
  'src/orders/submitConcurrency.test.ts',
  // PostgreSQL cuts the pool's connections and the test waits for each drop to be noticed; beside the
  // end-to-end tests that wait outran its 10 s once.
  'src/server.test.ts',
];

/** What both API projects share. API integration tests start real servers, so timeouts are generous. */
export const API_PROJECT = {
  resolve: { alias: [{ find: /^graphql$/, replacement: graphqlEntry }] },
  test: {
    environment: 'node',
    // Seeds once per run; every test API starts on a copy (testing/seedTemplates.ts).
    globalSetup: ['src/testing/seedTemplatesSetup.ts'],
    // One module graph per worker, not per file (docs/decisions/0013-seed-once-per-test-run.md).
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
} satisfies UserWorkspaceConfig;
