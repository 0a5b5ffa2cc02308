import { configDefaults, defineProject } from 'vitest/config';
import { MODULE_MOCKING_TESTS } from './vitest.shared';

// One module graph per worker, not one per file: each file imported React, Apollo and XState again
// (docs/decisions/0038-test-command-fourth-round.md). A file that stubs globals or fakes timers restores
// them; the files that mock modules are the project `sdk-react-mocks` (vitest.mocks.config.ts).
export default defineProject({
  test: {
    name: 'sdk-react',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    exclude: [...configDefaults.exclude, ...MODULE_MOCKING_TESTS],
    isolate: false,
  },
});
