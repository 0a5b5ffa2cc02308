import { defineProject } from 'vitest/config';
import { MODULE_MOCKING_TESTS } from './vitest.shared';

// sdk-react's test files that mock modules, each in its own module graph (vitest.shared.ts).
export default defineProject({
  test: { name: 'sdk-react-mocks', environment: 'jsdom', include: MODULE_MOCKING_TESTS },
});
