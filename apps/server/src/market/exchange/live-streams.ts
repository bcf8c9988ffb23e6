import Decimal from '@halyard/shared/decimal';
import type { Exchange, OrderBook, Ticker, Trade as CcxtTrade } from 'ccxt';
import { TRADE_HISTORY_LIMIT, type Trade } from '@halyard/shared';
import { isFiniteNumber, readBookSide, readCandles, readTicker, readTrade, roundTo, TIMEFRAMES, type BookLike, type TradePrint } from './ccxt-values.js';
import type { FeedCore, HeldTrade, PairState } from './feed-core.js';
import { foldMinute, forgetFormingCandles } from './forming-candles.js';

/**
 * One subscription per kind for all pairs where the exchange allows. A resolved watch is also a
 * wake-up to read ccxt's caches for every pair: ccxt resolves a watch once per burst of frames,
 * and the other pairs' updates in that burst would otherwise wait for their next frame.
 */
export function watchStreams(feed: FeedCore, exchange: Exchange): void {
  const symbols = [...feed.bySymbol.keys()];
  const { has } = exchange;
  const minute = TIMEFRAMES['1min'];
  // After a failed watch, frames that came in meanwhile are in ccxt's cache only: read them.
  const sweepTickers = () => onTickers(feed, exchange, []);
  const sweepBooks = () => onOrderBook(feed, exchange);
  const sweepTrades = () => onTrades(feed, exchange, []);
  if (has.watchTickers) keepWatching(feed, 'tickers', async () => onTickers(feed, exchange, Object.values(await exchange.watchTickers(symbols))), { afterRetry: sweepTickers });
  else if (has.watchTicker) for (const symbol of symbols) keepWatching(feed, `ticker ${symbol}`, async () => onTickers(feed, exchange, [await exchange.watchTicker(symbol)]), { afterRetry: sweepTickers });
  if (has.watchOrderBookForSymbols) keepWatching(feed, 'order books', async () => onOrderBook(feed, exchange, await exchange.watchOrderBookForSymbols(symbols)), { afterRetry: sweepBooks });
  else if (has.watchOrderBook) for (const symbol of symbols) keepWatching(feed, `order book ${symbol}`, async () => onOrderBook(feed, exchange, await exchange.watchOrderBook(symbol), symbol), { afterRetry: sweepBooks });
  if (has.watchTradesForSymbols) keepWatching(feed, 'trades', async () => onTrades(feed, exchange, await exchange.watchTradesForSymbols(symbols)), { afterRetry: sweepTrades });
  else if (has.watchTrades) for (const symbol of symbols) keepWatching(feed, `trades ${symbol}`, async () => onTrades(feed, exchange, await exchange.watchTrades(symbol), symbol), { afterRetry: sweepTrades });
  // Minutes missed while the candle stream is down would be missing from every forming candle: they start over.
  const forgetForming = () => forgetFormingCandles(feed);
  if (has.watchOHLCVForSymbols) {
    keepWatching(
      feed,
      'candles',
      async () => {
        const bySymbol = await exchange.watchOHLCVForSymbols(symbols.map((symbol) => [symbol, minute]));
        onMinuteCandles(feed, exchange, Object.entries(bySymbol).map(([symbol, byTimeframe]) => [symbol, byTimeframe[minute] ?? []]));
      },
      { onFailure: forgetForming },
    );
  } else if (has.watchOHLCV) {
    for (const symbol of symbols) {
      keepWatching(feed, `candles ${symbol}`, async () => onMinuteCandles(feed, exchange, [[symbol, await exchange.watchOHLCV(symbol, minute)]]), { onFailure: forgetForming });
    }
  }
}

/** Reads a stream again and again; a failure waits the shared backoff. */
function keepWatching(feed: FeedCore, step: string, readOnce: () => Promise<void>, hooks: { onFailure?: () => void; afterRetry?: () => void }): void {
  feed.track(
    (async () => {
      while (!feed.stopped) {
        try {
          await readOnce();
          feed.reconnection.succeeded();
        } catch (error) {
          if (feed.stopped) return;
          hooks.onFailure?.();
          await feed.reconnection.afterFailure(step, error);
          if (!feed.stopped) hooks.afterRetry?.();
        }
      }
    })(),
  );
}

/** Offers a price with its time: the index price follows whichever is newest. */
function offerLast(state: PairState, price: number, ts: number): void {
  if (state.last && ts < state.last.ts) return;
  const text = new Decimal(price).toDecimalPlaces(state.precision.price, Decimal.ROUND_HALF_UP).toFixed(state.precision.price);
  state.last = { text, value: Number(text), ts };
}

export function onTickers(feed: FeedCore, exchange: Exchange | undefined, resolved: readonly Ticker[]): void {
  const cached = exchange ? [...feed.bySymbol.keys()].map((symbol) => exchange.tickers[symbol]) : [];
  const nowMs = feed.nowMs();
  const changed = new Set<PairState>();
  for (const ticker of [...resolved, ...cached]) {
    const state = ticker?.symbol ? feed.bySymbol.get(ticker.symbol) : undefined;
    if (!ticker || !state || ticker === state.tickerSource) continue;
    const quote = readTicker(ticker, state.precision, nowMs);
    if (!quote || (state.ticker && quote.ts < state.ticker.ts)) continue;
    state.tickerSource = ticker;
    state.ticker = quote;
    offerLast(state, quote.last, quote.ts);
    changed.add(state);
  }
  for (const state of changed) feed.emitTick(state);
}

function onOrderBook(feed: FeedCore, exchange: Exchange, resolved?: OrderBook, resolvedSymbol = resolved?.symbol): void {
  if (resolved) applyOrderBook(feed, resolved, resolvedSymbol, true);
  for (const symbol of feed.bySymbol.keys()) {
    const book = exchange.orderbooks[symbol];
    if (book && symbol !== resolvedSymbol) applyOrderBook(feed, book, symbol, false);
  }
}

/** A book the stream resolved is always new; a cached one only when its sequence or time moved. */
function applyOrderBook(feed: FeedCore, book: BookLike, symbol: string | undefined, resolved: boolean): void {
  const state = symbol === undefined ? undefined : feed.bySymbol.get(symbol);
  if (!state) return;
  const known = book.nonce !== undefined || book.timestamp !== undefined;
  const mark = `${book.nonce}:${book.timestamp}`;
  if (known ? mark === state.bookMark : !resolved) return;
  state.bookMark = mark;
  const nonce = isFiniteNumber(book.nonce) && Number.isSafeInteger(book.nonce) ? book.nonce : 0;
  state.depth = {
    // Rounded away from the spread, so a coarser precision never crosses the book.
    bids: readBookSide(book.bids, state.precision, Decimal.ROUND_DOWN),
    asks: readBookSide(book.asks, state.precision, Decimal.ROUND_UP),
    version: Math.max((state.depth?.version ?? 0) + 1, nonce),
    ts: isFiniteNumber(book.timestamp) ? book.timestamp : feed.nowMs(),
  };
  feed.emitTick(state);
}

function onTrades(feed: FeedCore, exchange: Exchange | undefined, resolved: readonly CcxtTrade[], resolvedSymbol?: string): void {
  const nowMs = feed.nowMs();
  const fresh = new Map<PairState, TradePrint[]>();
  /** Adds a print unless the pair holds it from before (say so) or this batch has it already. */
  const offer = (trade: unknown, symbol: string | undefined): 'held' | 'new' => {
    const print = readTrade(trade, nowMs);
    const state = feed.bySymbol.get(print?.symbol ?? symbol ?? '');
    if (!state || !print) return 'new';
    if (state.tradeIds.has(print.key)) return 'held';
    const batch = fresh.get(state) ?? [];
    if (!batch.some((other) => other.key === print.key)) fresh.set(state, [...batch, print]);
    return 'new';
  };
  for (const trade of resolved) offer(trade, resolvedSymbol);
  for (const symbol of exchange ? feed.bySymbol.keys() : []) {
    const cache: unknown = exchange?.trades[symbol];
    if (!Array.isArray(cache)) continue;
    // ccxt's cache has the newest last: read back until a trade already held.
    for (let index = cache.length - 1; index >= Math.max(0, cache.length - TRADE_HISTORY_LIMIT); index -= 1) {
      if (offer(cache[index], symbol) === 'held') break;
    }
  }
  for (const [state, prints] of fresh) {
    const kept = keepTrades(feed, state, prints);
    const newest = kept[0];
    if (newest) offerLast(state, newest.price, newest.ts);
    feed.emit({ type: 'trades', pair: state.pair, trades: kept });
    feed.emitTick(state);
  }
}

/** Adds prints to the pair's recent trades (newest first, at most TRADE_HISTORY_LIMIT); returns them as ours, newest first. */
export function keepTrades(feed: FeedCore, state: PairState, prints: readonly TradePrint[]): Trade[] {
  const added = prints.map((print): HeldTrade => {
    const numeric = Number(print.rawId);
    const id = print.rawId !== undefined && Number.isSafeInteger(numeric) ? numeric : (feed.tradeSequence += 1);
    const trade: Trade = {
      id,
      ts: print.ts,
      tradeId: id,
      amount: roundTo(print.amount, state.precision.amount),
      price: roundTo(print.price, state.precision.price),
      direction: print.direction,
    };
    return { trade, key: print.key };
  });
  const newestFirst = (a: HeldTrade, b: HeldTrade) => b.trade.ts - a.trade.ts || b.trade.tradeId - a.trade.tradeId;
  state.trades = [...state.trades, ...added].sort(newestFirst).slice(0, TRADE_HISTORY_LIMIT);
  state.tradeIds = new Set(state.trades.map((held) => held.key));
  return added.sort(newestFirst).map((held) => held.trade);
}

/** 1-minute candle updates: each is that period's forming candle and advances every larger one. */
function onMinuteCandles(feed: FeedCore, exchange: Exchange, resolved: ReadonlyArray<readonly [string, readonly unknown[]]>): void {
  const resolvedBySymbol = new Map(resolved);
  for (const state of feed.bySymbol.values()) {
    const cached: unknown = exchange.ohlcvs[state.symbol]?.[TIMEFRAMES['1min']];
    const rows = [...(resolvedBySymbol.get(state.symbol) ?? []), ...(Array.isArray(cached) ? (cached as unknown[]).slice(-2) : [])];
    const mark = JSON.stringify(rows[rows.length - 1] ?? null);
    if (rows.length === 0 || mark === state.minuteMark) continue;
    state.minuteMark = mark;
    for (const minute of readCandles(rows, state.precision)) foldMinute(state, minute);
    feed.emitTick(state);
  }
}
