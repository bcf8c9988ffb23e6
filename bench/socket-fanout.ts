/**
 * Socket fan-out: N clients on loopback, each on `/ws?batch=1` as the web app is and subscribed
 * to `market.btcusdt.kline.1min` and `market.tickers` (two pushes a second, which the server
 * sends as one frame). Reports frames and pushes delivered per second, the delivery lag (receive
 * time minus the earliest `ts` in the frame, stamped when the server publishes), the server's
 * memory per client (RSS growth over N, summed over its processes) and how many sockets each
 * process holds. Every client counts its frames; 100 probe clients, spread evenly over the
 * connection order, also decompress each frame to read its stamps, so the load generator does not
 * become the bottleneck it measures. Clients answer the server's 5 s pings as real ones must,
 * echoing each ping's number (the server drops a socket that leaves two unanswered); a ping is a
 * frame of a few dozen bytes, so a client decompresses only frames that small to find them.
 */
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import WebSocket from 'ws';

const SUBSCRIPTIONS = ['market.btcusdt.kline.1min', 'market.tickers'];
const CONNECT_BATCH = 250;
const PROBES = 100;
/** A gzipped `{"ping":<ms>}` is about 35 bytes; every data frame is larger. */
const PING_FRAME_MAX_BYTES = 64;

export interface FanoutResult {
  clients: number;
  framesPerSecond: number;
  /** Pushes: a batch frame carries several. */
  messagesPerSecond: number;
  /** Of the probes' data frames, on average. */
  bytesPerFrame: number;
  /** The clients' sockets each server process holds. */
  socketsByProcess: number[];
  /** CPU time the server's processes (summed) and this load generator spent a second while measured: robust where lags are not, on a busy machine. */
  serverCpuMsPerSecond: number;
  clientCpuMsPerSecond: number;
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

/** CPU time a process has spent, user and system, in milliseconds (clock ticks of 10 ms). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** Sockets a process holds open. */
function openSockets(pid: number): number {
  const dir = `/proc/${pid}/fd`;
  return readdirSync(dir).filter((fd) => {
    try {
      return readlinkSync(`${dir}/${fd}`).startsWith('socket:');
    } catch {
      return false;
    }
  }).length;
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

type Push = { ts?: number; ping?: number };

/** Connects `count` clients, measures for `seconds`, disconnects them; memory is summed over the server's processes (`pids`). */
export async function measureFanout(baseUrl: string, pids: number[], count: number, seconds = 10): Promise<FanoutResult> {
  const serverRssKb = async () => (await Promise.all(pids.map(settledRssKb))).reduce((sum, kb) => sum + kb, 0);
  const url = `${baseUrl.replace('http', 'ws')}/ws?batch=1`;
  const probeEvery = Math.max(1, Math.floor(count / PROBES));
  let frames = 0;
  let pushes = 0;
  let probeFrames = 0;
  let probeBytes = 0;
  let measuring = false;
  const lags: number[] = [];
  const onMessage = (raw: Buffer, probe: boolean) => {
    if (!measuring) return;
    frames += 1;
    if (!probe) return;
    const frame = JSON.parse(gunzipSync(raw).toString('utf8')) as Push | Push[];
    const stamps = (Array.isArray(frame) ? frame : [frame]).flatMap((push) => (typeof push.ts === 'number' && !('ping' in push) ? [push.ts] : []));
    if (!stamps.length) return;
    probeFrames += 1;
    probeBytes += raw.length;
    pushes += stamps.length;
    lags.push(Date.now() - Math.min(...stamps));
  };

  const socketsBefore = pids.map(openSockets);
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
  const socketsByProcess = pids.map((pid, index) => openSockets(pid) - (socketsBefore[index] ?? 0));

  const serverCpu = () => pids.reduce((sum, pid) => sum + cpuMs(pid), 0);
  const serverCpuBefore = serverCpu();
  const clientCpuBefore = process.cpuUsage();
  measuring = true;
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  measuring = false;
  const serverCpuMs = serverCpu() - serverCpuBefore;
  const clientCpu = process.cpuUsage(clientCpuBefore);
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
    framesPerSecond: frames / seconds,
    // The probes' pushes a frame, over every frame.
    messagesPerSecond: probeFrames ? ((frames / seconds) * pushes) / probeFrames : 0,
    bytesPerFrame: probeFrames ? probeBytes / probeFrames : 0,
    socketsByProcess,
    serverCpuMsPerSecond: serverCpuMs / seconds,
    clientCpuMsPerSecond: (clientCpu.user + clientCpu.system) / 1000 / seconds,
    p50LagMs: percentile(lags, 0.5),
    p99LagMs: percentile(lags, 0.99),
    kbPerClient: (after - before) / count,
  };
}

/** One line: Halyard's figures at a size and process count, beside the bare `ws` floor's. */
export function describeFanout(processes: number, result: FanoutResult, floor?: FanoutResult): string {
  const line = (what: FanoutResult) =>
    `${what.framesPerSecond.toFixed(0)} frames/s (${what.messagesPerSecond.toFixed(0)} pushes/s, ${what.bytesPerFrame.toFixed(0)} B), lag p50 ${what.p50LagMs} ms, p99 ${what.p99LagMs} ms, ` +
    `CPU ms a second: server ${what.serverCpuMsPerSecond.toFixed(0)}, clients ${what.clientCpuMsPerSecond.toFixed(0)}`;
  return (
    `socket fan-out, ${result.clients} clients, ${processes} process(es) holding ${result.socketsByProcess.join(' + ')}: ${line(result)}, ${result.kbPerClient.toFixed(1)} KB per client` +
    (floor ? `; bare ws floor ${line(floor)}, ${floor.kbPerClient.toFixed(1)} KB per client` : '')
  );
}
