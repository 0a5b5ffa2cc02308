import { createRequire } from 'node:module';
import type { UserWorkspaceConfig } from 'vitest/config';
import { moduleMockingTests } from '../../scripts/moduleMockingTests';

// The integration tests run the real API in this process: resolve graphql as Node does (see
// apps/api/vitest.config.ts), so the API's BAD_USER_INPUT errors reach the storefront unmasked.
const graphqlEntry = createRequire(import.meta.url).resolve('graphql');

/**
 * The test files that mock modules (`vi.mock`): a mock needs the file's own module graph, so they run in
 * the isolated project `storefront-mocks` (vitest.mocks.config.ts); every other file runs without
 * isolation, in `storefront` or `storefront-server`.
 */
export const MODULE_MOCKING_TESTS = moduleMockingTests(import.meta.dirname);

/** The server's test files, run by the `storefront-server` project. */
export const SERVER_TESTS = 'src/server/**/*.test.{ts,tsx}';

/** What the storefront projects share. */
export const STOREFRONT_PROJECT = {
  resolve: { alias: [{ find: /^graphql$/, replacement: graphqlEntry }] },
  test: {
    environment: 'node',
    // Each integration test file starts the real API on a copy of the run's seed (testing/seededApi.ts).
    globalSetup: ['src/server/testing/seedTemplatesSetup.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
} satisfies UserWorkspaceConfig;
