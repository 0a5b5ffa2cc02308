import { defineProject } from 'vitest/config';
import { API_PROJECT, CONCURRENCY_TESTS } from './vitest.shared';

// The concurrency races (vitest.shared.ts) run once every other project's files are done, one at a time,
// so no other file takes the cores their requests need within the request time budget.
export default defineProject({
  ...API_PROJECT,
  test: {
    ...API_PROJECT.test,
    name: 'api-concurrency',
    include: CONCURRENCY_TESTS,
    sequence: { groupOrder: 1 },
    maxWorkers: 1,
  },
});
