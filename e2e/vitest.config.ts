import { defineConfig } from 'vitest/config';
import { BROWSER_WORKERS } from './support/base-url.js';

/**
 * The browser suite: the built app on the real server, in Debian's Chromium at a phone viewport.
 * Two spec files run at a time, each with its own Chromium and its own app server (one per worker,
 * started by the global setup), so files running together share nothing but the machine. Much of
 * a browser test waits on the server (a settlement, a payout, a live price): serially, the machine
 * was about a third busy, and the suite took 577 s; two at a time, 345-378 s (2026-11-27).
 *
 * Running in parallel found three real races, each possible serially on a slow machine: a sign-in
 * stored its token before the member's info came, and a link tapped meanwhile cut that call, whose
 * clean-up removed the token under the next page (the "signed out after sign-in" of earlier
 * parallel runs); the support button missed an answer sent between its first read and its socket
 * subscription; and DevTools' network throttling did not follow the page into a new renderer.
 */
export default defineConfig({
  test: {
    name: 'e2e',
    root: new URL('.', import.meta.url).pathname,
    include: ['**/*.spec.ts'],
    globalSetup: ['./support/global-setup.ts'],
    maxWorkers: BROWSER_WORKERS,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
