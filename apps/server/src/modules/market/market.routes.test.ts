import { gunzipSync } from 'node:zlib';
import { KLINE_HISTORY_LIMIT, MARKET_PAIRS, type DepthTick, type HomeDetails, type KlineTick, type MarketDetail, type Trade } from '@halyard/shared';
import deDE from '@halyard/shared/messages/de_DE.json' with { type: 'json' };
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { createRuntime } from '../../runtime.js';
import { buildTestApp, createManualClock, TEST_HOST, type TestApp } from '../../testing/build-test-app.js';
import { testDatabaseKinds } from '../../testing/test-database.js';

describe.each(testDatabaseKinds())('market reads on %s', (database) => {
  const clock = createManualClock(new Date('2026-11-22T09:30:15Z'));
  const now = clock.now().getTime() / 1000;
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp({ database, clock });
  });
  afterAll(async () => {
    await t.close();
  });

  it('gives the home overview: every quoted pair in display order, priced', async () => {
    const response = await t.call<HomeDetails>({ method: 'GET', url: '/api/home/getAlldDetails' });
    expect(response.status).toBe(200);
    expect(response.body.data.markets.map((row) => row.symbol)).toEqual([...MARKET_PAIRS]);
    expect(response.body.data.markets).toHaveLength(28);
    for (const row of response.body.data.markets) {
      expect(row.close).toBeGreaterThan(0);
      expect(row.low).toBeLessThanOrEqual(row.close);
      expect(row.high).toBeGreaterThanOrEqual(row.close);
    }
  });

  it('gzips the overview once a second for every browser that takes gzip, and leaves a small answer as it is', async () => {
    const browser = { 'accept-encoding': 'gzip, deflate, br, zstd' };
    const plain = await t.app.inject({ method: 'GET', url: '/api/home/getAlldDetails', headers: { host: TEST_HOST } });
    const first = await t.app.inject({ method: 'GET', url: '/api/home/getAlldDetails', headers: { host: TEST_HOST, ...browser } });
    const second = await t.app.inject({ method: 'GET', url: '/api/home/getAlldDetails', headers: { host: TEST_HOST, ...browser } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const zipped of [first, second]) {
      expect([zipped.statusCode, zipped.headers['content-encoding'], zipped.headers.vary]).toEqual([200, 'gzip', 'accept-encoding']);
      expect(zipped.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(zipped.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(gunzipSync(zipped.rawPayload).toString('utf8')).toBe(plain.body);
    }
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    const detail = await t.app.inject({ method: 'GET', url: '/api/market/detail?symbol=btcusdt', headers: { host: TEST_HOST, ...browser } });
    expect([detail.statusCode, detail.headers['content-encoding']]).toEqual([200, undefined]);
  });

  it('pages candles back in time with `to`, oldest first, up to 2000 at once', async () => {
    const first = await t.call<KlineTick[]>({ method: 'GET', url: '/api/market/history/kline?symbol=btcusdt&period=60min&size=300' });
    expect(first.status).toBe(200);
    expect(first.body.data).toHaveLength(300);
    expect(first.body.data[299]?.id).toBe(Math.floor(now / 3600) * 3600);
    const oldest = first.body.data[0]?.id ?? 0;
    const older = await t.call<KlineTick[]>({ method: 'GET', url: `/api/market/history/kline?symbol=btcusdt&period=60min&size=300&to=${oldest}` });
    expect(older.body.data[299]?.id).toBe(oldest - 3600);
    expect(older.body.data[299]?.close).toBe(first.body.data[0]?.open);

    const most = await t.call<KlineTick[]>({ method: 'GET', url: `/api/market/history/kline?symbol=ethusdt&period=1mon&size=${KLINE_HISTORY_LIMIT}` });
    expect(most.body.data.length).toBeGreaterThanOrEqual(1000);
  });

  it('gives the 24 h detail, the book and recent trades of a pair', async () => {
    const detail = await t.call<MarketDetail>({ method: 'GET', url: '/api/market/detail?symbol=ETHUSDT' });
    expect(detail.status).toBe(200);
    expect(detail.body.data).toMatchObject({ symbol: 'ethusdt', ts: clock.now().getTime() });
    const depth = await t.call<DepthTick>({ method: 'GET', url: '/api/market/depth?symbol=ethusdt' });
    expect(depth.body.data.bids).toHaveLength(20);
    expect(depth.body.data.asks[0]?.[0]).toBeGreaterThanOrEqual(detail.body.data.close);
    const trades = await t.call<Trade[]>({ method: 'GET', url: '/api/market/history/trade?symbol=ethusdt&size=30' });
    expect(trades.body.data).toHaveLength(30);
    expect(trades.body.data[0]?.price).toBe(detail.body.data.close);
  });

  it('refuses a bad pair, period or size with a translated 400', async () => {
    const cases = [
      ['/api/market/history/kline?symbol=dfiusdt&period=1min', 'symbol', 'fieldInvalid'],
      ['/api/market/history/kline?symbol=btcusdt&period=2min', 'period', 'fieldInvalid'],
      ['/api/market/history/kline?symbol=btcusdt&period=1min&size=2001', 'size', 'fieldInvalid'],
      ['/api/market/history/kline?symbol=btcusdt&period=1min&size=abc', 'size', 'fieldInvalid'],
      ['/api/market/detail', 'symbol', 'fieldRequired'],
      ['/api/market/depth?symbol=', 'symbol', 'fieldRequired'],
    ] as const;
    for (const [url, field, key] of cases) {
      const response = await t.call({ method: 'GET', url, headers: { 'accept-language': 'de-DE' } });
      expect(response.status, url).toBe(400);
      expect(response.body.msg, url).toBe(deDE[key].replace('{field}', deDE.fields[field]));
    }
  });

  it('replays the same history after a restart on the same database', async () => {
    const before = await t.call<KlineTick[]>({ method: 'GET', url: '/api/market/history/kline?symbol=solusdt&period=1day&size=500' });
    const restarted = await buildApp(await createRuntime({ config: t.config, db: t.database.db, clock, logger: false }), { webDist: null });
    await restarted.ready();
    const after = await restarted.inject({ method: 'GET', url: '/api/market/history/kline?symbol=solusdt&period=1day&size=500', headers: { host: TEST_HOST } });
    expect(after.json<{ data: KlineTick[] }>().data).toEqual(before.body.data);
    await restarted.close();
  });

  it('publishes the market reads in OpenAPI', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = Object.keys(response.json<{ paths: Record<string, unknown> }>().paths);
    expect(paths).toEqual(expect.arrayContaining(['/api/market/history/kline', '/api/market/detail', '/api/market/depth', '/api/market/history/trade', '/api/home/getAlldDetails']));
  });
});
