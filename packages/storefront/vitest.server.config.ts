import { configDefaults, defineProject } from 'vitest/config';
import { MODULE_MOCKING_SERVER_TESTS, SERVER_TESTS, STOREFRONT_PROJECT } from './vitest.shared';

// The storefront server's tests in one module graph per worker, not one per file: each integration file
// imported the storefront server and the whole API again (graphql-yoga, Drizzle, PGlite, sharp), about
// 3.5 CPU seconds a file, and ran its pages on code the JIT had not seen yet (decision 0036). Servers,
// databases and stubs stay per file; a file that changes module state or `process.env` restores it.
export default defineProject({
  ...STOREFRONT_PROJECT,
  test: {
    ...STOREFRONT_PROJECT.test,
    name: 'storefront-server',
    include: [SERVER_TESTS],
    exclude: [...configDefaults.exclude, ...MODULE_MOCKING_SERVER_TESTS],
    isolate: false,
  },
});
