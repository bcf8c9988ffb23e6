import { configDefaults, defineConfig } from 'vitest/config';

const root = new URL('.', import.meta.url).pathname;
/** The operators' console specs change what the whole platform offers (terms, plans, tiers, addresses, content). */
const CONSOLE_SPECS = 'console*.spec.ts';

/**
 * The browser suite: the built app on the real server, in Debian's Chromium at a phone viewport.
 * Two spec files run at a time (much of a browser test waits on the server: a settlement, a
 * payout, a live price). The console's specs get a server of their own (each project's global
 * setup starts one), so no member spec beside them ever sees a platform-wide change in flight.
 */
export default defineConfig({
  test: {
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'e2e',
          root,
          include: ['**/*.spec.ts'],
          exclude: [...configDefaults.exclude, CONSOLE_SPECS],
          globalSetup: ['./support/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e-console',
          root,
          include: [CONSOLE_SPECS],
          globalSetup: ['./support/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
