import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'sdk-core', environment: 'node', include: ['src/**/*.test.ts'] },
});
