import { configDefaults, defineProject } from 'vitest/config';
import { MODULE_MOCKING_TESTS, STOREFRONT_PROJECT } from './vitest.shared';

// Pages, client, data and router tests in one module graph per worker, not one per file: each file
// imported React, Apollo, the SDK and the UI library again (docs/decisions/0038-test-command-fourth-round.md).
// A file that stubs globals or fakes timers restores them. The files that mock modules are the project
// `storefront-mocks` (vitest.mocks.config.ts), the server's the project `storefront-server`
// (vitest.server.config.ts).
export default defineProject({
  ...STOREFRONT_PROJECT,
  test: {
    ...STOREFRONT_PROJECT.test,
    name: 'storefront',
    include: ['src/*.test.{ts,tsx}', 'src/!(server)/**/*.test.{ts,tsx}'],
    exclude: [...configDefaults.exclude, ...MODULE_MOCKING_TESTS],
    isolate: false,
  },
});
