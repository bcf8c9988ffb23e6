import { defineConfig } from 'vitest/config';

/** The browser suite: the built app on the real server, in Debian's Chromium at a phone viewport. */
export default defineConfig({
  test: {
    name: 'e2e',
    root: new URL('.', import.meta.url).pathname,
    include: ['**/*.spec.ts'],
    globalSetup: ['./support/global-setup.ts'],
    // One spec file at a time. Two at a time (2026-11-27) took the suite from 864 s to 613-750 s
    // here, with the console specs on a server of their own (they change platform-wide terms). The
    // machine was then ~90 % busy, mostly Chromium. That found four problems in the tests (fixed),
    // but a clean-clone run once saw the preview account signed out between its sign-in and the
    // next page (chart.spec's first test, beside assets.spec at the server's start), unexplained,
    // so the suite stays serial until that is understood.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
