import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    environment: 'node',
    // The files share a worker's loaded modules (no file mocks a module or the clock, and each
    // builds its own app and database): the project runs 373 → 303 s here, most of it import time.
    isolate: false,
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/testing/global-setup.ts'],
    // Each file opens its own PGlite (WebAssembly start-up takes a second or more on a small machine).
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
