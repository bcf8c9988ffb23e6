/**
 * Public market GET throughput: `/api/market/detail` and `/api/home/getAlldDetails` on the real
 * server (every plugin, hook and schema in place) against a bare Fastify route answering the same
 * shape (bench/bare-fastify.ts), each loaded by autocannon on loopback for a fixed time. Beside the
 * rates, the server's own CPU time a request (user and system, from /proc, less what the process
 * spends idle), which the machine's noise moves far less than a rate does.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';

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
