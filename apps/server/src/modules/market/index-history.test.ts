import enUS from '@halyard/shared/messages/en_US.json' with { type: 'json' };
import type { IndexPrice } from '@halyard/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { createRuntime } from '../../runtime.js';
import { parseEnvironment, publicOriginsOf } from '../../config.js';
import type { MarketEvent, MarketFeed } from '../../market/feed.js';
import { seedDatabase } from '../../seed/seed.js';
import { buildTestApp, createManualClock, TEST_HOST, type TestApp } from '../../testing/build-test-app.js';
import { createTestDatabase, testDatabaseKinds } from '../../testing/test-database.js';
import { createIndexHistory, type IndexSecond } from './index-history.service.js';

const T = Date.parse('2026-11-23T09:00:00Z') / 1000;
/** A write to PGlite on a busy machine can take over the poll's default second: wait for the condition longer. */
const SETTLED = { timeout: 10_000, interval: 20 };

describe('the index price of every second, from the simulated feed', () => {
  const clock = createManualClock(new Date(T * 1000));
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp({ clock });
  });
  afterAll(async () => {
    await t.close();
  });

  const index = (pair: string, ts: number | string) => t.call<IndexPrice>({ method: 'GET', url: `/api/market/index?pair=${pair}&ts=${ts}` });

  it('answers a past second with the price the engines saw at that second', async () => {
    // What a fill at second T - 90 would have used: the feed's index price while the clock stood there.
    clock.set(new Date((T - 90) * 1000));
    const usedThen = t.runtime.marketFeed.lastPrice('btcusdt');
    clock.set(new Date(T * 1000));
    expect(usedThen).toMatch(/^\d+(\.\d+)?$/);
    const answer = await index('btcusdt', T - 90);
    expect(answer).toMatchObject({ status: 200, body: { data: { pair: 'btcusdt', ts: T - 90, price: usedThen } } });
    const response = await t.app.inject({ method: 'GET', url: `/api/market/index?pair=btcusdt&ts=${T - 90}`, headers: { host: TEST_HOST } });
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('refuses the future, seconds past the 30 days it keeps, and an unknown pair, in words', async () => {
    expect(await index('btcusdt', T + 1)).toMatchObject({ status: 400, body: { msg: enUS.indexPriceFuture } });
    expect(await index('btcusdt', T - 31 * 86_400)).toMatchObject({ status: 400, body: { msg: enUS.indexPriceTooOld.replace('{days}', '30') } });
    expect((await index('nopeusdt', T - 1)).status).toBe(400);
    expect((await index('btcusdt', 'yesterday')).status).toBe(400);
  });
});

describe.each(testDatabaseKinds())('the simulated history after a restart, on %s', (kind) => {
  it('answers every second the same after a restart, from the seed kept in the database', async () => {
    const clock = createManualClock(new Date(T * 1000));
    const database = await createTestDatabase(kind);
    await seedDatabase(database.db);
    const environment = parseEnvironment({ LOG_LEVEL: 'silent', PUBLIC_ORIGINS: `http://${TEST_HOST}` });
    const config = { ...environment, JWT_SECRET: 'index-history-test-secret-long-enough', PUBLIC_ORIGINS: publicOriginsOf(environment) };
    const seconds = Array.from({ length: 25 }, (_, step) => T - 1 - step * 97_003);
    const read = async () => {
      const app = await buildApp(await createRuntime({ config, db: database.db, clock, logger: false }), { webDist: null });
      await app.ready();
      const prices = await Promise.all(
        seconds.map(async (second) => (await app.inject({ url: `/api/market/index?pair=ethusdt&ts=${second}`, headers: { host: TEST_HOST } })).json<{ data: IndexPrice }>().data.price),
      );
      await app.close();
      return prices;
    };
    const before = await read();
    expect(new Set(before).size).toBeGreaterThan(20);
    expect(await read()).toEqual(before);
    await database.destroy();
  });
});

/** A live feed as the engines see it: ticks with prices, no history of its own. */
class LiveFeedDouble {
  readonly derivesHistory = false;
  readonly pairs = ['btcusdt'];
  private readonly listeners = new Set<(event: MarketEvent) => void>();
  tick(price: string, ms: number): void {
    for (const listener of this.listeners) listener({ type: 'tick', pair: 'btcusdt', price, ts: ms });
  }
  subscribe(listener: (event: MarketEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
  indexPriceAt(): undefined {
    return undefined;
  }
}

describe.each(testDatabaseKinds())('the recorded history of a live feed, on %s', (kind) => {
  it('records each second as the price at its end, and answers a quiet second with the price in force', async () => {
    const database = await createTestDatabase(kind);
    const clock = createManualClock(new Date(T * 1000));
    const feed = new LiveFeedDouble();
    const history = createIndexHistory({ db: database.db, feed: feed as unknown as MarketFeed, clock });
    const seen: IndexSecond[] = [];
    const stopWatching = history.onSecond((rows) => seen.push(...rows));
    const stopRecording = history.record((error) => {
      throw error;
    });
    feed.tick('100.1', T * 1000 + 100);
    feed.tick('100.5', T * 1000 + 900);
    feed.tick('101', (T + 1) * 1000 + 10);
    clock.set(new Date((T + 3) * 1000));
    await expect.poll(() => history.priceAt('btcusdt', T + 1)).toBe('101');
    expect(await history.priceAt('btcusdt', T)).toBe('100.5');
    expect(await history.priceAt('btcusdt', T + 2)).toBe('101');
    expect(await history.priceAt('btcusdt', T - 1)).toBeUndefined();
    // The engines were handed exactly the series the history answers from.
    expect(seen).toEqual([
      { pair: 'btcusdt', second: T, price: '100.5' },
      { pair: 'btcusdt', second: T + 1, price: '101' },
    ]);
    stopRecording();
    stopWatching();
    await database.destroy();
  });
});

describe.each(testDatabaseKinds())('the seconds another process recorded, on %s', (kind) => {
  it('hands each recorded second once, in order, and reads one whose message was lost back from the history', async () => {
    const database = await createTestDatabase(kind);
    const clock = createManualClock(new Date(T * 1000));
    const feed = new LiveFeedDouble();
    const listeners = new Set<(seconds: IndexSecond[]) => void>();
    let losing = false;
    // The market role's process records and publishes; a message may be lost on the way.
    const recorder = createIndexHistory({ db: database.db, feed: feed as unknown as MarketFeed, clock });
    const stopRecording = recorder.record(
      (error) => {
        throw error;
      },
      (seconds) => {
        if (!losing) for (const listener of listeners) listener(seconds);
      },
    );
    const follower = createIndexHistory({
      db: database.db,
      feed: new LiveFeedDouble() as unknown as MarketFeed,
      clock,
      recorded: (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    });
    const seen: IndexSecond[] = [];
    const stopFollowing = follower.onSecond((rows) => seen.push(...rows));
    const recorded = (second: number) => database.db.selectFrom('index_prices').select('second').where('second', '=', second).execute();

    feed.tick('100', T * 1000 + 10);
    feed.tick('101', (T + 1) * 1000 + 10);
    await expect.poll(() => seen.length, SETTLED).toBe(1);
    losing = true;
    feed.tick('102', (T + 2) * 1000 + 10);
    await expect.poll(async () => (await recorded(T + 1)).length, SETTLED).toBe(1);
    losing = false;
    feed.tick('103', (T + 3) * 1000 + 10);
    await expect.poll(() => seen.length, SETTLED).toBe(3);
    expect(seen).toEqual([
      { pair: 'btcusdt', second: T, price: '100' },
      { pair: 'btcusdt', second: T + 1, price: '101' },
      { pair: 'btcusdt', second: T + 2, price: '102' },
    ]);
    stopFollowing();
    stopRecording();
    await database.destroy();
  });
});
