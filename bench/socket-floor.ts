/**
 * The floor under the socket fan-out: a bare `ws` server (no Fastify, no hub, no channels) that
 * writes one gzip frame of about `frameBytes` to every socket at each second's start, stamped as
 * Halyard stamps its pushes, the same buffer for all. With two workers the processes share the
 * port through node:cluster, as `scripts/start-cluster.mjs` does. `startFloor` runs this file as a
 * process of its own (`FLOOR_WORKERS` set); it prints `ready` once every worker listens.
 */
import { spawn } from 'node:child_process';
import cluster from 'node:cluster';
import { randomBytes } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { WebSocketServer } from 'ws';
import { freePort } from '../apps/server/src/testing/free-port.js';
import { childPids } from './cluster.js';

export interface Floor {
  baseUrl: string;
  pids(): number[];
  stop(): Promise<void>;
}

export async function startFloor(workers: number, frameBytes: number): Promise<Floor> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', new URL(import.meta.url).pathname], {
    env: { ...process.env, FLOOR_WORKERS: String(workers), FLOOR_PORT: String(port), FLOOR_FRAME_BYTES: String(Math.round(frameBytes)) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve());
    child.once('exit', (code) => reject(new Error(`the floor server exited (${code})`)));
  });
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  return { baseUrl: `http://127.0.0.1:${port}`, pids: () => childPids(child.pid ?? 0), stop };
}

/** Random text whose frame, gzip-compressed, is about `bytes` long. */
function paddingFor(bytes: number): string {
  let length = bytes;
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const size = gzipSync(JSON.stringify([{ ch: 'floor', ts: Date.now(), pad: randomBytes(length).toString('base64').slice(0, length) }])).length;
    length = Math.max(1, Math.round((length * bytes) / size));
  }
  return randomBytes(length).toString('base64').slice(0, length);
}

function serveFloor(port: number, frameBytes: number): void {
  const server = new WebSocketServer({ host: '127.0.0.1', port, path: '/ws', perMessageDeflate: false });
  const pad = paddingFor(frameBytes);
  const tick = () => {
    const frame = gzipSync(JSON.stringify([{ ch: 'floor', ts: Date.now(), pad }]));
    for (const socket of server.clients) socket.send(frame);
    setTimeout(tick, 1000 - (Date.now() % 1000) + 5);
  };
  setTimeout(tick, 1000 - (Date.now() % 1000) + 5);
}

const workers = Number(process.env.FLOOR_WORKERS);
if (workers > 0) {
  if (cluster.isPrimary) {
    let listening = 0;
    cluster.on('listening', () => {
      listening += 1;
      if (listening === workers) process.stdout.write('ready\n');
    });
    for (let index = 0; index < workers; index += 1) cluster.fork();
    process.on('SIGTERM', () => {
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
      process.exit(0);
    });
  } else serveFloor(Number(process.env.FLOOR_PORT), Number(process.env.FLOOR_FRAME_BYTES));
}
