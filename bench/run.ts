/**
 * `npm run bench`: what the foundation promises about speed, measured on this machine.
 * - server start: process spawn to a healthy /api/health on a fresh PGlite data folder;
 * - /home weight: JavaScript bytes a phone downloads to show /home (as served), cold cache, and
 *   everything it receives on the wire, headers included (bench/home-wire.ts);
 * - chart first render: 1000 candles drawn on /chart (bench/chart.ts);
 * - socket fan-out: 1k, 5k and 10k clients on a kline and the tickers, one `api` process and two, beside a bare `ws` broadcast (bench/socket-fanout.ts);
 * - public market GET against a bare Fastify route, and the server's CPU a request (bench/market-get.ts);
 * - group commit: contract orders, spot orders and transfers through HTTP at 1, 8, 32 and 128 clients beside a bare node-postgres loop (bench/group-commit.ts);
 * - transfers per second on PGlite and PostgreSQL, 1 and 8 clients (bench/transfers.ts);
 * - the slow-reader attack: server memory while 200 sockets never read (bench/slow-readers.ts);
 * - the contract trigger book with 1M triggers (bench/trigger-book.ts);
 * - contract and spot order round trips per second through HTTP on PGlite and PostgreSQL (bench/order-round-trips.ts);
 * - option settlement lag with 10k open options (bench/options-settlement.ts);
 * - one process against two (`start:cluster`): transfers, contract round trips and 10k sockets (bench/scaling.ts);
 * - Lighthouse's mobile performance audit of /home, /trade and /chart, each beside its static baseline (bench/lighthouse.ts);
 * - the same pages' cold loads observed under DevTools throttling (bench/cold-load.ts);
 * - the chain watcher catching up 10,000 blocks with 1,000 deposits, on PGlite and PostgreSQL (bench/chain-catchup.ts);
 * - a proof-of-reserves snapshot of 100,000 members and one proof read, on PGlite and on PostgreSQL when set (bench/reserves.ts).
 * `npm run bench -- fanout` (or start, get, commit, transfers, slow, triggers, orders, options, scaling, lighthouse, cold, chain, reserves) runs one part. Loopback only, bounded in
 * count and time.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describeCatchup, measureChainCatchup } from './chain-catchup.js';
import { describeReserves, measureReservesSnapshot } from './reserves.js';
import { describeChartRender, measureChartFirstRender, type ChartRenderResult } from './chart.js';
import { describeColdLoad, measureColdLoads } from './cold-load.js';
import { calibratedSlowdownFor, describeAgainstBaseline, describeLighthouse, measureLighthouse, measureLighthouseWithBaseline } from './lighthouse.js';
import { describeHomeWire, measureHomeWire, type HomeWire } from './home-wire.js';
import { describeMarketGet, measureMarketGets } from './market-get.js';
import { replaySlowReaders } from './slow-readers.js';
import { measureTriggerBook } from './trigger-book.js';
import { measureOrderRoundTrips } from './order-round-trips.js';
import { measureOptionSettlement } from './options-settlement.js';
import { describeScaling, measureScaling } from './scaling.js';
import { startCluster } from './cluster.js';
import { describeFanout, measureFanout } from './socket-fanout.js';
import { startFloor } from './socket-floor.js';
import { measureCurve, tuningVariants, type CommitLoad } from './group-commit.js';
import { measureTransfers } from './transfers.js';
import { createTestDatabase, testDatabaseKinds } from '../apps/server/src/testing/test-database.js';
import { launchChromium } from '../e2e/support/chromium.js';
import { startServer } from '../e2e/support/server.js';

const START_RUNS = 3;

async function measureHomeWeight(baseUrl: string) {
  const browser = await launchChromium();
  try {
    // A first visit, before any service worker: what every new member downloads.
    const page = await browser.newPage({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
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

const only = process.argv[2];
const wanted = (part: string) => only === undefined || only === part;

async function withServer<T>(env: Record<string, string>, use: (server: Awaited<ReturnType<typeof startServer>>) => Promise<T>): Promise<T> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'halyard-bench-'));
  const server = await startServer(dataDir, env);
  try {
    return await use(server);
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (wanted('start')) {
  const startTimes: number[] = [];
  let weight: Awaited<ReturnType<typeof measureHomeWeight>> | undefined;
  let chartRender: ChartRenderResult | undefined;
  let wire: HomeWire | undefined;
  for (let run = 0; run < START_RUNS; run += 1) {
    // Stopped even when a measurement fails: a failed run left its server running before.
    await withServer({}, async (server) => {
      startTimes.push(server.startMs);
      if (run === 0) weight = await measureHomeWeight(server.baseUrl);
      if (run === 0) chartRender = await measureChartFirstRender(server.baseUrl);
      if (run === 0) wire = await measureHomeWire(server.baseUrl);
    });
  }
  startTimes.sort((a, b) => a - b);
  console.warn(`server start on a fresh data folder: median ${startTimes[1]?.toFixed(0)} ms (runs: ${startTimes.map((ms) => ms.toFixed(0)).join(', ')})`);
  if (weight) {
    console.warn(
      `/home JavaScript: ${weight.files} files, ${weight.transferredKb.toFixed(1)} KB as served, brotli (${weight.decodedKb.toFixed(1)} KB decoded); tab bar shown after ${weight.shownMs.toFixed(0)} ms`,
    );
  }
  if (wire) console.warn(describeHomeWire(wire));
  if (chartRender) console.warn(describeChartRender(chartRender));
}

if (wanted('fanout')) {
  // `start:cluster` with one `api` process, then two, a fresh cluster per size (its memory growth
  // is that of these clients alone), each beside the floor: a bare `ws` server writing a frame as
  // large to as many sockets from as many processes. FANOUT_PROCESSES=2 FANOUT_CLIENTS=10000 narrow it.
  process.env.DATABASE_URL_TEST ??= 'postgres://postgres@127.0.0.1:5432/test';
  const listed = (name: string, fallback: number[]) => process.env[name]?.split(',').map(Number) ?? fallback;
  const database = await createTestDatabase('postgres');
  try {
    for (const processes of listed('FANOUT_PROCESSES', [1, 2])) {
      for (const clients of listed('FANOUT_CLIENTS', [1000, 5000, 10_000])) {
        const cluster = await startCluster(processes, database.connectionString ?? '', { CLUSTER_ROLES: `api=${processes}`, SOCKET_LIMIT_PER_CLIENT: '20000' });
        const result = await measureFanout(cluster.baseUrl, cluster.pids(), clients).finally(() => cluster.stop());
        const floor = await startFloor(processes, result.bytesPerFrame);
        const bare = await measureFanout(floor.baseUrl, floor.pids(), clients).finally(() => floor.stop());
        console.warn(describeFanout(processes, result, bare));
      }
    }
  } finally {
    await database.destroy();
  }
}

if (wanted('get')) {
  const figures = await withServer({ API_RATE_LIMIT: '100000000' }, (server) => measureMarketGets([{ label: '', baseUrl: server.baseUrl, pid: server.pid }]));
  for (const figure of figures) console.warn(describeMarketGet(figure));
}

if (wanted('transfers')) {
  process.env.DATABASE_URL_TEST ??= 'postgres://postgres@127.0.0.1:5432/test';
  for (const database of ['pglite', 'postgres'] as const) {
    for (const layer of ['ledger', 'http'] as const) {
      for (const clients of [1, 8]) {
        const result = await measureTransfers(database, layer, clients);
        console.warn(
          `transfers, ${database}, ${layer}, ${clients} client(s): ${result.transfersPerSecond.toFixed(0)}/s, p50 ${result.p50Ms.toFixed(1)} ms, p99 ${result.p99Ms.toFixed(1)} ms`,
        );
      }
    }
  }
}

if (wanted('slow')) {
  const result = await withServer({ SOCKET_LIMIT_PER_CLIENT: '1000' }, (server) => replaySlowReaders(server.baseUrl, server.pid, 200, 60));
  console.warn(
    `slow readers: ${result.sockets} sockets on ${result.subscribedChannels} channels each, not reading for ${result.seconds} s: ` +
      `server RSS ${result.baselineMb.toFixed(0)} MiB before, peak ${result.peakMb.toFixed(0)} MiB (${(result.peakMb / result.baselineMb).toFixed(2)}x), ` +
      `${result.finalMb.toFixed(0)} MiB at the end; closed by the server: ${JSON.stringify(result.closeCodes)} (4008 slow reader, 1006 cut for unanswered pings, 0 still open)`,
  );
}

if (wanted('triggers')) {
  const result = measureTriggerBook();
  console.warn(
    `trigger book, ${result.triggers.toLocaleString('en')} triggers (built in ${result.buildMs.toFixed(0)} ms): ` +
      `${(result.idleTickNs / 1000).toFixed(3)} µs per tick crossing none, ${(result.crossedNs / 1000).toFixed(3)} µs per crossed trigger (${result.crossedCount} crossed in 20 falls)`,
  );
}

if (wanted('orders')) {
  process.env.DATABASE_URL_TEST ??= 'postgres://postgres@127.0.0.1:5432/test';
  for (const product of ['contract', 'spot'] as const) {
    for (const database of ['pglite', 'postgres'] as const) {
      for (const clients of [1, 8]) {
        const result = await measureOrderRoundTrips(product, database, clients);
        console.warn(`${product} orders, ${database}, ${clients} client(s): ${result.ordersPerSecond.toFixed(0)} round trips/s, p50 ${result.p50Ms.toFixed(1)} ms, p99 ${result.p99Ms.toFixed(1)} ms`);
      }
    }
  }
}

if (wanted('options')) {
  process.env.DATABASE_URL_TEST ??= 'postgres://postgres@127.0.0.1:5432/test';
  for (const database of ['pglite', 'postgres'] as const) {
    const result = await measureOptionSettlement(database);
    console.warn(
      `option settlement, ${database}, ${result.options} open options (bought in ${(result.buyMs / 1000).toFixed(1)} s): ` +
        `${result.settledPerSecond.toFixed(0)} settled/s, lag from the close second p50 ${result.p50LagMs.toFixed(0)} ms, p99 ${result.p99LagMs.toFixed(0)} ms`,
    );
  }
}

if (wanted('scaling')) {
  process.env.DATABASE_URL_TEST ??= 'postgres://postgres@127.0.0.1:5432/test';
  const results = [await measureScaling(1), await measureScaling(2)];
  for (const line of describeScaling(results)) console.warn(`scaling on PostgreSQL and Redis, ${line}`);
}

if (wanted('lighthouse')) {
  // Lighthouse's default 4x CPU slowdown, then the slowdown its guide gives this host (calibratedSlowdown).
  const results = await withServer({}, async (server) => {
    const standard = await measureLighthouseWithBaseline(server.baseUrl);
    const slowdown = calibratedSlowdownFor(standard.pages);
    return slowdown === 4 ? [standard] : [standard, await measureLighthouse(server.baseUrl, undefined, undefined, slowdown)];
  });
  for (const result of results) {
    for (const page of result.pages) console.warn(describeLighthouse(page));
    for (const line of describeAgainstBaseline(result.pages)) console.warn(line);
    console.warn(`Lighthouse reports (JSON, one per run): ${result.reportDir}`);
  }
}

if (wanted('cold')) {
  const results = await withServer({}, (server) => measureColdLoads(server.baseUrl));
  for (const result of results) console.warn(describeColdLoad(result));
}

if (wanted('chain')) {
  process.env.DATABASE_URL_TEST ??= 'postgres://postgres@127.0.0.1:5432/test';
  for (const database of ['pglite', 'postgres'] as const) console.warn(describeCatchup(await measureChainCatchup(database)));
}

if (wanted('reserves')) {
  // PostgreSQL when one is named (the tests' variable, or the server's: the bench works in a schema of its own and drops it).
  if (!process.env.DATABASE_URL_TEST && process.env.DATABASE_URL) process.env.DATABASE_URL_TEST = process.env.DATABASE_URL;
  for (const database of testDatabaseKinds()) console.warn(describeReserves(await measureReservesSnapshot(database)));
}

if (wanted('commit')) {
  process.env.DATABASE_URL_TEST ??= 'postgres://postgres@127.0.0.1:5432/test';
  const [mode, ...loads] = process.argv.slice(3);
  const chosen = loads.length ? (loads as CommitLoad[]) : undefined;
  if (mode === 'tune') await measureCurve(tuningVariants(), 2, chosen ?? ['transfer', 'contract'], [8, 32]);
  else await measureCurve([{ label: 'batched', env: {} }, { label: 'batch size 1', env: { MONEY_BATCH_SIZE: '1' } }], 2, chosen);
}
