import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'storefront',
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}'],
    // The integration test starts the real API (seed and images) once.
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
