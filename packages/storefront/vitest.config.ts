import { createRequire } from 'node:module';
import { defineProject } from 'vitest/config';

// The integration tests run the real API in this process: resolve graphql as Node does (see
// apps/api/vitest.config.ts), so the API's BAD_USER_INPUT errors reach the storefront unmasked.
const graphqlEntry = createRequire(import.meta.url).resolve('graphql');

export default defineProject({
  resolve: { alias: [{ find: /^graphql$/, replacement: graphqlEntry }] },
  test: {
    name: 'storefront',
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}'],
    // Each integration test file starts the real API on a copy of the run's seed (testing/seededApi.ts).
    globalSetup: ['src/server/testing/seedTemplatesSetup.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
