import { defineConfig } from 'vitest/config';

/** The browser suite: the built app on the real server, in Debian's Chromium at a phone viewport. */
export default defineConfig({
  test: {
    name: 'e2e',
    root: new URL('.', import.meta.url).pathname,
    include: ['**/*.spec.ts'],
    globalSetup: ['./support/global-setup.ts'],
    // One Chromium at a time: the machine has two cores and the server needs one.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
