/**
 * Socket fan-out: N clients on loopback, each subscribed to `market.btcusdt.kline.1min` and
 * `market.tickers` (two pushes a second each). Reports messages delivered per second, the p99
 * delivery lag (receive time minus the frame's `ts`, stamped when the server encodes it) and the
 * server's memory per client (RSS growth over N). Every client counts its messages; 100 probe
 * clients, spread evenly over the connection order, also decompress each frame to read its
 * `ts`, so the load generator does not become the bottleneck it measures. Clients answer the
 * server's 5 s pings as real ones do, one pong each per 5 s (spread over the interval), without
 * decompressing every frame to find them.
 */
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import WebSocket from 'ws';

const SUBSCRIPTIONS = ['market.btcusdt.kline.1min', 'market.tickers'];
const CONNECT_BATCH = 250;
const PROBES = 100;

export interface FanoutResult {
  clients: number;
  messagesPerSecond: number;
  p50LagMs: number;
  p99LagMs: number;
  kbPerClient: number;
}

function rssKb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const match = /VmRSS:\s+(\d+)\s+kB/.exec(status);
  return match ? Number(match[1]) : 0;
}

/** The server's resident memory once it has settled (start-up garbage collected): two readings a second apart within 1%. */
async function settledRssKb(pid: number): Promise<number> {
  let previous = rssKb(pid);
  for (let attempt = 0; attempt < 30; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const current = rssKb(pid);
    if (Math.abs(current - previous) <= previous * 0.01) return current;
    previous = current;
  }
  return previous;
}

function percentile(sorted: number[], fraction: number): number {
  if (!sorted.length) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? Number.NaN;
}

interface Client {
  socket: WebSocket;
  probe: boolean;
}

async function openClient(url: string, probe: boolean, onMessage: (raw: Buffer, probe: boolean) => void): Promise<Client> {
  const socket = new WebSocket(url, { perMessageDeflate: false });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  socket.on('message', (raw: Buffer) => onMessage(raw, probe));
  for (const [index, channel] of SUBSCRIPTIONS.entries()) socket.send(JSON.stringify({ sub: channel, id: String(index) }));
  return { socket, probe };
}

/** Connects `count` clients, measures for `seconds`, disconnects them. */
export async function measureFanout(baseUrl: string, serverPid: number, count: number, seconds = 10): Promise<FanoutResult> {
  const url = `${baseUrl.replace('http', 'ws')}/ws`;
  const probeEvery = Math.max(1, Math.floor(count / PROBES));
  let messages = 0;
  let measuring = false;
  const lags: number[] = [];
  const onMessage = (raw: Buffer, probe: boolean) => {
    if (!measuring) return;
    messages += 1;
    if (!probe) return;
    const frame = JSON.parse(gunzipSync(raw).toString('utf8')) as { ts?: number; ping?: number };
    if (typeof frame.ts === 'number' && !('ping' in frame)) lags.push(Date.now() - frame.ts);
  };

  const before = await settledRssKb(serverPid);
  const clients: Client[] = [];
  for (let start = 0; start < count; start += CONNECT_BATCH) {
    const batch = Array.from({ length: Math.min(CONNECT_BATCH, count - start) }, (_, offset) =>
      openClient(url, (start + offset) % probeEvery === 0, onMessage),
    );
    clients.push(...(await Promise.all(batch)));
  }
  let nextPong = 0;
  const pongTimer = setInterval(() => {
    const share = Math.ceil(clients.length / 10);
    for (let sent = 0; sent < share && clients.length; sent += 1, nextPong = (nextPong + 1) % clients.length) {
      clients[nextPong]?.socket.send(JSON.stringify({ pong: Date.now() }));
    }
  }, 500);
  // Let the subscriptions settle and a few pushes go round before measuring.
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const after = await settledRssKb(serverPid);

  measuring = true;
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  measuring = false;
  clearInterval(pongTimer);

  await Promise.all(
    clients.map(
      ({ socket }) =>
        new Promise<void>((resolve) => {
          socket.once('close', () => resolve());
          socket.terminate();
        }),
    ),
  );
  lags.sort((a, b) => a - b);
  return {
    clients: count,
    messagesPerSecond: messages / seconds,
    p50LagMs: percentile(lags, 0.5),
    p99LagMs: percentile(lags, 0.99),
    kbPerClient: (after - before) / count,
  };
}
