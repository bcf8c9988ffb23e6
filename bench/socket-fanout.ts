/**
 * Socket fan-out: N clients on loopback, each subscribed to `market.btcusdt.kline.1min` and
 * `market.tickers` (two pushes a second each). Reports messages delivered per second, the p99
 * delivery lag (receive time minus the frame's `ts`, stamped when the server encodes it) and the
 * server's memory per client (RSS growth over N). Every client counts its messages; 100 probe
 * clients, spread evenly over the connection order, also decompress each frame to read its
 * `ts`, so the load generator does not become the bottleneck it measures. Clients answer the
 * server's 5 s pings as real ones must, echoing each ping's number (the server drops a socket
 * that leaves two unanswered); a ping is a frame of a few dozen bytes, so a client decompresses
 * only frames that small to find them.
 */
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import WebSocket from 'ws';

const SUBSCRIPTIONS = ['market.btcusdt.kline.1min', 'market.tickers'];
const CONNECT_BATCH = 250;
const PROBES = 100;
/** A gzipped `{"ping":<ms>}` is about 35 bytes; every data frame is larger. */
const PING_FRAME_MAX_BYTES = 64;

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

/** Why the server closed sockets during a run, by close code. */
const closeCodes = new Map<number, number>();

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
  socket.on('message', (raw: Buffer) => {
    if (raw.length <= PING_FRAME_MAX_BYTES) {
      const frame = JSON.parse(gunzipSync(raw).toString('utf8')) as { ping?: number };
      if (typeof frame.ping === 'number') return socket.send(JSON.stringify({ pong: frame.ping }));
    }
    onMessage(raw, probe);
  });
  socket.once('close', (code: number) => closeCodes.set(code, (closeCodes.get(code) ?? 0) + 1));
  for (const [index, channel] of SUBSCRIPTIONS.entries()) socket.send(JSON.stringify({ sub: channel, id: String(index) }));
  return { socket, probe };
}

/** Connects `count` clients, measures for `seconds`, disconnects them; memory is summed over the server's processes. */
export async function measureFanout(baseUrl: string, serverPid: number, count: number, seconds = 10, otherPids: number[] = []): Promise<FanoutResult> {
  const pids = [serverPid, ...otherPids];
  const serverRssKb = async () => (await Promise.all(pids.map(settledRssKb))).reduce((sum, kb) => sum + kb, 0);
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

  const before = await serverRssKb();
  const clients: Client[] = [];
  for (let start = 0; start < count; start += CONNECT_BATCH) {
    const batch = Array.from({ length: Math.min(CONNECT_BATCH, count - start) }, (_, offset) =>
      openClient(url, (start + offset) % probeEvery === 0, onMessage),
    );
    clients.push(...(await Promise.all(batch)));
  }
  // Let the subscriptions settle and a few pushes go round before measuring.
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const after = await serverRssKb();

  measuring = true;
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  measuring = false;
  const dropped = clients.filter(({ socket }) => socket.readyState !== WebSocket.OPEN).length;
  if (dropped) console.warn(`  ${dropped} of ${count} sockets were closed by the server during the run (codes ${JSON.stringify(Object.fromEntries(closeCodes))})`);
  closeCodes.clear();

  await Promise.all(
    clients.map(
      ({ socket }) =>
        new Promise<void>((resolve) => {
          // One the server already closed has nothing more to say.
          if (socket.readyState === WebSocket.CLOSED) return resolve();
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
