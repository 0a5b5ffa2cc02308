import { configDefaults, defineProject } from 'vitest/config';
import { MODULE_MOCKING_TESTS, SERVER_TESTS, STOREFRONT_PROJECT } from './vitest.shared';

// The storefront server's tests in one module graph per worker, not one per file: each integration file
// imported the storefront server and the whole API again (graphql-yoga, Drizzle, PGlite, sharp), about
// 3.5 CPU seconds a file, and ran its pages on code the JIT had not seen yet (decision 0036). Servers,
// databases and stubs stay per file; a file that changes module state or `process.env` restores it.
// The pages render with React's production build (src/server/testing/reactProductionBuild.ts), so JSX
// compiles to its runtime, not the development one's `jsxDEV`, which that build does not have.
export default defineProject({
  ...STOREFRONT_PROJECT,
  esbuild: { jsxDev: false },
  test: {
    ...STOREFRONT_PROJECT.test,
    name: 'storefront-server',
    include: [SERVER_TESTS],
    exclude: [...configDefaults.exclude, ...MODULE_MOCKING_TESTS],
    isolate: false,
    setupFiles: ['src/server/testing/reactProductionBuild.ts'],
  },
});
