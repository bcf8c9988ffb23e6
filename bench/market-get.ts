/**
 * Public market GET throughput: `/api/market/detail` and `/api/home/getAlldDetails` on the real
 * server (every plugin, hook and schema in place) against a bare Fastify route answering the same
 * shape (bench/bare-fastify.ts), each loaded by autocannon on loopback for a fixed time.
 */
import { spawn } from 'node:child_process';
import autocannon from 'autocannon';

const CONNECTIONS = 10;

export interface GetResult {
  url: string;
  requestsPerSecond: number;
  p99LatencyMs: number;
  non2xx: number;
}

export async function loadGet(url: string, seconds: number): Promise<GetResult> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds });
  return { url, requestsPerSecond: result.requests.average, p99LatencyMs: result.latency.p99, non2xx: result.non2xx };
}

/** Starts bench/bare-fastify.ts as its own process; resolves with its base URL and a stop. */
export async function startBareFastify(): Promise<{ baseUrl: string; stop: () => Promise<void> }> {
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
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}
