import { defineProject } from 'vitest/config';

// API integration tests start real servers (PGlite, seed, sharp), so timeouts are generous.
export default defineProject({
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
