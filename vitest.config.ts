import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One runner for the whole workspace; each package is a project with its own environment.
export default defineConfig({
  test: {
    projects: [
      'packages/*/vitest.config.ts',
      'packages/*/vitest.mocks.config.ts',
      'packages/storefront/vitest.server.config.ts',
      'apps/*/vitest.config.ts',
      'apps/api/vitest.concurrency.config.ts',
      'scripts/vitest.config.ts',
    ],
    // A worker per core (vitest's default leaves one idle): the API and storefront files wait on their
    // servers and the database much of the time, and on the 2-core CI machine the builds beside vitest
    // end long before it does (docs/decisions/0013-seed-once-per-test-run.md).
    maxWorkers: availableParallelism(),
  },
});
