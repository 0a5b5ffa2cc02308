import { createRequire } from 'node:module';
import { defineProject } from 'vitest/config';

// graphql 16 ships a CJS and an ESM build without an exports map. Node (and so graphql-yoga, which
// vitest leaves to Node) loads the CJS one; Vite would hand our sources the ESM one, and yoga would
// no longer recognise our GraphQLErrors (BAD_USER_INPUT became a masked INTERNAL_SERVER_ERROR).
// Tests resolve it as production does.
const graphqlEntry = createRequire(import.meta.url).resolve('graphql');

// API integration tests start real servers (PGlite, seed, sharp), so timeouts are generous.
export default defineProject({
  resolve: { alias: [{ find: /^graphql$/, replacement: graphqlEntry }] },
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Seeds once per run; every test API starts on a copy (testing/seedTemplates.ts).
    globalSetup: ['src/testing/seedTemplatesSetup.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
