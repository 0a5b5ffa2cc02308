import { defineProject } from 'vitest/config';
import { MODULE_MOCKING_TESTS, STOREFRONT_PROJECT } from './vitest.shared';

// The storefront's test files that mock modules, each in its own module graph (vitest.shared.ts).
export default defineProject({
  ...STOREFRONT_PROJECT,
  test: { ...STOREFRONT_PROJECT.test, name: 'storefront-mocks', include: MODULE_MOCKING_TESTS },
});
