import { candleStart } from '@halyard/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { createExchangeFeed, type ExchangeFeedLog } from './exchange-feed.js';
import type { MarketEvent, MarketFeed } from './feed.js';
import { startBinanceReplay, type BinanceReplay } from './testing/binance-replay.js';

interface LogLine {
  level: 'info' | 'warn' | 'error';
  message: string | undefined;
  fields: Record<string, unknown>;
}

function recordingLog(): ExchangeFeedLog & { lines: LogLine[] } {
  const lines: LogLine[] = [];
  const record = (level: LogLine['level']) => (fields: object, message?: string) => lines.push({ level, message, fields: fields as Record<string, unknown> });
  return { lines, info: record('info'), warn: record('warn'), error: record('error') };
}

/** ccxt's Binance pointed at the replay: its REST and websocket addresses, spot markets only. */
function binanceAt(replay: { httpUrl: string; wsUrl: string }) {
  return {
    urls: { api: { public: `${replay.httpUrl}/api/v3`, ws: { spot: `${replay.wsUrl}/ws` } } },
    options: { fetchMarkets: { types: ['spot'] }, fetchCurrencies: false },
  };
}

async function until<T>(read: () => T | undefined, timeoutMs = 8000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const nowMinute = () => Math.floor(Date.now() / 60_000) * 60;

/** The replay re-times its recording to the current minute: start well inside one, so it cannot roll over mid-test. */
async function awayFromMinuteBoundary(): Promise<void> {
  const intoMinute = Date.now() % 60_000;
  if (intoMinute > 50_000) await new Promise((resolve) => setTimeout(resolve, 60_000 - intoMinute + 500));
}

describe('the exchange feed (ccxt, Binance replayed on loopback)', () => {
  let replay: BinanceReplay | undefined;
  let feed: MarketFeed | undefined;

  afterEach(async () => {
    await feed?.stop();
    await replay?.close();
    feed = undefined;
    replay = undefined;
  });

  it('quotes tickers, the book, trades and candles from the exchange frames, at our precision', async () => {
    await awayFromMinuteBoundary();
    replay = await startBinanceReplay();
    const log = recordingLog();
    feed = createExchangeFeed({ exchangeId: 'binance', pairs: ['btcusdt', 'ethusdt', 'dfausdt'], log, exchangeOptions: binanceAt(replay) });
    const events: MarketEvent[] = [];
    feed.subscribe((event) => events.push(event));
    await feed.start();

    // 95012.345 from the ticker frame, at BTC's two places, rounded as a decimal.
    expect(await until(() => feed?.lastPrice('btcusdt'))).toBe('95012.35');
    expect(feed.detail('btcusdt')).toMatchObject({ open: 94600, high: 95210, low: 94410, close: 95012.35, amount: 18234.56789, vol: 1729512345.67 });
    // The listing has no DFA: the pair stays unquoted, and the log says so once.
    expect(log.lines.filter((line) => line.fields.pair === 'dfausdt')).toHaveLength(1);
    expect(feed.lastPrice('dfausdt')).toBeUndefined();

    // The REST snapshot, then the diff frame: a bid and an ask removed, one of each added.
    const depth = await until(() => feed?.depth('btcusdt'));
    expect(depth.bids).toEqual([
      [95012.34, 0.512],
      [95012.2, 0.8],
      [95012, 1.2],
    ]);
    expect(depth.asks).toEqual([
      [95012.9, 1.1],
      [95013, 2.1],
      [95014.2, 0.75],
    ]);

    // Trades newest first; the maker-buyer trade was a sell.
    await until(() => (feed?.recentTrades('btcusdt', 10).length === 2 ? true : undefined));
    expect(feed.recentTrades('btcusdt', 10).map((trade) => [trade.tradeId, trade.price, trade.amount, trade.direction])).toEqual([
      [5001234567, 95012.35, 0.005, 'buy'],
      [5001234566, 95012, 0.02, 'sell'],
    ]);
    const tradeEvent = events.find((event) => event.type === 'trades');
    expect(tradeEvent?.pair).toBe('btcusdt');
    expect(events.some((event) => event.type === 'tick' && event.pair === 'btcusdt')).toBe(true);

    // The forming minute from the kline frame.
    const minute = await until(() => feed?.currentCandle('btcusdt', '1min'));
    expect(minute).toEqual({ id: nowMinute(), open: 95009.9, high: 95013, low: 95008, close: 95012.35, amount: 1.5, vol: 142518.53, count: 0 });

    // History from REST, oldest first, on hour boundaries, ending in the current hour.
    const hours = await feed.candles('btcusdt', '60min', { limit: 5 });
    expect(hours.map((candle) => candle.id)).toEqual([4, 3, 2, 1, 0].map((back) => candleStart('60min', Date.now() / 1000) - back * 3600));
    expect(hours[0]).toMatchObject({ open: 94610, high: 94980.1, low: 94550, close: 94902.55, amount: 812.4011 });

    // Another pair's ticker arrives with its next push.
    replay.push('ethusdt@miniTicker', { e: '24hrMiniTicker', E: 1795170613400, s: 'ETHUSDT', c: '3300.004', o: '3321.10', h: '3340.00', l: '3290.00', v: '250010.5', q: '827534687.0' });
    expect(await until(() => feed?.lastPrice('ethusdt'))).toBe('3300.00');
    expect(feed.tickers().map((ticker) => ticker.symbol)).toEqual(['btcusdt', 'ethusdt']);
    expect(feed.tickers()[0]).toMatchObject({ symbol: 'btcusdt', bid: 95012.34, ask: 95012.9 });
  });

  it('advances the forming candle of larger periods with each 1-minute update', async () => {
    await awayFromMinuteBoundary();
    replay = await startBinanceReplay();
    feed = createExchangeFeed({ exchangeId: 'binance', pairs: ['btcusdt'], log: recordingLog(), exchangeOptions: binanceAt(replay) });
    await feed.start();
    await until(() => feed?.currentCandle('btcusdt', '1min'));
    const hourBefore = await until(() => feed?.currentCandle('btcusdt', '60min'));
    expect(hourBefore).toMatchObject({ id: candleStart('60min', Date.now() / 1000), open: 95100, high: 95150, low: 94980, amount: 120.1 });

    // The same minute again, higher and busier: the hour takes its new high and only the added volume.
    const start = nowMinute() * 1000;
    replay.push('btcusdt@kline_1m', {
      e: 'kline',
      E: 1795170620000,
      s: 'BTCUSDT',
      k: { t: 1795170600000, T: 1795170659999, s: 'BTCUSDT', i: '1m', f: 1, L: 2, o: '95009.90', c: '95160.00', h: '95175.50', l: '95008.00', v: '2.25', n: 200, x: false, q: '214000.0', V: '1', Q: '95000', B: '0' },
    });
    const hourAfter = await until(() => {
      const hour = feed?.currentCandle('btcusdt', '60min');
      return hour && hour.high === 95175.5 ? hour : undefined;
    });
    expect(hourAfter).toMatchObject({ open: 95100, high: 95175.5, low: 94980, close: 95160, amount: 120.85 });
    expect(feed.currentCandle('btcusdt', '1min')).toMatchObject({ id: start / 1000, high: 95175.5, close: 95160, amount: 2.25 });
    // The latest window of history ends in the forming hour as the live updates have it.
    const hours = await feed.candles('btcusdt', '60min', { limit: 3 });
    expect(hours[2]).toEqual(hourAfter);
  });

  it('survives a garbage frame and goes on quoting', async () => {
    replay = await startBinanceReplay();
    feed = createExchangeFeed({ exchangeId: 'binance', pairs: ['btcusdt'], log: recordingLog(), exchangeOptions: binanceAt(replay) });
    await feed.start();
    await until(() => feed?.lastPrice('btcusdt'));
    replay.pushRaw('this is not json {');
    replay.pushRaw(JSON.stringify({ e: 'mystery', s: 'BTCUSDT' }));
    // The exchange goes on pushing its ticker every second; the feed (reconnected if it must) takes it.
    const pushing = setInterval(() => {
      replay?.push('btcusdt@miniTicker', { e: '24hrMiniTicker', E: 1795170640000, s: 'BTCUSDT', c: '95100.10', o: '94600.00', h: '95210.00', l: '94410.00', v: '18300', q: '1735000000' });
    }, 250);
    try {
      expect(await until(() => (feed?.lastPrice('btcusdt') === '95100.10' ? 'moved' : undefined), 15_000)).toBe('moved');
    } finally {
      clearInterval(pushing);
    }
  });

  it('starts without an exchange, logs each failed attempt with backoff, and recovers when it comes up', async () => {
    const parked = await startBinanceReplay();
    const port = parked.port;
    await parked.close();
    const log = recordingLog();
    feed = createExchangeFeed({
      exchangeId: 'binance',
      pairs: ['btcusdt'],
      log,
      exchangeOptions: binanceAt({ httpUrl: `http://127.0.0.1:${port}`, wsUrl: `ws://127.0.0.1:${port}` }),
      retry: { initialMs: 100, maxMs: 400 },
    });
    await feed.start();
    expect(feed.lastPrice('btcusdt')).toBeUndefined();
    await until(() => (log.lines.filter((line) => line.level === 'warn').length >= 3 ? true : undefined));
    const failures = log.lines.filter((line) => line.level === 'warn');
    expect(failures.every((line) => line.fields.exchange === 'binance' && typeof line.fields.error === 'string')).toBe(true);
    expect(failures.map((line) => line.fields.retryInMs).slice(0, 3)).toEqual([100, 200, 400]);

    replay = await startBinanceReplay(port);
    expect(await until(() => feed?.lastPrice('btcusdt'), 10_000)).toBe('95012.35');
    expect(log.lines.some((line) => line.message === 'market exchange connected')).toBe(true);
  });
});
