import { defineProject } from 'vitest/config';

// Checks of the repository itself: the published packages' manifests, documents and release settings.
export default defineProject({
  test: {
    name: 'repository',
    environment: 'node',
    include: ['*.test.ts'],
  },
});
