/**
 * The slow-reader attack, replayed: N sockets from one machine subscribe to as many market
 * channels as the server allows, never read, keep asking for candle history (eight `req` frames
 * a second each, under the rate limit) so answers pile up, and send pongs blind, as the probe
 * did, to look alive. Without a bound, what waits for them grows
 * with every push (a probe saw 224 MiB become 2.5 GiB in 180 s). The server's resident memory is
 * sampled every second; at the end the readers resume and report the close code they got.
 */
import { readFileSync } from 'node:fs';
import { KLINE_PERIODS, MARKET_PAIRS } from '@halyard/shared';
import WebSocket from 'ws';

export interface SlowReaderResult {
  sockets: number;
  seconds: number;
  baselineMb: number;
  peakMb: number;
  finalMb: number;
  /** How the server closed them: close code -> sockets (1006: cut for unanswered pings). */
  closeCodes: Record<number, number>;
  subscribedChannels: number;
}

function rssMb(pid: number): number {
  const match = /VmRSS:\s+(\d+)\s+kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : 0;
}

/** The heaviest channels first: every pair's book, then its candles of every period. */
const CHANNELS = [
  ...MARKET_PAIRS.map((pair) => `market.${pair}.depth.step0`),
  ...MARKET_PAIRS.flatMap((pair) => KLINE_PERIODS.map((period) => `market.${pair}.kline.${period}`)),
];

/** Resident memory once start-up garbage is collected: two readings a second apart within 1%. */
async function settledRssMb(pid: number): Promise<number> {
  let previous = rssMb(pid);
  for (let attempt = 0; attempt < 30; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const current = rssMb(pid);
    if (Math.abs(current - previous) <= previous * 0.01) return current;
    previous = current;
  }
  return previous;
}

/**
 * Loopback lets the kernel hold several MiB per paused socket before anything waits in the
 * server's own memory, so the replay runs long enough to fill the kernel's share and then test
 * the server's.
 */
export async function replaySlowReaders(baseUrl: string, serverPid: number, sockets = 200, seconds = 120): Promise<SlowReaderResult> {
  const url = `${baseUrl.replace('http', 'ws')}/ws`;
  const baselineMb = await settledRssMb(serverPid);
  let subscribedChannels = 0;
  const clients = await Promise.all(
    Array.from({ length: sockets }, async () => {
      const socket = new WebSocket(url, { perMessageDeflate: false });
      await new Promise<void>((resolve, reject) => {
        socket.once('open', () => resolve());
        socket.once('error', reject);
      });
      const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
      socket.on('error', () => {});
      // Ten frames a second is the limit: subscribe in paced bursts until the server says no more.
      for (let start = 0; start < 60; start += 10) {
        for (const channel of CHANNELS.slice(start, start + 10)) socket.send(JSON.stringify({ sub: channel }));
        await new Promise((resolve) => setTimeout(resolve, 1100));
      }
      return { socket, closed };
    }),
  );
  // The server counts what it accepted; the client reads nothing from here on.
  for (const { socket } of clients) socket.pause();
  subscribedChannels = Math.min(CHANNELS.length, 50);
  const history = JSON.stringify({ req: 'market.btcusdt.kline.1min' });
  let tick = 0;
  const asking = setInterval(() => {
    tick += 1;
    for (const { socket } of clients) {
      if (socket.readyState !== WebSocket.OPEN) continue;
      for (let frame = 0; frame < 8; frame += 1) socket.send(history);
      // The probe's trick: pongs sent blind, without reading the pings they should answer.
      if (tick % 5 === 0) socket.send(JSON.stringify({ pong: Date.now() }));
    }
  }, 1000);

  let peakMb = baselineMb;
  for (let second = 0; second < seconds; second += 1) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    peakMb = Math.max(peakMb, rssMb(serverPid));
  }
  clearInterval(asking);
  const finalMb = rssMb(serverPid);
  for (const { socket } of clients) {
    socket.resume();
    socket.terminate();
  }
  const codes = await Promise.all(clients.map(({ closed }) => Promise.race([closed, new Promise<number>((resolve) => setTimeout(() => resolve(0), 2000))])));
  const closeCodes: Record<number, number> = {};
  for (const code of codes) closeCodes[code] = (closeCodes[code] ?? 0) + 1;
  return { sockets, seconds, baselineMb, peakMb, finalMb, closeCodes, subscribedChannels };
}
