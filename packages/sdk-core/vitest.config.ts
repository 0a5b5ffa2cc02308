import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'sdk-core',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // One module graph per worker, not per file (docs/decisions/0013-seed-once-per-test-run.md).
    isolate: false,
  },
});
