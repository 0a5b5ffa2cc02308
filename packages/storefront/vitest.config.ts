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
    // The integration test starts the real API (seed and images) once.
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
