/**
 * `npx tsx scripts/home-js-weight.ts`: the JavaScript a first visit to /home downloads, file by
 * file (the figure `npm run bench` reports, without the rest of the bench). Build first
 * (`npm run build`). Cold Chromium at 390x844, service workers blocked, encoded sizes, as served (brotli).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { launchChromium } from '../e2e/support/chromium.js';
import { startServer } from '../e2e/support/server.js';

const dataDir = mkdtempSync(path.join(tmpdir(), 'halyard-weight-'));
const server = await startServer(dataDir);
const browser = await launchChromium();
try {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
  await page.goto(`${server.baseUrl}/home`, { waitUntil: 'networkidle' });
  await page.waitForSelector('[data-testid=tab-bar]');
  const files = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry): entry is PerformanceResourceTiming => entry instanceof PerformanceResourceTiming && new URL(entry.name).pathname.endsWith('.js'))
      .map((entry) => ({ name: new URL(entry.name).pathname, transfer: entry.encodedBodySize, decoded: entry.decodedBodySize })),
  );
  files.sort((a, b) => b.transfer - a.transfer);
  for (const file of files) console.warn(`${(file.transfer / 1024).toFixed(1).padStart(7)} KB  ${(file.decoded / 1024).toFixed(1).padStart(7)} KB  ${file.name}`);
  const sum = (key: 'transfer' | 'decoded') => files.reduce((total, file) => total + file[key], 0) / 1024;
  console.warn(`/home JavaScript: ${files.length} files, ${sum('transfer').toFixed(1)} KB as served, brotli (${sum('decoded').toFixed(1)} KB decoded)`);
} finally {
  await browser.close();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
