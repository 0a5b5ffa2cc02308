import { configDefaults, defineProject } from 'vitest/config';
import { API_PROJECT, CONCURRENCY_TESTS } from './vitest.shared';

export default defineProject({
  ...API_PROJECT,
  test: {
    ...API_PROJECT.test,
    name: 'api',
    include: ['src/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...CONCURRENCY_TESTS],
  },
});
