import { mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createManualClock } from '../../testing/build-test-app.js';
import { SimulatedFeed } from '../simulated/simulated-feed.js';
import { applyPinRequest, pinAnswerPath, watchPinFile, type PinAnswer } from './pin-file.js';
import { PinnedFeed } from './pinned-feed.js';

const SEED = '5eed5eed5eed5eed5eed5eed5eed5eed';
const folder = mkdtempSync(path.join(tmpdir(), 'halyard-pins-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

function pinnedFeed() {
  const clock = createManualClock(new Date('2026-11-22T13:37:41Z'));
  const feed = new PinnedFeed({ feed: new SimulatedFeed({ seed: SEED, clock }), clock });
  return { clock, feed, next: Math.floor(clock.now().getTime() / 1000) + 1 };
}

const request = (seq: number, pins: Record<string, string>) => JSON.stringify({ seq, pins });
const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };

describe('the pin file', () => {
  it('holds every pair it names at its price from the next second, and frees the pairs it leaves out', () => {
    const { clock, feed, next } = pinnedFeed();
    expect(applyPinRequest(feed, request(1, { btcusdt: '65000', ethusdt: '3000.5' }))).toEqual({ seq: 1, from: next });
    expect([feed.pinnedPrice('btcusdt'), feed.pinnedPrice('ethusdt'), feed.pinnedPrice('solusdt')]).toEqual(['65000.00', '3000.50', undefined]);
    clock.advance(2000);
    // The same pin again changes nothing; ethusdt left out is free from the next second.
    const answer = applyPinRequest(feed, request(2, { btcusdt: '65000.00' }));
    expect(answer).toEqual({ seq: 2, from: next + 2 });
    expect(feed.pinnedPrice('ethusdt')).toBeUndefined();
    clock.advance(1000);
    expect(feed.indexPriceAt('btcusdt', next)).toBe('65000.00');
    expect(feed.lastPrice('btcusdt')).toBe('65000.00');
    expect(feed.indexPriceAt('ethusdt', next + 1)).toBe('3000.50');
    expect(feed.lastPrice('ethusdt')).not.toBe('3000.50');
  });

  it('refuses the whole request for one bad pin, and says why', () => {
    const { feed } = pinnedFeed();
    expect(applyPinRequest(feed, request(3, { btcusdt: '65000', ethusdt: '-1' }))).toEqual({ seq: 3, error: expect.stringMatching(/ethusdt cannot be pinned at "-1"/) as unknown as string });
    expect(applyPinRequest(feed, request(4, { dogeusd: '1' }))).toEqual({ seq: 4, error: 'no pair dogeusd to pin' });
    expect(applyPinRequest(feed, '{"pins":')).toMatchObject({ seq: -1, error: expect.stringMatching(/^not a pin request/) as unknown as string });
    expect(feed.pinnedPrice('btcusdt')).toBeUndefined();
  });

  it('is read while the feed runs, and answered beside it', async () => {
    const { feed } = pinnedFeed();
    const file = path.join(folder, 'pins.json');
    const stop = watchPinFile(file, feed, silent);
    try {
      const write = (text: string) => {
        writeFileSync(`${file}.tmp`, text);
        renameSync(`${file}.tmp`, file);
      };
      const answer = () => {
        try {
          return JSON.parse(readFileSync(pinAnswerPath(file), 'utf8')) as PinAnswer;
        } catch {
          return undefined;
        }
      };
      write(request(7, { btcusdt: '12345.67' }));
      await vi.waitFor(() => expect(answer()?.seq).toBe(7), { timeout: 5000 });
      expect(answer()?.error).toBeUndefined();
      expect(feed.pinnedPrice('btcusdt')).toBe('12345.67');
      write(request(8, {}));
      await vi.waitFor(() => expect(answer()?.seq).toBe(8), { timeout: 5000 });
      expect(feed.pinnedPrice('btcusdt')).toBeUndefined();
    } finally {
      stop();
    }
  });
});
