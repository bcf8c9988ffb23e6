import { defineConfig } from 'vitest/config';

// The root scripts' own modules (the offline proof-of-reserves check); the scripts themselves are run by their tests.
export default defineConfig({
  test: { name: 'scripts', environment: 'node', include: ['*.test.ts'] },
});
