import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createManualClock, type TestApp } from '../testing/build-test-app.js';
import { testDatabaseKinds } from '../testing/test-database.js';

/** A series' value in Prometheus text, by its name and labels as printed (`name{a="b"}`). */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((row) => row.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe.each(testDatabaseKinds())('GET /api/metrics on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    // Noon on a clock that stands still: tonight's ledger check is never due, so the jobs engine's
    // lag is 0 by rule (on the wall clock, a scrape just after midnight UTC would find it late).
    t = await buildTestApp({ database: kind, clock: createManualClock(new Date('2026-11-24T12:00:00Z')) });
    await t.engineReady();
  });
  afterAll(async () => {
    await t.close();
  });

  const scrape = async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/metrics', remoteAddress: '127.0.0.1' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return response.body;
  };

  it('counts requests by route pattern and status, and reports the engine role and the sockets', async () => {
    await t.call({ method: 'GET', url: '/api/market/detail?symbol=btcusdt' });
    await t.call({ method: 'GET', url: '/api/member/boxRecord/12' });
    await t.call({ method: 'GET', url: '/api/member/boxRecord/13' });
    const text = await scrape();
    expect(sample(text, 'halyard_http_requests_total{method="GET",route="/api/market/detail",status="200"}')).toBeGreaterThanOrEqual(1);
    // One series for every id: the route's pattern, never the raw address.
    expect(sample(text, 'halyard_http_requests_total{method="GET",route="/api/member/boxRecord/:id",status="401"}')).toBe(2);
    expect(text).not.toContain('boxRecord/12');
    expect(sample(text, 'halyard_engine_role')).toBe(1);
    expect(sample(text, 'halyard_socket_connections')).toBe(0);
    expect(sample(text, 'halyard_engine_lag_seconds{engine="jobs"}')).toBe(0);
    expect(text).toContain('halyard_process_resident_memory_bytes');
  });

  it('reports the newest ledger check once one has run', async () => {
    expect(await scrape()).not.toMatch(/^halyard_ledger_check_unbalanced\{/m);
    await t.runtime.money.transaction((trx) => t.runtime.money.recordCheck(trx, new Date()));
    const text = await scrape();
    expect(sample(text, 'halyard_ledger_check_unbalanced{kind="accounts"}')).toBe(0);
    expect(sample(text, 'halyard_ledger_check_unbalanced{kind="entries"}')).toBe(0);
    expect(sample(text, 'halyard_ledger_check_timestamp_seconds')).toBeGreaterThan(0);
    if (kind === 'postgres') expect(sample(text, 'halyard_db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(1);
    else expect(text).not.toMatch(/^halyard_db_pool_connections\{/m);
  });

  it('answers only loopback scrapes when no token is set', async () => {
    const remote = await t.app.inject({ method: 'GET', url: '/api/metrics', remoteAddress: '203.0.113.9' });
    expect(remote.statusCode).toBe(404);
  });
});

describe('GET /api/metrics with METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { METRICS_TOKEN: 'a-scrape-token-of-some-length' } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers a scrape with the token from anywhere, and none without it, even from loopback', async () => {
    const withToken = await t.app.inject({ method: 'GET', url: '/api/metrics', remoteAddress: '203.0.113.9', headers: { authorization: 'Bearer a-scrape-token-of-some-length' } });
    expect(withToken.statusCode).toBe(200);
    expect(withToken.body).toContain('halyard_http_requests_total');
    const wrong = await t.app.inject({ method: 'GET', url: '/api/metrics', remoteAddress: '127.0.0.1', headers: { authorization: 'Bearer a-scrape-token-of-some-lengtX' } });
    expect(wrong.statusCode).toBe(404);
    const none = await t.app.inject({ method: 'GET', url: '/api/metrics', remoteAddress: '127.0.0.1' });
    expect(none.statusCode).toBe(404);
  });
});
