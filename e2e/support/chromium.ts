import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

/** Flags without which Chromium keeps dialling out on this closed network. */
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Debian's `chromium`: the browser members use, which the benchmarks measure. */
const FULL_CHROMIUM = '/usr/bin/chromium';
/**
 * Debian's `chromium-headless-shell`: the same engine and version without the browser's own
 * interface. The browser suite spends less time in it on two cores (chart.spec 79 → 57 s,
 * session.spec 56 → 37 s, all files together about 13 % less); where it is not installed, the
 * suite uses the full browser.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/** `full` for measurements of what a member sees, `test` for the browser suite; CHROMIUM_PATH overrides both. */
export function launchChromium(use: 'full' | 'test' = 'full'): Promise<Browser> {
  const executablePath = process.env.CHROMIUM_PATH ?? (use === 'test' && existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_CHROMIUM);
  return chromium.launch({ executablePath, headless: true, args: CHROMIUM_ARGS });
}
