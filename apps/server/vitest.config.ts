import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/testing/global-setup.ts'],
    // Each file opens its own PGlite (WebAssembly start-up takes a second or more on a small machine).
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
