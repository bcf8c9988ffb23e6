/**
 * The K-line chart's first render of 1000 candles in Chromium (390x844, a fresh context each run,
 * so the chart chunk comes cold from the server). The page asks for its usual first page; the
 * benchmark widens that request to 1000 candles on the way out, so the real loader, klinecharts,
 * MA and VOL all work on 1000 bars.
 * - from navigation: navigation start -> the frame after the chart holds 1000 candles (drawn);
 * - from data: the history response's last byte -> that same frame (klinecharts' own cost).
 * Run alone with `npx tsx bench/chart.ts` (needs `npm run build` first); `bench/run.ts` calls it too.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser } from 'playwright-core';
import { launchChromium } from '../e2e/support/chromium.js';
import { startServer } from '../e2e/support/server.js';
import { signInWithPreviewWallet } from './preview-sign-in.js';

const CANDLES = 1000;
const RUNS = 5;
const HISTORY_PATH = '/api/market/history/kline';

export interface ChartRenderResult {
  runs: number;
  candles: number;
  /** Medians, in milliseconds. */
  fromNavigationMs: number;
  fromDataMs: number;
  samples: Array<{ fromNavigationMs: number; fromDataMs: number }>;
}

/**
 * Page-side: notes when the chart frame first says it holds CANDLES candles, two frames later
 * (klinecharts draws in the next animation frame). Plain text, not a function: tsx (esbuild,
 * keepNames) would wrap a function's inner arrows in a `__name` helper the page does not have.
 */
const RECORD_CHART_DRAWN = `(() => {
  const check = () => {
    const frame = document.querySelector('[data-testid="kline-chart"]');
    if (window.__chartDrawnAt !== undefined || !frame || frame.dataset.candles !== '${CANDLES}') return;
    window.__chartDrawnAt = -1;
    requestAnimationFrame(() => requestAnimationFrame(() => { window.__chartDrawnAt = performance.now(); }));
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-candles'] });
})();`;

async function measureOnce(browser: Browser, baseUrl: string) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  try {
    await context.route(
      (url) => url.pathname === HISTORY_PATH && !url.searchParams.has('to'),
      (route) => {
        const url = new URL(route.request().url());
        url.searchParams.set('size', String(CANDLES));
        return route.continue({ url: url.toString() });
      },
    );
    await context.addInitScript({ content: RECORD_CHART_DRAWN });
    const page = await context.newPage();
    await signInWithPreviewWallet(page, baseUrl);
    await page.goto(`${baseUrl}/chart?symbol=btcusdt`);
    await page.waitForFunction(() => ((window as unknown as { __chartDrawnAt?: number }).__chartDrawnAt ?? -1) > 0, undefined, { timeout: 30_000 });
    return page.evaluate((historyPath) => {
      const drawnAt = (window as unknown as { __chartDrawnAt: number }).__chartDrawnAt;
      const history = performance
        .getEntriesByType('resource')
        .filter((entry): entry is PerformanceResourceTiming => entry instanceof PerformanceResourceTiming && new URL(entry.name).pathname === historyPath);
      const dataAt = history[0]?.responseEnd ?? Number.NaN;
      return { fromNavigationMs: drawnAt, fromDataMs: drawnAt - dataAt };
    }, HISTORY_PATH);
  } finally {
    await context.close();
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

export async function measureChartFirstRender(baseUrl: string): Promise<ChartRenderResult> {
  const browser = await launchChromium();
  try {
    const samples = [];
    for (let run = 0; run < RUNS; run += 1) samples.push(await measureOnce(browser, baseUrl));
    return {
      runs: RUNS,
      candles: CANDLES,
      fromNavigationMs: median(samples.map((sample) => sample.fromNavigationMs)),
      fromDataMs: median(samples.map((sample) => sample.fromDataMs)),
      samples,
    };
  } finally {
    await browser.close();
  }
}

export function describeChartRender(result: ChartRenderResult): string {
  const runs = result.samples.map((sample) => `${sample.fromNavigationMs.toFixed(0)}/${sample.fromDataMs.toFixed(0)}`).join(', ');
  return `chart first render of ${result.candles} candles: median ${result.fromNavigationMs.toFixed(0)} ms from navigation start, ${result.fromDataMs.toFixed(0)} ms from data arrival to drawn (runs nav/data: ${runs})`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'halyard-bench-chart-'));
  const server = await startServer(dataDir);
  try {
    console.warn(describeChartRender(await measureChartFirstRender(server.baseUrl)));
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
