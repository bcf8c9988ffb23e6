/**
 * A phone's cold load, measured in the browser rather than estimated: Chromium at 390x844 with
 * DevTools throttling (150 ms per request, 1.6 Mbit/s down, 750 kbit/s up, CPU 4x slower), cache
 * disabled, no service worker. For each page: first contentful paint and largest contentful paint
 * (the browser's own PerformanceObserver entries) and when the page itself is drawn by React (its
 * ready marker below). Median of the runs, interleaved over the pages. `/trade` and `/chart` are
 * opened signed in (they send a visitor home), `/home` as a first visit.
 * Lighthouse (bench/lighthouse.ts) simulates the same network from an unthrottled trace; this is
 * the observed counterpart, used to check that a change which moves its estimate also moves what a
 * member sees. Run alone with `npx tsx bench/cold-load.ts [runs]` (needs `npm run build` first).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser } from 'playwright-core';
import { launchChromium } from '../e2e/support/chromium.js';
import { startServer } from '../e2e/support/server.js';
import { signInWithPreviewWallet } from './preview-sign-in.js';

/** Each page and the element that says React has drawn it with its first data. */
export const COLD_LOAD_PAGES: ReadonlyArray<{ path: string; ready: string }> = [
  { path: '/home', ready: '[data-testid=market-board] [data-testid=coin-icon]' },
  { path: '/trade', ready: '[data-testid=trade-page] .decimal-input' },
  { path: '/chart?symbol=btcusdt', ready: '.market-stats__last' },
];
const RUNS = 5;
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };

export interface ColdLoadSample {
  fcpMs: number;
  lcpMs: number;
  readyMs: number;
}

export interface ColdLoadResult extends ColdLoadSample {
  path: string;
  samples: ColdLoadSample[];
}

async function loadOnce(browser: Browser, baseUrl: string, page: { path: string; ready: string }): Promise<ColdLoadSample> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
  try {
    if (page.path !== '/home') {
      const signIn = await context.newPage();
      await signInWithPreviewWallet(signIn, baseUrl);
      await signIn.close();
    }
    const tab = await context.newPage();
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await tab.addInitScript(() => {
      const record = window as unknown as { coldLoadLcp: number };
      record.coldLoadLcp = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) record.coldLoadLcp = entry.startTime;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    await tab.goto(`${baseUrl}${page.path}`);
    await tab.waitForSelector(page.ready, { timeout: 60_000 });
    const readyMs = await tab.evaluate(() => performance.now());
    // The largest paint may still be on its way to the screen: a few frames for it to land.
    await tab.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const [fcpMs = 0, lcpMs = 0] = await tab.evaluate(() => [
      performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
      (window as unknown as { coldLoadLcp: number }).coldLoadLcp,
    ]);
    return { fcpMs, lcpMs, readyMs };
  } finally {
    await context.close();
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

export async function measureColdLoads(baseUrl: string, runs = RUNS): Promise<ColdLoadResult[]> {
  const browser = await launchChromium();
  try {
    const samples = new Map(COLD_LOAD_PAGES.map((page) => [page.path, [] as ColdLoadSample[]]));
    for (let run = 0; run < runs; run += 1) {
      for (const page of COLD_LOAD_PAGES) samples.get(page.path)?.push(await loadOnce(browser, baseUrl, page));
    }
    return COLD_LOAD_PAGES.map(({ path: pagePath }) => {
      const list = samples.get(pagePath) ?? [];
      return {
        path: pagePath,
        fcpMs: median(list.map((sample) => sample.fcpMs)),
        lcpMs: median(list.map((sample) => sample.lcpMs)),
        readyMs: median(list.map((sample) => sample.readyMs)),
        samples: list,
      };
    });
  } finally {
    await browser.close();
  }
}

export function describeColdLoad(result: ColdLoadResult): string {
  const runs = result.samples.map((sample) => `${sample.fcpMs.toFixed(0)}/${sample.lcpMs.toFixed(0)}/${sample.readyMs.toFixed(0)}`).join(', ');
  return `cold load ${result.path} (slow 4G, CPU 4x): FCP ${result.fcpMs.toFixed(0)} ms, LCP ${result.lcpMs.toFixed(0)} ms, drawn with its data ${result.readyMs.toFixed(0)} ms (runs FCP/LCP/drawn: ${runs})`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const runs = Number(process.argv[2] ?? RUNS) || RUNS;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'halyard-bench-'));
  const server = await startServer(dataDir);
  try {
    for (const result of await measureColdLoads(server.baseUrl, runs)) console.warn(describeColdLoad(result));
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
