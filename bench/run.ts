/**
 * `npm run bench`: what the foundation promises about speed, measured on this machine.
 * - server start: process spawn to a healthy /api/health on a fresh PGlite data folder;
 * - /home weight: JavaScript bytes a phone downloads to show /home (gzip, as served), cold cache.
 * Loopback only, bounded in count and time.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';

const repoRoot = path.resolve(new URL('..', import.meta.url).pathname);
const START_RUNS = 3;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function startServer(dataDir: string) {
  const port = await freePort();
  const started = performance.now();
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '' },
    stdio: 'ignore',
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (Date.now() > deadline) throw new Error('server did not start in 60 s');
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const startMs = performance.now() - started;
  const stop = async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  };
  return { baseUrl, startMs, stop };
}

async function measureHomeWeight(baseUrl: string) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
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
for (let run = 0; run < START_RUNS; run += 1) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'halyard-bench-'));
  const server = await startServer(dataDir);
  startTimes.push(server.startMs);
  if (run === 0) weight = await measureHomeWeight(server.baseUrl);
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
