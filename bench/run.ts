/**
 * `npm run bench`: what the foundation promises about speed, measured on this machine.
 * - server start: process spawn to a healthy /api/health on a fresh PGlite data folder;
 * - /home weight: JavaScript bytes a phone downloads to show /home (gzip, as served), cold cache;
 * - chart first render: 1000 candles drawn on /chart (bench/chart.ts).
 * Loopback only, bounded in count and time.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describeChartRender, measureChartFirstRender, type ChartRenderResult } from './chart.js';
import { launchChromium } from '../e2e/support/chromium.js';
import { startServer } from '../e2e/support/server.js';

const START_RUNS = 3;

async function measureHomeWeight(baseUrl: string) {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const started = performance.now();
    await page.goto(`${baseUrl}/home`, { waitUntil: 'networkidle' });
    await page.waitForSelector('[data-testid=tab-bar]');
    const shownMs = performance.now() - started;
    const sizes = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry): entry is PerformanceResourceTiming => entry instanceof PerformanceResourceTiming && new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => ({ transfer: entry.encodedBodySize, decoded: entry.decodedBodySize })),
    );
    const transferred = sizes.reduce((sum, size) => sum + size.transfer, 0);
    const decoded = sizes.reduce((sum, size) => sum + size.decoded, 0);
    return { files: sizes.length, transferredKb: transferred / 1024, decodedKb: decoded / 1024, shownMs };
  } finally {
    await browser.close();
  }
}

const startTimes: number[] = [];
let weight: Awaited<ReturnType<typeof measureHomeWeight>> | undefined;
let chartRender: ChartRenderResult | undefined;
for (let run = 0; run < START_RUNS; run += 1) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'halyard-bench-'));
  const server = await startServer(dataDir);
  startTimes.push(server.startMs);
  if (run === 0) weight = await measureHomeWeight(server.baseUrl);
  if (run === 0) chartRender = await measureChartFirstRender(server.baseUrl);
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
startTimes.sort((a, b) => a - b);
console.warn(`server start on a fresh data folder: median ${startTimes[1]?.toFixed(0)} ms (runs: ${startTimes.map((ms) => ms.toFixed(0)).join(', ')})`);
if (weight) {
  console.warn(
    `/home JavaScript: ${weight.files} files, ${weight.transferredKb.toFixed(1)} KB gzipped (${weight.decodedKb.toFixed(1)} KB decoded); tab bar shown after ${weight.shownMs.toFixed(0)} ms`,
  );
}
if (chartRender) console.warn(describeChartRender(chartRender));
