import { defineConfig } from 'vitest/config';

/** Unit and integration tests of every workspace; the browser suite has its own config in e2e/. */
export default defineConfig({
  test: {
    projects: ['packages/shared', 'packages/chain', 'apps/server', 'apps/web', 'scripts'],
    // The default is one worker on two cores; the server files wait on databases as much as they compute.
    maxWorkers: 2,
  },
});
