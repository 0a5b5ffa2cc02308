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
    // Readable, stable class names (`.badge`, not `._badge_x1y2`) so tests can check variants.
    css: { modules: { classNameStrategy: 'non-scoped' } },
  },
});
