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

/**
 * Debian's `chromium-headless-shell`: the same engine and version as its `chromium`, without the
 * browser's own interface. The browser suite spends less time in it on two cores (chart.spec
 * 79 → 57 s, session.spec 56 → 37 s, all files together about 13 % less), and the benchmarks
 * measure the page alone: the full browser (156) also loads its omnibox popup's WebUI, in a renderer
 * of its own, in about two launches of five, some 400 requests and 5,000 main-thread tasks in its
 * first seconds, which on two cores left the page's main thread busy 9-14 s in the first 8 s of
 * `/home` against 3-4.6 s in the shell. Where the shell is not installed, the full browser.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

export function launchChromium({ fullBrowser = false } = {}): Promise<Browser> {
  // The shell refuses notifications whatever is granted: a spec of the service worker's notifications asks for the full browser.
  const executablePath = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) && !fullBrowser ? HEADLESS_SHELL : '/usr/bin/chromium');
  return chromium.launch({ executablePath, headless: true, args: CHROMIUM_ARGS });
}

/**
 * The full browser's interface preloads (above), off where a benchmark drives the full browser
 * itself (Lighthouse): with them off it loaded the omnibox WebUI in none of six launches.
 */
export const BROWSER_UI_PRELOADS = ['WebUIOmniboxAimPopup', 'WebUIOmniboxPopup', 'WebUIOmniboxFullPopup', 'PreloadTopChromeWebUI'];
