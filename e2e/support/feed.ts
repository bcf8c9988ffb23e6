import { readFile, rename, writeFile } from 'node:fs/promises';
import Decimal from 'decimal.js';
import { expect, inject, onTestFinished } from 'vitest';
import { pinAnswerPath, type PinAnswer, type PinRequest } from '../../apps/server/src/market/pinned/pin-file.js';
import { appBaseUrl } from './base-url.js';

/**
 * Pinned prices: the worker's server runs the simulated market with `MARKET_SOURCE=sim+pin:<file>`
 * (global-setup.ts), and a spec whose expectation derives from a price pins that price here, so
 * each outcome is decided by the test, not by where the market happened to go. A pin holds from
 * the server's next second until released; every pin of a test is released when the test ends.
 */

/** How long the server may take to read a request and reach the second it holds from. */
const PIN_WAIT_MS = 10_000;

/** This worker's pin file, as `appBaseUrl` picks its server. */
function pinFile(): string {
  const files = inject('pinFiles');
  const worker = Number(process.env.VITEST_POOL_ID ?? '1');
  const file = files[(worker - 1) % files.length];
  if (!file) throw new Error(`no pin file for worker ${worker}`);
  return file;
}

async function readJson<T>(file: string): Promise<T | undefined> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as T;
  } catch {
    return undefined;
  }
}

/** Writes the next request (every pin at once), waits for the server's answer, and returns the second it holds from. */
async function request(change: (pins: Record<string, string>) => void): Promise<number> {
  const file = pinFile();
  const current = (await readJson<PinRequest>(file)) ?? { seq: 0, pins: {} };
  const next: PinRequest = { seq: current.seq + 1, pins: { ...current.pins } };
  change(next.pins);
  await writeFile(`${file}.tmp`, JSON.stringify(next));
  await rename(`${file}.tmp`, file);
  let answer: PinAnswer | undefined;
  await expect
    .poll(async () => (answer = await readJson<PinAnswer>(pinAnswerPath(file)))?.seq, { timeout: PIN_WAIT_MS, interval: 50, message: `the server answers pin request ${next.seq}` })
    .toBe(next.seq);
  if (answer?.error !== undefined || answer?.from === undefined) throw new Error(`the server refused the pins ${JSON.stringify(next.pins)}: ${answer?.error ?? 'no second'}`);
  return answer.from;
}

/** The public index price of a pair at a second (`GET /api/market/index`), undefined while that second is still to come. */
export async function indexAt(pair: string, second: number): Promise<string | undefined> {
  const response = await fetch(`${appBaseUrl()}/api/market/index?pair=${pair}&ts=${second}`);
  if (!response.ok) return undefined;
  return ((await response.json()) as { data: { price: string } }).data.price;
}

/** The pair's last price as the market pages read it (`GET /api/market/detail`): where to pin near. */
export async function lastPrice(pair: string): Promise<Decimal> {
  const answer = (await (await fetch(`${appBaseUrl()}/api/market/detail?symbol=${pair}`)).json()) as { data: { close: number } };
  return new Decimal(String(answer.data.close));
}

/** Releases every pin of this server (nothing to do when none holds). */
export async function releaseAll(): Promise<void> {
  const current = await readJson<PinRequest>(pinFile());
  if (!current || Object.keys(current.pins).length === 0) return;
  await request((pins) => {
    for (const pair of Object.keys(pins)) delete pins[pair];
  });
}

/**
 * Pins the pair's index price (decimal, at most the pair's price precision) from the server's
 * next second on, and returns once that second has come: from then on every fill, trigger and
 * settlement of the pair uses it, and the pages show it with their next push.
 */
export async function pinPrice(pair: string, price: Decimal.Value): Promise<{ second: number; price: Decimal }> {
  const pinned = new Decimal(price);
  onTestFinished(releaseAll);
  const second = await request((pins) => {
    pins[pair] = pinned.toFixed();
  });
  await expect
    .poll(async () => (await indexAt(pair, second)) ?? 'not yet', { timeout: PIN_WAIT_MS, interval: 100, message: `${pair} pinned at ${pinned.toFixed()} from second ${second}` })
    .toSatisfy((shown: string) => shown !== 'not yet' && pinned.eq(shown));
  return { second, price: pinned };
}

/** Frees the pair: from the server's next second it follows the simulated market again. */
export async function releasePrice(pair: string): Promise<void> {
  const second = await request((pins) => {
    delete pins[pair];
  });
  await expect.poll(() => indexAt(pair, second), { timeout: PIN_WAIT_MS, interval: 100 }).toBeDefined();
}
