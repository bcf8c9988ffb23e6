import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** first-data.ts fresh (its first page not yet opened), with the modules its loaders import already loaded. */
async function freshFirstData() {
  vi.resetModules();
  await Promise.all([
    import('../lib/selected-pair'),
    import('../entities/trading/market-detail'),
    import('../entities/trading/get-finance-config'),
    import('../features/content/api/get-showcase'),
    import('../features/content/api/get-articles'),
    import('../features/markets/api/get-market-overview'),
  ]);
  return import('./first-data');
}

/** Whether `promise` has settled once `ms` of (fake) time has passed. */
async function settledWithin(promise: Promise<void> | undefined, ms: number): Promise<boolean> {
  let settled = false;
  void promise?.then(() => (settled = true));
  await vi.advanceTimersByTimeAsync(ms);
  return settled;
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("a page's first data", () => {
  it('holds the first page behind the shell until it has come, 3 s at most; later pages never wait', async () => {
    // The market's answer never comes.
    const fetch = vi.fn(() => new Promise<Response>(() => undefined));
    vi.stubGlobal('fetch', fetch);
    const { FIRST_PAGE_DATA_WAIT_MS, startFirstData } = await freshFirstData();
    const first = startFirstData('chart', new URL('http://app.test/chart?symbol=ethusdt'));
    expect(await settledWithin(first, FIRST_PAGE_DATA_WAIT_MS - 1)).toBe(false);
    expect(fetch).toHaveBeenCalledWith(expect.stringContaining('/api/market/detail?symbol=ethusdt'), expect.anything());
    expect(await settledWithin(first, 1)).toBe(true);
    // The next page starts its data and goes on at once.
    expect(startFirstData('trade', new URL('http://app.test/trade'))).toBeUndefined();
    await vi.advanceTimersByTimeAsync(0);
    expect(fetch).toHaveBeenCalledWith(expect.stringContaining('/api/market/detail?symbol=btcusdt'), expect.anything());
  });

  it('lets the first page go as soon as its data is there', async () => {
    const detail = { symbol: 'btcusdt', open: 1, close: 2, high: 2, low: 1, amount: 1, vol: 1, count: 1, ts: 1 };
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(Response.json({ code: 200, msg: 'ok', data: detail }))));
    const { startFirstData } = await freshFirstData();
    expect(await settledWithin(startFirstData('chart', new URL('http://app.test/chart')), 0)).toBe(true);
  });

  it("holds home behind the shell until its whole first screen has come: banners, bulletins, markets and partners", async () => {
    // Every answer comes at once but the market overview's.
    const fetch = vi.fn((url: string) =>
      url.includes('/api/home/getAlldDetails') ? new Promise<Response>(() => undefined) : Promise.resolve(Response.json({ code: 200, msg: 'ok', data: { rows: [], total: 0 } })),
    );
    vi.stubGlobal('fetch', fetch);
    const { FIRST_PAGE_DATA_WAIT_MS, startFirstData } = await freshFirstData();
    const first = startFirstData('home', new URL('http://app.test/home'));
    expect(await settledWithin(first, FIRST_PAGE_DATA_WAIT_MS - 1)).toBe(false);
    const asked = fetch.mock.calls.map(([url]) => new URL(url, 'http://app.test').pathname);
    expect(asked.sort()).toEqual(['/api/home/getAlldDetails', '/api/system/banner/listH5', '/api/system/bulletin/listH5', '/api/system/partner/listH5']);
    expect(await settledWithin(first, 1)).toBe(true);
  });
});
