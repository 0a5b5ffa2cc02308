import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'ui',
    environment: 'jsdom',
    include: ['src/**/*.test.tsx', 'src/**/*.test.ts'],
    setupFiles: ['./src/test/setup.ts'],
    // One module graph per worker, not per file (docs/decisions/0013-seed-once-per-test-run.md).
    isolate: false,
    // Tests with an axe pass over a large form take about a second alone, and several times that while the
    // end-to-end tests and the builds share the two cores (`pnpm test`); vitest's 5 s default then fails
    // them for the machine's load, not for what they check.
    testTimeout: 20_000,
    // Readable, stable class names (`.badge`, not `._badge_x1y2`) so tests can check variants.
    css: { modules: { classNameStrategy: 'non-scoped' } },
  },
});
