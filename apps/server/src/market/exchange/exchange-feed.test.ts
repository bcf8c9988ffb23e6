import { afterEach, describe, expect, it } from 'vitest';
import { createExchangeFeed, type ExchangeFeedLog, type ExchangeFeedOptions } from './exchange-feed.js';
import type { MarketEvent, MarketFeed } from '../feed.js';
import { RECORDED_AT_MS, startBinanceReplay, type BinanceReplay } from './testing/binance-replay.js';
import { freePort } from '../../testing/free-port.js';

interface LogLine {
  level: 'info' | 'warn' | 'error';
  message: string | undefined;
  fields: Record<string, unknown>;
}

function recordingLog(): ExchangeFeedLog & { lines: LogLine[]; errors: () => LogLine[] } {
  const lines: LogLine[] = [];
  const record = (level: LogLine['level']) => (fields: object, message?: string) => {
    lines.push({ level, message, fields: { ...fields } });
  };
  return { lines, errors: () => lines.filter((line) => line.level === 'error'), info: record('info'), warn: record('warn'), error: record('error') };
}

/** Polls generously: a loaded 2-core machine is slow, never wrong. */
const poll = { timeout: 10_000, interval: 20 };

// Frames in Binance's own raw-stream format (https://developers.binance.com/docs/binance-spot-api-docs/web-socket-streams).
const miniTicker = (E: number, c: string) => ({ e: '24hrMiniTicker', E, s: 'BTCUSDT', c, o: '94600.00000000', h: '95210.00000000', l: '94410.00000000', v: '18234.56789000', q: '1729512345.67000000' });
const tradeFrame = (t: number, T: number, p: string, q: string, buyerIsMaker: boolean) => ({ e: 'trade', E: T + 1, s: 'BTCUSDT', t, p, q, T, m: buyerIsMaker, M: true });
function klineFrame(openMs: number, o: string, h: string, l: string, c: string, v: string) {
  return {
    e: 'kline',
    E: openMs + 30_000,
    s: 'BTCUSDT',
    k: { t: openMs, T: openMs + 59_999, s: 'BTCUSDT', i: '1m', f: 5001234600, L: 5001234700, o, c, h, l, v, n: 101, x: false, q: '0', V: '0', Q: '0', B: '0' },
  };
}

describe('ExchangeFeed (ccxt binance, replayed from a local server)', () => {
  let replay: BinanceReplay | undefined;
  let feed: MarketFeed | undefined;
  /** The feed's market time: the recording's, moved by the tests as their frames move on. */
  let marketNow = RECORDED_AT_MS;

  afterEach(async () => {
    await feed?.stop();
    await replay?.close();
    feed = undefined;
    replay = undefined;
    marketNow = RECORDED_AT_MS;
  });

  function startFeed(target: BinanceReplay | { port: number }, log: ExchangeFeedLog, more: Partial<ExchangeFeedOptions> = {}): MarketFeed {
    const base = `127.0.0.1:${target.port}`;
    feed = createExchangeFeed({
      exchangeId: 'binance',
      pairs: ['btcusdt', 'ethusdt', 'dfausdt'],
      log,
      // The replay answers at once: ccxt's client-side rate limiter would only slow the test.
      exchangeOptions: { urls: { api: { public: `http://${base}/api/v3`, ws: { spot: `ws://${base}/ws` } } }, enableRateLimit: false },
      retry: { initialMs: 50, maxMs: 200 },
      clock: { now: () => new Date(marketNow) },
      ...more,
    });
    return feed;
  }

  /** Waits for the recorded session's frames (after its REST snapshot) to reach the feed. */
  async function streaming(live: MarketFeed): Promise<void> {
    await expect.poll(() => live.depth('btcusdt')?.version, poll).toBe(72_000_000_102);
    await expect.poll(() => live.recentTrades('btcusdt', 1)[0]?.id, poll).toBe(5_001_234_567);
    await expect.poll(() => live.currentCandle('btcusdt', '1min')?.amount, poll).toBe(1.5);
    await expect.poll(() => live.lastPrice('ethusdt'), poll).toBe('3301.10');
  }

  it('quotes the recorded tickers, book and trades at our precision, newest first', async () => {
    replay = await startBinanceReplay();
    const log = recordingLog();
    const live = startFeed(replay, log);
    const events: MarketEvent[] = [];
    live.subscribe((event) => events.push(event));
    await live.start();

    // start() waits for the REST snapshot: there is a price before the first push.
    expect(live.lastPrice('btcusdt')).toMatch(/^950\d\d\.\d\d$/);
    await streaming(live);

    // The miniTicker's 95012.345 and the newest trade's 95012.35, both at BTC's two places, as decimal text.
    expect(live.lastPrice('btcusdt')).toBe('95012.35');
    expect(live.detail('btcusdt')).toMatchObject({ open: 94600, high: 95210, low: 94410, close: 95012.35, amount: 18234.56789, vol: 1729512345.67, count: 0 });
    expect(live.tickers()).toEqual([
      { symbol: 'btcusdt', open: 94600, high: 95210, low: 94410, close: 95012.35, amount: 18234.56789, vol: 1729512345.67, count: 0, bid: 95012.34, bidSize: 0.512, ask: 95012.9, askSize: 1.1 },
      { symbol: 'ethusdt', open: 3321.1, high: 3340, low: 3290, close: 3301.1, amount: 250000.1234, vol: 827500408.4, count: 0, bid: 3301.1, bidSize: 12.5, ask: 3301.11, askSize: 3.25 },
    ]);

    // The REST snapshot with the diff frame applied (95011.50 and 95012.35 removed), best first.
    const book = live.depth('btcusdt');
    expect(book).toEqual({
      bids: [[95012.34, 0.512], [95012.2, 0.8], [95012, 1.2]],
      asks: [[95012.9, 1.1], [95013, 2.1], [95014.2, 0.75]],
      version: 72_000_000_102,
      ts: 1_795_170_612_500,
    });
    replay.push('btcusdt@depth@100ms', { e: 'depthUpdate', E: 1_795_170_613_500, s: 'BTCUSDT', U: 72_000_000_103, u: 72_000_000_103, b: [['95012.34000000', '0.00000000']], a: [['95012.50000000', '0.40000000']] });
    await expect.poll(() => live.depth('btcusdt')?.version, poll).toBe(72_000_000_103);
    expect(live.depth('btcusdt')).toMatchObject({ bids: [[95012.2, 0.8], [95012, 1.2]], asks: [[95012.5, 0.4], [95012.9, 1.1], [95013, 2.1], [95014.2, 0.75]], ts: 1_795_170_613_500 });

    // Streamed trades above the REST ones (aggTrades), newest first; m=true is a sell.
    expect(live.recentTrades('btcusdt', 10)).toEqual([
      { id: 5_001_234_567, tradeId: 5_001_234_567, ts: 1_795_170_612_698, price: 95012.35, amount: 0.005, direction: 'buy' },
      { id: 5_001_234_566, tradeId: 5_001_234_566, ts: 1_795_170_612_599, price: 95012, amount: 0.02, direction: 'sell' },
      { id: 3_600_000_103, tradeId: 3_600_000_103, ts: 1_795_170_612_100, price: 95010, amount: 0.0012, direction: 'buy' },
      { id: 3_600_000_102, tradeId: 3_600_000_102, ts: 1_795_170_611_500, price: 95010, amount: 0.2, direction: 'buy' },
      { id: 3_600_000_101, tradeId: 3_600_000_101, ts: 1_795_170_611_000, price: 95009.9, amount: 0.01, direction: 'sell' },
    ]);
    expect(live.recentTrades('btcusdt', 2).map((trade) => trade.id)).toEqual([5_001_234_567, 5_001_234_566]);

    // A new print: one trades event, and the index price follows it.
    replay.push('btcusdt@trade', tradeFrame(5_001_234_568, 1_795_170_614_000, '95013.10000000', '0.10000000', false));
    await expect.poll(() => live.lastPrice('btcusdt'), poll).toBe('95013.10');
    const tradeEvents = events.filter((event): event is Extract<MarketEvent, { type: 'trades' }> => event.type === 'trades' && event.pair === 'btcusdt');
    expect(tradeEvents.flatMap((event) => event.trades.map((trade) => trade.id)).sort()).toEqual([5_001_234_566, 5_001_234_567, 5_001_234_568]);
    for (const event of tradeEvents) expect(event.trades.map((trade) => trade.ts)).toEqual(event.trades.map((trade) => trade.ts).sort((a, b) => b - a));
    expect(new Set(events.filter((event) => event.type === 'tick').map((event) => event.pair))).toEqual(new Set(['btcusdt', 'ethusdt']));

    // A newer ticker at 95020.005 (95020.00499... as a float) rounds half up as decimal text.
    replay.push('btcusdt@miniTicker', miniTicker(1_795_170_615_000, '95020.00500000'));
    await expect.poll(() => live.lastPrice('btcusdt'), poll).toBe('95020.01');

    // Binance does not list DFA: left unquoted, said once.
    expect(log.lines.filter((line) => String(line.message).includes('dfausdt'))).toHaveLength(1);
    expect(live.lastPrice('dfausdt')).toBeUndefined();
    expect(live.detail('dfausdt')).toBeUndefined();
    expect(log.errors()).toEqual([]);
  });

  it('serves candle history from REST oldest first, cached, with the live forming candle last', async () => {
    replay = await startBinanceReplay();
    const live = startFeed(replay, recordingLog());
    await live.start();
    await streaming(live);
    const klineRequests = () => replay?.requests.filter((path) => path.startsWith('/api/v3/klines')).length ?? 0;

    const minutes = await live.candles('btcusdt', '1min', { limit: 3 });
    expect(minutes.map((candle) => candle.id)).toEqual([1_795_170_480, 1_795_170_540, 1_795_170_600]);
    // REST rows at our precision; ccxt gives base volume only, so vol is base x close (4.123 x 95003.2).
    expect(minutes[0]).toEqual({ id: 1_795_170_480, open: 95000.1, high: 95008, low: 94995, close: 95003.2, amount: 4.123, vol: 391698.19, count: 0 });
    // The forming minute as the kline frame left it, not as REST had it.
    expect(minutes[2]).toMatchObject({ open: 95009.9, high: 95013, low: 95008, close: 95012.35, amount: 1.5 });

    const afterFirstRead = klineRequests();
    expect(await live.candles('btcusdt', '1min', { limit: 3 })).toEqual(minutes);
    expect(await live.candles('btcusdt', '1min', { to: 1_795_170_600, limit: 2 })).toEqual(minutes.slice(0, 2));
    expect(klineRequests()).toBe(afterFirstRead);

    // Older than the recording: one request finds where the history starts, and that is remembered too.
    expect((await live.candles('btcusdt', '1min', { to: 1_795_170_540, limit: 5 })).map((candle) => candle.id)).toEqual([1_795_170_480]);
    expect(await live.candles('btcusdt', '1min', { to: 1_795_170_540, limit: 5 })).toHaveLength(1);
    expect(klineRequests()).toBe(afterFirstRead + 1);

    const hours = await live.candles('btcusdt', '60min', { limit: 3 });
    expect(hours.map((candle) => candle.id)).toEqual([1_795_161_600, 1_795_165_200, 1_795_168_800]);
    expect(hours[2]).toMatchObject({ open: 95100, close: 95010, amount: 120.1 });
    expect((await live.candles('btcusdt', '60min', { from: 1_795_165_200, limit: 10 })).map((candle) => candle.id)).toEqual([1_795_165_200, 1_795_168_800]);
  });

  it('keeps every larger forming candle from the 1-minute stream, weeks from Monday', async () => {
    replay = await startBinanceReplay();
    const live = startFeed(replay, recordingLog());
    await live.start();
    await streaming(live);

    // First asked for: fetched by REST in the background.
    live.currentCandle('btcusdt', '60min');
    live.currentCandle('btcusdt', '1week');
    await expect.poll(() => live.currentCandle('btcusdt', '60min'), poll).toEqual({ id: 1_795_168_800, open: 95100, high: 95150, low: 94980, close: 95010, amount: 120.1, vol: 11410701, count: 0 });
    // 2026-11-16, a Monday, 00:00 UTC.
    await expect.poll(() => live.currentCandle('btcusdt', '1week')?.id, poll).toBe(1_794_787_200);
    await live.candles('btcusdt', '1min', { limit: 3 });
    await live.candles('btcusdt', '60min', { limit: 3 });
    const requestsBefore = replay.requests.length;

    // The same minute again, higher and heavier: only what is new since the last update is added.
    replay.push('btcusdt@kline_1m', klineFrame(1_795_170_600_000, '95009.90000000', '95160.00000000', '95008.00000000', '95160.00000000', '2.25000000'));
    await expect.poll(() => live.currentCandle('btcusdt', '1min')?.close, poll).toBe(95160);
    expect(live.currentCandle('btcusdt', '60min')).toMatchObject({ id: 1_795_168_800, open: 95100, high: 95160, low: 94980, close: 95160, amount: 120.85 });
    expect(live.currentCandle('btcusdt', '1week')).toMatchObject({ id: 1_794_787_200, open: 93800, high: 95400, low: 93100, close: 95160, amount: 61235.25 });

    // The next minute opens: it is added whole, and the closed minute joins the history.
    marketNow = 1_795_170_665_000;
    replay.push('btcusdt@kline_1m', klineFrame(1_795_170_660_000, '95160.00000000', '95170.00000000', '94970.50000000', '94975.00000000', '0.50000000'));
    await expect.poll(() => live.currentCandle('btcusdt', '1min')?.id, poll).toBe(1_795_170_660);
    expect(live.currentCandle('btcusdt', '60min')).toMatchObject({ high: 95170, low: 94970.5, close: 94975, amount: 121.35 });
    const minutes = await live.candles('btcusdt', '1min', { limit: 3 });
    expect(minutes.map((candle) => [candle.id, candle.close, candle.amount])).toEqual([
      [1_795_170_540, 95009.9, 3.5],
      [1_795_170_600, 95160, 2.25],
      [1_795_170_660, 94975, 0.5],
    ]);

    // 11:00: the hour rolls over; the one that closed is history as the stream built it.
    marketNow = 1_795_172_405_000;
    replay.push('btcusdt@kline_1m', klineFrame(1_795_172_400_000, '94980.00000000', '94990.00000000', '94960.00000000', '94985.00000000', '0.70000000'));
    await expect.poll(() => live.currentCandle('btcusdt', '60min')?.id, poll).toBe(1_795_172_400);
    expect(live.currentCandle('btcusdt', '60min')).toMatchObject({ open: 94980, high: 94990, low: 94960, close: 94985, amount: 0.7 });
    const hours = await live.candles('btcusdt', '60min', { limit: 2 });
    expect(hours.map((candle) => [candle.id, candle.close, candle.high, candle.amount])).toEqual([
      [1_795_168_800, 94975, 95170, 121.35],
      [1_795_172_400, 94985, 94990, 0.7],
    ]);
    expect(live.currentCandle('btcusdt', '1week')).toMatchObject({ id: 1_794_787_200, close: 94985, amount: 61236.45 });
    // All of it from the stream and the cache: not one more request.
    expect(replay.requests.length).toBe(requestsBefore);
  });

  it('starts while the exchange is down, logs one line per attempt with backoff, and recovers', async () => {
    const port = await freePort();
    const log = recordingLog();
    const live = startFeed({ port }, log);
    await live.start();
    expect(live.lastPrice('btcusdt')).toBeUndefined();
    expect(live.tickers()).toEqual([]);

    await expect.poll(() => log.errors().length, poll).toBeGreaterThanOrEqual(4);
    const attempts = log.errors().slice(0, 4);
    expect(attempts.map((line) => line.fields.attempt)).toEqual([1, 2, 3, 4]);
    // 50 ms doubling, capped at 200.
    expect(attempts.map((line) => line.fields.retryInMs)).toEqual([50, 100, 200, 200]);
    for (const line of attempts) {
      expect(line.fields).toMatchObject({ exchange: 'binance', step: 'loading markets' });
      expect(line.message).toContain('binance');
      expect(String(line.fields.error)).toContain('ECONNREFUSED');
      expect(`${line.message}${String(line.fields.error)}`).not.toContain('\n');
    }

    replay = await startBinanceReplay(port);
    await expect.poll(() => live.lastPrice('btcusdt'), poll).toBeDefined();
    await streaming(live);
    expect(log.lines.some((line) => line.level === 'info' && String(line.message).includes('reachable again'))).toBe(true);
  });

  it('survives garbage frames and a dropped socket, and stop() closes every connection', async () => {
    replay = await startBinanceReplay();
    const log = recordingLog();
    // A wide backoff window: the four sockets dropping together are one attempt.
    const live = startFeed(replay, log, { retry: { initialMs: 300, maxMs: 1000 } });
    await live.start();
    await streaming(live);

    replay.pushRaw('}{ not json at all');
    replay.pushRaw('{"e":"kline","E":1795170616000,"s":"BTCUSDT","k":null}');
    replay.pushRaw('[1,2,3]');
    replay.push('btcusdt@miniTicker', miniTicker(1_795_170_616_000, '95030.00000000'));
    replay.push('btcusdt@miniTicker', miniTicker(1_795_170_617_000, '95031.00000000'));
    await expect.poll(() => live.lastPrice('btcusdt'), poll).toBe('95031.00');

    const errorsBefore = log.errors().length;
    const subscribedBefore = replay.subscriptions.length;
    replay.dropConnections();
    await expect.poll(() => replay?.subscriptions.length, poll).toBeGreaterThanOrEqual(subscribedBefore + 8);
    replay.push('btcusdt@miniTicker', miniTicker(1_795_170_618_000, '95040.00000000'));
    await expect.poll(() => live.lastPrice('btcusdt'), poll).toBe('95040.00');
    const dropLines = log.errors().slice(errorsBefore);
    expect(dropLines).toHaveLength(1);
    expect(dropLines[0]?.fields.exchange).toBe('binance');
    expect(typeof dropLines[0]?.fields.attempt).toBe('number');

    await live.stop();
    await expect.poll(() => replay?.openSockets(), poll).toBe(0);
  });

  it('refuses an exchange ccxt has no websocket client for', async () => {
    const live = createExchangeFeed({ exchangeId: 'nosuchexchange', pairs: ['btcusdt'], log: recordingLog() });
    await expect(live.start()).rejects.toThrow('ccxt has no websocket exchange "nosuchexchange"');
    await live.stop();
  });
});
