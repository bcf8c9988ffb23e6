/**
 * Public market GET throughput: `/api/market/detail` and `/api/home/getAlldDetails` on the real
 * server (every plugin, hook and schema in place) against a bare Fastify route answering the same
 * shape (bench/bare-fastify.ts), each loaded by autocannon on loopback for a fixed time. Beside the
 * rates, the server's own CPU time a request (user and system, from /proc, less what the process
 * spends idle), which the machine's noise moves far less than a rate does.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import { startServer } from '../e2e/support/server.js';

const CONNECTIONS = 10;

export interface GetResult {
  url: string;
  requestsPerSecond: number;
  p99LatencyMs: number;
  non2xx: number;
}

/** Headers a browser sends with a read: autocannon sends none, so no answer would be compressed. */
export const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd' };

export async function loadGet(url: string, seconds: number, headers: Record<string, string> = {}): Promise<GetResult> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers });
  return { url, requestsPerSecond: result.requests.average, p99LatencyMs: result.latency.p99, non2xx: result.non2xx };
}

/** A process's CPU time so far (user and system, all threads), in microseconds. */
function cpuMicrosOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  // utime and stime are fields 14 and 15 of stat, in clock ticks (100 a second on Linux).
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}

/**
 * The server's CPU microseconds a request: `requests` GETs of `url` by autocannon, less the CPU the
 * process spends idle over as long (its timers, the market feed), sampled just before.
 */
export async function cpuPerRequest(pid: number, url: string, requests: number, headers: Record<string, string> = {}): Promise<number> {
  const idleStart = cpuMicrosOf(pid);
  const idleWall = performance.now();
  await sleep(2000);
  const idleRate = (cpuMicrosOf(pid) - idleStart) / (performance.now() - idleWall);
  const start = cpuMicrosOf(pid);
  const wall = performance.now();
  const result = await autocannon({ url, connections: CONNECTIONS, amount: requests, headers });
  const used = cpuMicrosOf(pid) - start - idleRate * (performance.now() - wall);
  return used / (result.requests.total || 1);
}

/** Starts bench/bare-fastify.ts as its own process; resolves with its base URL, its pid and a stop. */
export async function startBareFastify(): Promise<{ baseUrl: string; pid: number; stop: () => Promise<void> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', new URL('./bare-fastify.ts', import.meta.url).pathname], { stdio: ['ignore', 'ignore', 'pipe'] });
  const baseUrl = await new Promise<string>((resolve, reject) => {
    child.stderr.on('data', (chunk: Buffer) => {
      const match = /http:\/\/[\d.]+:\d+/.exec(chunk.toString());
      if (match) resolve(match[0]);
    });
    child.once('exit', (code) => reject(new Error(`bare Fastify exited with ${code}`)));
  });
  return {
    baseUrl,
    pid: child.pid ?? 0,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}

interface Share {
  median: number;
  low: number;
  high: number;
}

export interface MarketGetFigure {
  name: string;
  path: string;
  /** Median of the rounds' rates. */
  requestsPerSecond: number;
  /** This load's rate over bare Fastify's in the same round: median, lowest and highest of the rounds. */
  shareOfBare: Share;
  /** Home's loads only: the same against bare Fastify sending a text of home's length. */
  shareOfBareSameSize?: Share;
  serverCpuMicros: number;
}

/** A server to load: its name in the figures (a build to compare), address and process. */
export interface MarketServer {
  label: string;
  baseUrl: string;
  pid: number;
}

const ROUNDS = 5;
const ROUND_SECONDS = 3;

/**
 * The public market reads of each server against bare Fastify: rounds of every load one after
 * the other (bare first), so a noisy moment of this shared machine hurts a round's loads alike;
 * each load's share of bare is taken within its round, home's also against bare Fastify sending
 * a text of home's length. Then each load's server CPU a request.
 * autocannon asks for no encoding; a browser takes gzip, which home's overview (5 KB) is sent
 * in, hence the third load of each server.
 */
export async function measureMarketGets(servers: MarketServer[]): Promise<MarketGetFigure[]> {
  const bare = await startBareFastify();
  try {
    const loads = [
      { name: 'bare Fastify', url: `${bare.baseUrl}/bare`, pid: bare.pid, headers: {} },
      { name: "bare Fastify, home's length", url: `${bare.baseUrl}/bare-home`, pid: bare.pid, headers: {} },
      ...servers.flatMap(({ label, baseUrl, pid }) => [
        { name: `${label}detail`, url: `${baseUrl}/api/market/detail?symbol=btcusdt`, pid, headers: {} },
        { name: `${label}home`, url: `${baseUrl}/api/home/getAlldDetails`, pid, headers: {} },
        { name: `${label}home, as a browser asks`, url: `${baseUrl}/api/home/getAlldDetails`, pid, headers: BROWSER_HEADERS },
      ]),
    ];
    for (const load of loads) await loadGet(load.url, 2, load.headers);
    const rates = loads.map(() => [] as number[]);
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const [index, load] of loads.entries()) rates[index]?.push((await loadGet(load.url, ROUND_SECONDS, load.headers)).requestsPerSecond);
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
    // Each round's rate over the yardstick's in the same round.
    const shareOf = (index: number, yardstick: number): Share => {
      const shares = (rates[index] ?? []).map((rate, round) => rate / (rates[yardstick]?.[round] ?? rate));
      return { median: median(shares), low: Math.min(...shares), high: Math.max(...shares) };
    };
    const figures: MarketGetFigure[] = [];
    for (const [index, load] of loads.entries()) {
      const url = new URL(load.url);
      figures.push({
        name: load.name,
        path: url.pathname + url.search,
        requestsPerSecond: median(rates[index] ?? []),
        shareOfBare: shareOf(index, 0),
        ...(index > 1 && url.pathname.includes('/home/') && { shareOfBareSameSize: shareOf(index, 1) }),
        serverCpuMicros: await cpuPerRequest(load.pid, load.url, 50_000, load.headers),
      });
    }
    return figures;
  } finally {
    await bare.stop();
  }
}

export function describeMarketGet(figure: MarketGetFigure): string {
  const percent = (share: Share) => `${(100 * share.median).toFixed(0)}% (rounds ${(100 * share.low).toFixed(0)}–${(100 * share.high).toFixed(0)}%)`;
  const share = figure.name.startsWith('bare') ? '' : ` = ${percent(figure.shareOfBare)} of bare`;
  const sameSize = figure.shareOfBareSameSize ? `, ${percent(figure.shareOfBareSameSize)} of bare with home's length` : '';
  return `market GET: ${figure.name} (${figure.path}) ${figure.requestsPerSecond.toFixed(0)} req/s${share}${sameSize}; server CPU ${figure.serverCpuMicros.toFixed(1)} µs a request`;
}

/**
 * `npx tsx bench/market-get.ts [other-tree]`: this tree's server alone, or beside the server of
 * another checkout of the repo (a worktree of an older commit, its node_modules in place), in
 * the same rounds: a before and after measured together.
 */
if (import.meta.url === `file://${process.argv[1]}`) {
  const other = process.argv[2];
  const env = { API_RATE_LIMIT: '100000000' };
  type Start = (dataDir: string, env: Record<string, string>) => Promise<{ baseUrl: string; pid: number; stop(): Promise<void> }>;
  const trees: Array<{ label: string; start: Start }> = [{ label: other ? 'this tree: ' : '', start: startServer }];
  if (other) trees.unshift({ label: 'other tree: ', start: ((await import(path.resolve(other, 'e2e/support/server.ts'))) as { startServer: Start }).startServer });
  const dataDirs: string[] = [];
  const running: Array<{ label: string; baseUrl: string; pid: number; stop(): Promise<void> }> = [];
  try {
    for (const tree of trees) {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'halyard-get-'));
      dataDirs.push(dataDir);
      running.push({ label: tree.label, ...(await tree.start(dataDir, env)) });
    }
    for (const figure of await measureMarketGets(running)) console.warn(describeMarketGet(figure));
  } finally {
    for (const server of running) await server.stop();
    for (const dataDir of dataDirs) rmSync(dataDir, { recursive: true, force: true });
  }
}
