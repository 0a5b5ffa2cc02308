import { defineProject } from 'vitest/config';
import { MODULE_MOCKING_SERVER_TESTS, STOREFRONT_PROJECT } from './vitest.shared';

// Pages, client, data and router tests, each file in its own module graph (several mock modules), and
// the server's files that mock modules. The server's other files are the project `storefront-server`
// (vitest.server.config.ts).
export default defineProject({
  ...STOREFRONT_PROJECT,
  test: {
    ...STOREFRONT_PROJECT.test,
    name: 'storefront',
    include: ['src/*.test.{ts,tsx}', 'src/!(server)/**/*.test.{ts,tsx}', ...MODULE_MOCKING_SERVER_TESTS],
  },
});
