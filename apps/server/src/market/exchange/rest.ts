import type { Exchange } from 'ccxt';
import { candleStart, TRADE_HISTORY_LIMIT, type KlinePeriod, type KlineTick } from '@halyard/shared';
import type { CandleRange } from '../feed.js';
import { readCandles, readTrade, TIMEFRAMES, type TradePrint } from './ccxt-values.js';
import type { FeedCore, PairState } from './feed-core.js';
import { freshForming, offerForming, seriesOf } from './forming-candles.js';
import { keepTrades, onTickers } from './live-streams.js';
import { describeError } from './reconnection.js';
import { wallClockMs } from '../../lib/clock.js';

/** Candles one REST call asks for at most (exchanges cap lower on their own). */
const FETCH_LIMIT = 1000;
/** Pages one history read may fetch before it answers with what it has. */
const MAX_PAGES_PER_READ = 20;
/** Closed candles kept per pair and period; reads beyond them go back to the exchange. */
const SERIES_CAPACITY = 5000;
/** A forming candle that could not be fetched is not asked for again sooner than this. */
const BACKFILL_COOLDOWN_MS = 10_000;

/** The first quotes by REST, so reads right after start have a price before the first push. */
export async function snapshotTickers(feed: FeedCore, exchange: Exchange): Promise<void> {
  if (!exchange.has.fetchTickers) return;
  try {
    onTickers(feed, undefined, Object.values(await exchange.fetchTickers([...feed.bySymbol.keys()])));
  } catch (error) {
    if (!feed.stopped) feed.options.log.warn({ exchange: feed.options.exchangeId, error: describeError(error) }, `market exchange ${feed.options.exchangeId}: first tickers unavailable, waiting for the stream`);
  }
}

/** Recent trades by REST, kept only where they are older than every streamed one (no duplicates across the two). */
export async function seedTrades(feed: FeedCore, exchange: Exchange): Promise<void> {
  if (!exchange.has.fetchTrades) return;
  let failed = 0;
  let firstError: unknown;
  for (const state of feed.bySymbol.values()) {
    if (feed.stopped) return;
    try {
      const nowMs = feed.nowMs();
      const prints = (await exchange.fetchTrades(state.symbol, undefined, TRADE_HISTORY_LIMIT))
        .map((trade) => readTrade(trade, nowMs))
        .filter((print): print is TradePrint => print !== undefined);
      const oldestHeld = state.trades[state.trades.length - 1]?.trade.ts ?? Number.POSITIVE_INFINITY;
      keepTrades(feed, state, prints.filter((print) => print.ts < oldestHeld));
    } catch (error) {
      failed += 1;
      firstError ??= error;
    }
  }
  if (failed > 0 && !feed.stopped) {
    feed.options.log.warn({ exchange: feed.options.exchangeId, failed, error: describeError(firstError) }, `market exchange ${feed.options.exchangeId}: recent trades of ${failed} pairs unavailable`);
  }
}

/** Fetches a period's forming candle in the background (once at a time, not again right after a miss). */
export function requestForming(feed: FeedCore, state: PairState, period: KlinePeriod): void {
  const exchange = feed.exchange;
  const key = `${state.pair}:${period}`;
  if (!exchange || feed.stopped || !feed.pairsListed || feed.reconnection.failing) return;
  if (feed.backfilling.has(key) || wallClockMs() < (state.backfillAfter.get(period) ?? 0)) return;
  feed.backfilling.add(key);
  feed.track(
    (async () => {
      try {
        const candles = readCandles(await exchange.fetchOHLCV(state.symbol, TIMEFRAMES[period], undefined, 1), state.precision);
        const newest = candles[candles.length - 1];
        if (newest && !feed.stopped) offerForming(feed, state, period, newest);
        if (freshForming(feed, state, period)) feed.emitTick(state);
        else state.backfillAfter.set(period, wallClockMs() + BACKFILL_COOLDOWN_MS);
      } catch (error) {
        state.backfillAfter.set(period, wallClockMs() + BACKFILL_COOLDOWN_MS);
        if (!feed.stopped) feed.options.log.warn({ exchange: feed.options.exchangeId, pair: state.pair, period, error: describeError(error) }, `market exchange ${feed.options.exchangeId}: forming candle unavailable`);
      } finally {
        feed.backfilling.delete(key);
      }
    })(),
  );
}

/** Fetches the closed candles that end at `end` (exclusive) and records what they cover; the latest page also brings the forming one. */
async function fetchPage(feed: FeedCore, exchange: Exchange, state: PairState, period: KlinePeriod, end: number, want: number, formingStart: number): Promise<void> {
  const latest = end >= formingStart;
  const rows = await exchange.fetchOHLCV(state.symbol, TIMEFRAMES[period], undefined, Math.min(FETCH_LIMIT, want + (latest ? 1 : 0)), latest ? {} : { until: end * 1000 - 1 });
  const candles = readCandles(rows, state.precision);
  const newest = candles[candles.length - 1];
  if (latest && newest && newest.id >= formingStart) offerForming(feed, state, period, newest);
  const closed = candles.filter((candle) => candle.id < end);
  // No candle before `end` at all: the pair's history starts there.
  seriesOf(state, period).record(closed[0]?.id ?? Number.NEGATIVE_INFINITY, end, closed);
}

/** A window of candle history: what is held, the rest fetched page by page, the forming candle last when the window reaches now. */
export async function candleHistory(feed: FeedCore, pair: string, period: KlinePeriod, range: CandleRange): Promise<KlineTick[]> {
  const state = feed.states.get(pair);
  const exchange = feed.exchange;
  if (!state || !exchange || range.limit <= 0) return [];
  const series = seriesOf(state, period);
  series.trim(SERIES_CAPACITY);
  const formingStart = candleStart(period, Math.floor(feed.nowMs() / 1000));
  const includeForming = range.to === undefined || range.to > formingStart;
  const end = includeForming ? formingStart : (range.to ?? formingStart);
  const from = range.from ?? Number.NEGATIVE_INFINITY;
  // The forming candle takes the last place of a window that reaches now.
  const closedWanted = includeForming ? range.limit - 1 : range.limit;
  let read = series.read(from, end, closedWanted);
  try {
    for (let page = 0; read.missingBefore !== undefined && page < MAX_PAGES_PER_READ; page += 1) {
      await fetchPage(feed, exchange, state, period, read.missingBefore, closedWanted - read.candles.length, formingStart);
      read = series.read(from, end, closedWanted);
    }
    if (includeForming && !freshForming(feed, state, period)) {
      const newest = readCandles(await exchange.fetchOHLCV(state.symbol, TIMEFRAMES[period], undefined, 1), state.precision).at(-1);
      if (newest) offerForming(feed, state, period, newest);
    }
  } catch (error) {
    // The chart gets what is held; the next read asks again.
    feed.options.log.warn({ exchange: feed.options.exchangeId, pair, period, error: describeError(error) }, `market exchange ${feed.options.exchangeId}: candle history unavailable`);
  }
  const forming = includeForming ? state.forming.get(period)?.candle : undefined;
  const withForming = forming && forming.id >= formingStart && forming.id >= from ? [...read.candles, forming] : read.candles;
  return withForming.slice(-range.limit);
}
