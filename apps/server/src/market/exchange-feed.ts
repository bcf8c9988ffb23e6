import Decimal from 'decimal.js';
import type { ConstructorArgs, Exchange, OrderBook, Ticker, Trade as CcxtTrade } from 'ccxt';
import {
  candleStart,
  coinByPair,
  DEPTH_LEVELS,
  KLINE_PERIODS,
  nextCandleStart,
  TRADE_HISTORY_LIMIT,
  type DepthTick,
  type DetailTick,
  type KlinePeriod,
  type KlineTick,
  type MarketTicker,
  type Trade,
} from '@halyard/shared';
import { systemClock, type Clock } from '../lib/clock.js';
import type { CandleRange, MarketEvent, MarketFeed } from './feed.js';

/** Pino-like: the feed says one line per event, an object first. */
export interface ExchangeFeedLog {
  info(object: object, message?: string): void;
  warn(object: object, message?: string): void;
  error(object: object, message?: string): void;
}

export interface ExchangeFeedOptions {
  /** A ccxt exchange id with websocket ("pro") support, e.g. `binance`. */
  exchangeId: string;
  /** Our pairs (`btcusdt`); those the exchange does not list are logged once and stay unquoted. */
  pairs: readonly string[];
  log: ExchangeFeedLog;
  /**
   * Extra ccxt constructor options, e.g. `{ urls: { api: { public, ws: { spot } } } }` to point the
   * exchange at a replay server, or `{ options: { fetchMarkets: ... } }` to override what it loads.
   */
  exchangeOptions?: Record<string, unknown>;
  /** Backoff while the exchange is unreachable: the first wait, doubled up to the last (default 1 s to 60 s). */
  retry?: { initialMs: number; maxMs: number };
  /** Market time (candle boundaries, "now" of a quote without its own time); wall time by default. */
  clock?: Clock;
}

/** Our periods as ccxt timeframes. */
const TIMEFRAMES: Readonly<Record<KlinePeriod, string>> = {
  '1min': '1m',
  '5min': '5m',
  '15min': '15m',
  '30min': '30m',
  '60min': '1h',
  '4hour': '4h',
  '1day': '1d',
  '1week': '1w',
  '1mon': '1M',
};

/** Periods kept from the 1-minute stream rather than watched one by one. */
const DERIVED_PERIODS = KLINE_PERIODS.filter((period) => period !== '1min');
const DEFAULT_RETRY = { initialMs: 1000, maxMs: 60_000 };
/** `start()` waits this long at most for the first quotes; a slow exchange keeps connecting behind it. */
const START_WAIT_MS = 5000;
/** Candles one REST call asks for at most (exchanges cap lower on their own). */
const FETCH_LIMIT = 1000;
/** Pages one history read may fetch before it answers with what it has. */
const MAX_PAGES_PER_READ = 20;
/** Closed candles kept per pair and period; reads beyond them go back to the exchange. */
const SERIES_CAPACITY = 5000;
/** A forming candle that could not be fetched is not asked for again sooner than this. */
const BACKFILL_COOLDOWN_MS = 10_000;
/** A forming candle the stream has not rolled over this long into the next period is fetched again. */
const STALE_FORMING_GRACE_S = 10;
const QUOTE_VOLUME_PLACES = 2;

interface Precision {
  price: number;
  amount: number;
}

// ---------------------------------------------------------------------------------------------
// Numbers: exchange values become ours through their shortest decimal text, never float math.

function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

function roundTo(value: number | Decimal, places: number, rounding: Decimal.Rounding = Decimal.ROUND_HALF_UP): number {
  return new Decimal(value).toDecimalPlaces(places, rounding).toNumber();
}

/** Quote volume when the exchange gives only base volume: base x close, in cents. */
function estimatedQuoteVolume(baseVolume: number, close: number): number {
  return roundTo(new Decimal(baseVolume).times(close), QUOTE_VOLUME_PLACES);
}

// ---------------------------------------------------------------------------------------------
// ccxt's structures are loosely typed (`number | undefined` everywhere, `info: any`): they are
// narrowed here, in one place, into what the feed keeps.

interface TickerQuote {
  ts: number;
  last: number;
  open?: number;
  high?: number;
  low?: number;
  amount: number;
  vol: number;
  count: number;
  bid?: [number, number];
  ask?: [number, number];
}

function readTicker(ticker: Ticker, precision: Precision, nowMs: number): TickerQuote | undefined {
  const last = ticker.last ?? ticker.close;
  if (!isFiniteNumber(last)) return undefined;
  const price = (value: number | undefined) => (isFiniteNumber(value) ? roundTo(value, precision.price) : undefined);
  const side = (value: number | undefined, size: number | undefined): [number, number] | undefined =>
    isFiniteNumber(value) && value > 0 ? [roundTo(value, precision.price), isFiniteNumber(size) ? roundTo(size, precision.amount) : 0] : undefined;
  const baseVolume = isFiniteNumber(ticker.baseVolume) ? ticker.baseVolume : 0;
  const info: unknown = ticker.info;
  const rawCount = typeof info === 'object' && info !== null ? ((info as Record<string, unknown>).count ?? (info as Record<string, unknown>).n) : undefined;
  const count = Number(rawCount);
  return {
    ts: isFiniteNumber(ticker.timestamp) ? ticker.timestamp : nowMs,
    last,
    open: price(ticker.open),
    high: price(ticker.high),
    low: price(ticker.low),
    amount: roundTo(baseVolume, precision.amount),
    vol: isFiniteNumber(ticker.quoteVolume) ? roundTo(ticker.quoteVolume, QUOTE_VOLUME_PLACES) : estimatedQuoteVolume(baseVolume, last),
    count: Number.isSafeInteger(count) && count >= 0 ? count : 0,
    bid: side(ticker.bid, ticker.bidVolume),
    ask: side(ticker.ask, ticker.askVolume),
  };
}

/** What the feed reads of a ccxt order book (a watch result or ccxt's own cached book). */
interface BookLike {
  bids: unknown;
  asks: unknown;
  nonce?: unknown;
  timestamp?: unknown;
}

/** One side of a book at our precision, best first: levels that round to the same price are merged. */
function readBookSide(levels: unknown, precision: Precision, rounding: Decimal.Rounding): Array<[number, number]> {
  const merged: Array<[number, Decimal]> = [];
  for (const level of Array.isArray(levels) ? (levels as unknown[]) : []) {
    if (!Array.isArray(level)) continue;
    const [rawPrice, rawSize]: unknown[] = level;
    if (!isFiniteNumber(rawPrice) || !isFiniteNumber(rawSize) || rawSize <= 0) continue;
    const price = roundTo(rawPrice, precision.price, rounding);
    const previous = merged[merged.length - 1];
    if (previous?.[0] === price) previous[1] = previous[1].plus(rawSize);
    else if (merged.length === DEPTH_LEVELS) break;
    else merged.push([price, new Decimal(rawSize)]);
  }
  return merged.map(([price, size]) => [price, roundTo(size, precision.amount)]);
}

interface TradePrint {
  /** The exchange's id, or the print itself when it has none: what tells a trade pushed twice. */
  key: string;
  rawId: string | undefined;
  symbol: string | undefined;
  ts: number;
  price: number;
  amount: number;
  direction: Trade['direction'];
}

/** A ccxt trade (a watch result or an entry of ccxt's trade cache). */
function readTrade(value: unknown, nowMs: number): TradePrint | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const trade = value as Partial<CcxtTrade>;
  if (!isFiniteNumber(trade.price) || !isFiniteNumber(trade.amount)) return undefined;
  const ts = isFiniteNumber(trade.timestamp) ? trade.timestamp : nowMs;
  const rawId = typeof trade.id === 'string' || typeof trade.id === 'number' ? String(trade.id) : undefined;
  const direction = trade.side === 'sell' ? 'sell' : 'buy';
  return {
    key: rawId ?? `${ts}:${trade.price}:${trade.amount}:${direction}`,
    rawId,
    symbol: typeof trade.symbol === 'string' ? trade.symbol : undefined,
    ts,
    price: trade.price,
    amount: trade.amount,
    direction,
  };
}

/** A ccxt candle row as ours: `id` its open time in seconds, `vol` estimated (ccxt rows carry base volume only). */
function readCandle(row: unknown, precision: Precision): KlineTick | undefined {
  if (!Array.isArray(row)) return undefined;
  const [timestamp, open, high, low, close, volume]: unknown[] = row;
  if (!isFiniteNumber(timestamp) || !isFiniteNumber(open) || !isFiniteNumber(high) || !isFiniteNumber(low) || !isFiniteNumber(close)) return undefined;
  const baseVolume = isFiniteNumber(volume) ? volume : 0;
  return {
    id: Math.floor(timestamp / 1000),
    open: roundTo(open, precision.price),
    close: roundTo(close, precision.price),
    low: roundTo(low, precision.price),
    high: roundTo(high, precision.price),
    amount: roundTo(baseVolume, precision.amount),
    vol: estimatedQuoteVolume(baseVolume, close),
    count: 0,
  };
}

function readCandles(rows: readonly unknown[], precision: Precision): KlineTick[] {
  return rows
    .map((row) => readCandle(row, precision))
    .filter((candle): candle is KlineTick => candle !== undefined)
    .sort((a, b) => a.id - b.id);
}

/** One line: the error's class and first line (and the socket error code under it), never a stack. */
function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error).slice(0, 300);
  const cause: unknown = error.cause;
  const code = typeof cause === 'object' && cause !== null && 'code' in cause ? ` (${String(cause.code)})` : '';
  return `${error.name}: ${error.message.split('\n')[0] ?? ''}${code}`.slice(0, 300);
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted || ms <= 0) return resolve();
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done);
  });
}

// ---------------------------------------------------------------------------------------------

/**
 * The closed candles of one pair and period that the feed has seen, and the stretches of time they
 * cover completely ([from, to) in seconds: every candle opened there is held). A read that stays
 * inside covered time never asks the exchange again; closed candles never change.
 */
class CandleSeries {
  private candles: KlineTick[] = [];
  private covered: Array<[number, number]> = [];

  /** Records that `candles` are all the candles opened in [from, to). */
  record(from: number, to: number, candles: readonly KlineTick[]): void {
    if (!(from < to)) return;
    const inside = candles.filter((candle) => candle.id >= from && candle.id < to).sort((a, b) => a.id - b.id);
    const start = this.indexOf(from);
    this.candles.splice(start, this.indexOf(to) - start, ...inside);
    const merged: Array<[number, number]> = [];
    for (const [a, b] of [...this.covered, [from, to] as [number, number]].sort((x, y) => x[0] - y[0])) {
      const last = merged[merged.length - 1];
      if (last && a <= last[1]) last[1] = Math.max(last[1], b);
      else merged.push([a, b]);
    }
    this.covered = merged;
  }

  /** The newest `limit` held candles opened in [from, to), oldest first, and where held time runs out (if it does). */
  read(from: number, to: number, limit: number): { candles: KlineTick[]; missingBefore?: number } {
    const chunks: KlineTick[][] = [];
    let count = 0;
    let cursor = to;
    while (count < limit && cursor > from) {
      const stretch = this.covered.find(([a, b]) => a < cursor && cursor <= b);
      if (!stretch) return { candles: chunks.reverse().flat(), missingBefore: cursor };
      const lower = Math.max(stretch[0], from);
      const chunk = this.candles.slice(this.indexOf(lower), this.indexOf(cursor)).slice(-(limit - count));
      chunks.push(chunk);
      count += chunk.length;
      cursor = lower;
    }
    return { candles: chunks.reverse().flat() };
  }

  /** Forgets the oldest candles beyond the capacity (and the time they covered). */
  trim(capacity: number): void {
    const excess = this.candles.length - capacity;
    const oldestKept = this.candles[excess]?.id;
    if (excess <= 0 || oldestKept === undefined) return;
    this.candles.splice(0, excess);
    this.covered = this.covered.filter(([, b]) => b > oldestKept).map(([a, b]) => [Math.max(a, oldestKept), b]);
  }

  /** The index of the first candle opened at or after `seconds`. */
  private indexOf(seconds: number): number {
    let low = 0;
    let high = this.candles.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((this.candles[middle]?.id ?? Number.POSITIVE_INFINITY) < seconds) low = middle + 1;
      else high = middle;
    }
    return low;
  }
}

/**
 * A forming candle and the 1-minute candle already counted into it: `folded.amount` undefined means
 * that minute's volume so far came with the REST candle, so its next update only sets the baseline.
 */
interface FormingCandle {
  candle: KlineTick;
  folded?: { id: number; amount?: number; vol?: number };
}

interface HeldTrade {
  trade: Trade;
  key: string;
}

interface PairState {
  pair: string;
  /** The exchange's unified symbol, `BTC/USDT`. */
  symbol: string;
  precision: Precision;
  ticker?: TickerQuote;
  /** The ccxt ticker `ticker` was read from (ccxt makes a new one per update). */
  tickerSource?: Ticker;
  /** The sequence and time of the book `depth` was read from. */
  bookMark?: string;
  /** The newest 1-minute row folded in, as text: an unchanged cache is not folded again. */
  minuteMark?: string;
  /** The index price: the newest of the ticker's last and the last trade, as decimal text. */
  last?: { text: string; value: number; ts: number };
  depth?: DepthTick;
  /** Newest first, with the exchange's own id (to drop a trade pushed twice). */
  trades: HeldTrade[];
  tradeIds: Set<string>;
  forming: Map<KlinePeriod, FormingCandle>;
  series: Map<KlinePeriod, CandleSeries>;
  /** When a failed or empty forming-candle fetch may be tried again, by period. */
  backfillAfter: Map<KlinePeriod, number>;
}

/**
 * One backoff for every connection of the feed: failures that come together (one dropped socket
 * rejects every stream on it) are one attempt, logged as one line, and wait the same delay.
 */
class Reconnection {
  private failures = 0;
  private retryAt = 0;

  constructor(
    private readonly exchangeId: string,
    private readonly retry: { initialMs: number; maxMs: number },
    private readonly log: ExchangeFeedLog,
    private readonly signal: AbortSignal,
  ) {}

  get failing(): boolean {
    return this.failures > 0;
  }

  async afterFailure(step: string, error: unknown): Promise<void> {
    const now = Date.now();
    if (now >= this.retryAt) {
      const waitMs = Math.min(this.retry.maxMs, this.retry.initialMs * 2 ** Math.min(this.failures, 30));
      this.failures += 1;
      this.retryAt = now + waitMs;
      const text = describeError(error);
      this.log.error(
        { exchange: this.exchangeId, step, attempt: this.failures, retryInMs: waitMs, error: text },
        `market exchange ${this.exchangeId}: ${step} failed (${text}); retrying in ${waitMs} ms`,
      );
    }
    await sleep(this.retryAt - now, this.signal);
  }

  succeeded(): void {
    if (this.failures === 0) return;
    this.log.info({ exchange: this.exchangeId, failedAttempts: this.failures }, `market exchange ${this.exchangeId} reachable again`);
    this.failures = 0;
    this.retryAt = 0;
  }
}

type ExchangeClass = new (config?: ConstructorArgs) => Exchange;

/**
 * Live quotes from an exchange through ccxt's websocket methods (ARCHITECTURE §7). It watches
 * tickers, order books, trades and 1-minute candles of every listed pair (one subscription for all
 * pairs where the exchange allows); every larger period's forming candle is its REST candle
 * advanced by the 1-minute updates, so 9 periods cost one stream. History comes from REST and is
 * cached. An unreachable exchange is one log line per attempt and a retry with backoff, never a crash.
 */
class ExchangeFeed implements MarketFeed {
  readonly pairs: readonly string[];
  private readonly states = new Map<string, PairState>();
  private readonly bySymbol = new Map<string, PairState>();
  private readonly listeners = new Set<(event: MarketEvent) => void>();
  private readonly stopping = new AbortController();
  private readonly reconnection: Reconnection;
  private readonly clock: Clock;
  private readonly tasks = new Set<Promise<void>>();
  private readonly backfilling = new Set<string>();
  private exchange: Exchange | undefined;
  private pairsListed = false;
  private tradeSequence = 0;
  private settleFirstAttempt: () => void = () => undefined;

  constructor(private readonly options: ExchangeFeedOptions) {
    this.pairs = options.pairs;
    this.clock = options.clock ?? systemClock;
    this.reconnection = new Reconnection(options.exchangeId, options.retry ?? DEFAULT_RETRY, options.log, this.stopping.signal);
  }

  async start(): Promise<void> {
    const { pro } = await import('ccxt');
    if (this.stopped) return;
    const id = this.options.exchangeId;
    const classes = pro as unknown as Record<string, ExchangeClass | undefined>;
    const ExchangeClass = Object.hasOwn(classes, id) ? classes[id] : undefined;
    // A misspelt MARKET_SOURCE is a configuration error, not an outage: fail the start loudly.
    if (!ExchangeClass) throw new Error(`ccxt has no websocket exchange "${id}" (MARKET_SOURCE=ccxt:${id})`);
    const exchange = new ExchangeClass({
      enableRateLimit: true,
      // ccxt's own messages (a frame it cannot parse) go to our log, not to stdout.
      log: (...parts: unknown[]) => this.options.log.warn({ exchange: id, ccxt: parts.map(String).join(' ').replace(/\s+/g, ' ').slice(0, 300) }, `market exchange ${id}: ccxt says`),
      ...this.options.exchangeOptions,
    } as ConstructorArgs);
    this.adjustExchangeOptions(exchange);
    // ccxt opens plain ws:// addresses (a local gateway, a replay) only through its http agent.
    await exchange.loadHttpProxyAgent();
    this.exchange = exchange;
    const firstAttempt = new Promise<void>((resolve) => (this.settleFirstAttempt = resolve));
    this.track(this.connect(exchange));
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([firstAttempt, new Promise<void>((resolve) => (timer = setTimeout(resolve, START_WAIT_MS)))]);
    clearTimeout(timer);
  }

  async stop(): Promise<void> {
    this.stopping.abort();
    this.settleFirstAttempt();
    await this.exchange?.close().catch(() => undefined);
    while (this.tasks.size > 0) await Promise.allSettled([...this.tasks]);
  }

  private get stopped(): boolean {
    return this.stopping.signal.aborted;
  }

  private nowMs(): number {
    return this.clock.now().getTime();
  }

  private track(task: Promise<void>): void {
    const settled = task.catch(() => undefined).finally(() => this.tasks.delete(settled));
    this.tasks.add(settled);
  }

  /** Our retry is the only backoff, and only spot markets are loaded where ccxt lets us choose. */
  private adjustExchangeOptions(exchange: Exchange): void {
    const given = (this.options.exchangeOptions?.options ?? {}) as Record<string, unknown>;
    const options = exchange.options as Record<string, unknown>;
    const givenWs: unknown = given.ws;
    if (!(typeof givenWs === 'object' && givenWs !== null && 'backoff' in givenWs)) {
      const ws = (options.ws ?? {}) as Record<string, unknown>;
      options.ws = { ...ws, backoff: { ...(ws.backoff as object | undefined), max: 0 } };
    }
    if (!('fetchMarkets' in given)) {
      const fetchMarkets: unknown = options.fetchMarkets;
      if (Array.isArray(fetchMarkets)) options.fetchMarkets = ['spot'];
      else if (typeof fetchMarkets === 'object' && fetchMarkets !== null && 'types' in fetchMarkets) {
        const types: unknown = fetchMarkets.types;
        const spotOnly = Array.isArray(types)
          ? ['spot']
          : typeof types === 'object' && types !== null
            ? Object.fromEntries(Object.keys(types).map((type) => [type, type === 'spot']))
            : types;
        options.fetchMarkets = { ...fetchMarkets, types: spotOnly };
      }
    }
  }

  /** Loads the markets and the first tickers (retrying until the exchange answers), then starts the streams. */
  private async connect(exchange: Exchange): Promise<void> {
    // ccxt keeps a failed loadMarkets() promise: every retry must ask for a reload.
    for (let reload = false; !this.stopped; reload = true) {
      try {
        const markets = await exchange.loadMarkets(reload);
        this.listPairs(markets);
        break;
      } catch (error) {
        if (this.stopped) return;
        this.settleFirstAttempt();
        await this.reconnection.afterFailure('loading markets', error);
      }
    }
    if (this.stopped || this.bySymbol.size === 0) return this.settleFirstAttempt();
    this.reconnection.succeeded();
    await this.snapshotTickers(exchange);
    this.settleFirstAttempt();
    if (this.stopped) return;
    this.options.log.info({ exchange: this.options.exchangeId, pairs: this.bySymbol.size }, `market exchange ${this.options.exchangeId} connected`);
    this.watchStreams(exchange);
    this.track(this.seedTrades(exchange));
  }

  private listPairs(markets: Record<string, unknown>): void {
    if (this.pairsListed) return;
    this.pairsListed = true;
    const unlisted: string[] = [];
    for (const pair of this.pairs) {
      const coin = coinByPair(pair);
      if (!coin || !Object.hasOwn(markets, coin.formattedPair)) {
        unlisted.push(pair);
        continue;
      }
      const state: PairState = {
        pair,
        symbol: coin.formattedPair,
        precision: { price: coin.pricePrecision, amount: coin.amountPrecision },
        trades: [],
        tradeIds: new Set(),
        forming: new Map(),
        series: new Map(),
        backfillAfter: new Map(),
      };
      this.states.set(pair, state);
      this.bySymbol.set(state.symbol, state);
    }
    if (unlisted.length > 0) {
      const log = this.bySymbol.size === 0 ? this.options.log.error.bind(this.options.log) : this.options.log.warn.bind(this.options.log);
      log({ exchange: this.options.exchangeId, pairs: unlisted }, `market exchange ${this.options.exchangeId} does not list ${unlisted.join(', ')}: left unquoted`);
    }
  }

  /** The first quotes by REST, so reads right after start have a price before the first push. */
  private async snapshotTickers(exchange: Exchange): Promise<void> {
    if (!exchange.has.fetchTickers) return;
    try {
      this.onTickers(undefined, Object.values(await exchange.fetchTickers([...this.bySymbol.keys()])));
    } catch (error) {
      if (!this.stopped) this.options.log.warn({ exchange: this.options.exchangeId, error: describeError(error) }, `market exchange ${this.options.exchangeId}: first tickers unavailable, waiting for the stream`);
    }
  }

  /** Recent trades by REST, kept only where they are older than every streamed one (no duplicates across the two). */
  private async seedTrades(exchange: Exchange): Promise<void> {
    if (!exchange.has.fetchTrades) return;
    let failed = 0;
    let firstError: unknown;
    for (const state of this.bySymbol.values()) {
      if (this.stopped) return;
      try {
        const nowMs = this.nowMs();
        const prints = (await exchange.fetchTrades(state.symbol, undefined, TRADE_HISTORY_LIMIT))
          .map((trade) => readTrade(trade, nowMs))
          .filter((print): print is TradePrint => print !== undefined);
        const oldestHeld = state.trades[state.trades.length - 1]?.trade.ts ?? Number.POSITIVE_INFINITY;
        this.keepTrades(state, prints.filter((print) => print.ts < oldestHeld));
      } catch (error) {
        failed += 1;
        firstError ??= error;
      }
    }
    if (failed > 0 && !this.stopped) {
      this.options.log.warn({ exchange: this.options.exchangeId, failed, error: describeError(firstError) }, `market exchange ${this.options.exchangeId}: recent trades of ${failed} pairs unavailable`);
    }
  }

  // -------------------------------------------------------------------------------------------
  // Streams

  /**
   * One subscription per kind for all pairs where the exchange allows. A resolved watch is also a
   * wake-up to read ccxt's caches for every pair: ccxt resolves a watch once per burst of frames,
   * and the other pairs' updates in that burst would otherwise wait for their next frame.
   */
  private watchStreams(exchange: Exchange): void {
    const symbols = [...this.bySymbol.keys()];
    const { has } = exchange;
    const minute = TIMEFRAMES['1min'];
    // After a failed watch, frames that came in meanwhile are in ccxt's cache only: read them.
    const sweepTickers = () => this.onTickers(exchange, []);
    const sweepBooks = () => this.onOrderBook(exchange);
    const sweepTrades = () => this.onTrades(exchange, []);
    if (has.watchTickers) this.keepWatching('tickers', async () => this.onTickers(exchange, Object.values(await exchange.watchTickers(symbols))), { afterRetry: sweepTickers });
    else if (has.watchTicker) for (const symbol of symbols) this.keepWatching(`ticker ${symbol}`, async () => this.onTickers(exchange, [await exchange.watchTicker(symbol)]), { afterRetry: sweepTickers });
    if (has.watchOrderBookForSymbols) this.keepWatching('order books', async () => this.onOrderBook(exchange, await exchange.watchOrderBookForSymbols(symbols)), { afterRetry: sweepBooks });
    else if (has.watchOrderBook) for (const symbol of symbols) this.keepWatching(`order book ${symbol}`, async () => this.onOrderBook(exchange, await exchange.watchOrderBook(symbol), symbol), { afterRetry: sweepBooks });
    if (has.watchTradesForSymbols) this.keepWatching('trades', async () => this.onTrades(exchange, await exchange.watchTradesForSymbols(symbols)), { afterRetry: sweepTrades });
    else if (has.watchTrades) for (const symbol of symbols) this.keepWatching(`trades ${symbol}`, async () => this.onTrades(exchange, await exchange.watchTrades(symbol), symbol), { afterRetry: sweepTrades });
    // Minutes missed while the candle stream is down would be missing from every forming candle: they start over.
    const forgetForming = () => this.forgetFormingCandles();
    if (has.watchOHLCVForSymbols) {
      this.keepWatching(
        'candles',
        async () => {
          const bySymbol = await exchange.watchOHLCVForSymbols(symbols.map((symbol) => [symbol, minute]));
          this.onMinuteCandles(exchange, Object.entries(bySymbol).map(([symbol, byTimeframe]) => [symbol, byTimeframe[minute] ?? []]));
        },
        { onFailure: forgetForming },
      );
    } else if (has.watchOHLCV) {
      for (const symbol of symbols) {
        this.keepWatching(`candles ${symbol}`, async () => this.onMinuteCandles(exchange, [[symbol, await exchange.watchOHLCV(symbol, minute)]]), { onFailure: forgetForming });
      }
    }
  }

  /** Reads a stream again and again; a failure waits the shared backoff. */
  private keepWatching(step: string, readOnce: () => Promise<void>, hooks: { onFailure?: () => void; afterRetry?: () => void }): void {
    this.track(
      (async () => {
        while (!this.stopped) {
          try {
            await readOnce();
            this.reconnection.succeeded();
          } catch (error) {
            if (this.stopped) return;
            hooks.onFailure?.();
            await this.reconnection.afterFailure(step, error);
            if (!this.stopped) hooks.afterRetry?.();
          }
        }
      })(),
    );
  }

  private emit(event: MarketEvent): void {
    for (const listener of this.listeners) {
      try {
        listener(event);
      } catch (error) {
        this.options.log.error({ exchange: this.options.exchangeId, error: describeError(error) }, 'market feed listener failed');
      }
    }
  }

  /** Offers a price with its time: the index price follows whichever is newest. */
  private offerLast(state: PairState, price: number, ts: number): void {
    if (state.last && ts < state.last.ts) return;
    const text = new Decimal(price).toDecimalPlaces(state.precision.price, Decimal.ROUND_HALF_UP).toFixed(state.precision.price);
    state.last = { text, value: Number(text), ts };
  }

  private onTickers(exchange: Exchange | undefined, resolved: readonly Ticker[]): void {
    const cached = exchange ? [...this.bySymbol.keys()].map((symbol) => exchange.tickers[symbol]) : [];
    const nowMs = this.nowMs();
    const changed = new Set<PairState>();
    for (const ticker of [...resolved, ...cached]) {
      const state = ticker?.symbol ? this.bySymbol.get(ticker.symbol) : undefined;
      if (!ticker || !state || ticker === state.tickerSource) continue;
      const quote = readTicker(ticker, state.precision, nowMs);
      if (!quote || (state.ticker && quote.ts < state.ticker.ts)) continue;
      state.tickerSource = ticker;
      state.ticker = quote;
      this.offerLast(state, quote.last, quote.ts);
      changed.add(state);
    }
    for (const state of changed) this.emit({ type: 'tick', pair: state.pair });
  }

  private onOrderBook(exchange: Exchange, resolved?: OrderBook, resolvedSymbol = resolved?.symbol): void {
    if (resolved) this.applyOrderBook(resolved, resolvedSymbol, true);
    for (const symbol of this.bySymbol.keys()) {
      const book = exchange.orderbooks[symbol];
      if (book && symbol !== resolvedSymbol) this.applyOrderBook(book, symbol, false);
    }
  }

  /** A book the stream resolved is always new; a cached one only when its sequence or time moved. */
  private applyOrderBook(book: BookLike, symbol: string | undefined, resolved: boolean): void {
    const state = symbol === undefined ? undefined : this.bySymbol.get(symbol);
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
      ts: isFiniteNumber(book.timestamp) ? book.timestamp : this.nowMs(),
    };
    this.emit({ type: 'tick', pair: state.pair });
  }

  private onTrades(exchange: Exchange | undefined, resolved: readonly CcxtTrade[], resolvedSymbol?: string): void {
    const nowMs = this.nowMs();
    const fresh = new Map<PairState, TradePrint[]>();
    /** Adds a print unless the pair holds it from before (say so) or this batch has it already. */
    const offer = (trade: unknown, symbol: string | undefined): 'held' | 'new' => {
      const print = readTrade(trade, nowMs);
      const state = this.bySymbol.get(print?.symbol ?? symbol ?? '');
      if (!state || !print) return 'new';
      if (state.tradeIds.has(print.key)) return 'held';
      const batch = fresh.get(state) ?? [];
      if (!batch.some((other) => other.key === print.key)) fresh.set(state, [...batch, print]);
      return 'new';
    };
    for (const trade of resolved) offer(trade, resolvedSymbol);
    for (const symbol of exchange ? this.bySymbol.keys() : []) {
      const cache: unknown = exchange?.trades[symbol];
      if (!Array.isArray(cache)) continue;
      // ccxt's cache has the newest last: read back until a trade already held.
      for (let index = cache.length - 1; index >= Math.max(0, cache.length - TRADE_HISTORY_LIMIT); index -= 1) {
        if (offer(cache[index], symbol) === 'held') break;
      }
    }
    for (const [state, prints] of fresh) {
      const kept = this.keepTrades(state, prints);
      const newest = kept[0];
      if (newest) this.offerLast(state, newest.price, newest.ts);
      this.emit({ type: 'trades', pair: state.pair, trades: kept });
      this.emit({ type: 'tick', pair: state.pair });
    }
  }

  /** Adds prints to the pair's recent trades (newest first, at most TRADE_HISTORY_LIMIT); returns them as ours, newest first. */
  private keepTrades(state: PairState, prints: readonly TradePrint[]): Trade[] {
    const added = prints.map((print): HeldTrade => {
      const numeric = Number(print.rawId);
      const id = print.rawId !== undefined && Number.isSafeInteger(numeric) ? numeric : (this.tradeSequence += 1);
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

  // -------------------------------------------------------------------------------------------
  // Candles

  /** 1-minute candle updates: each is that period's forming candle and advances every larger one. */
  private onMinuteCandles(exchange: Exchange, resolved: ReadonlyArray<readonly [string, readonly unknown[]]>): void {
    const resolvedBySymbol = new Map(resolved);
    for (const state of this.bySymbol.values()) {
      const cached: unknown = exchange.ohlcvs[state.symbol]?.[TIMEFRAMES['1min']];
      const rows = [...(resolvedBySymbol.get(state.symbol) ?? []), ...(Array.isArray(cached) ? (cached as unknown[]).slice(-2) : [])];
      const mark = JSON.stringify(rows[rows.length - 1] ?? null);
      if (rows.length === 0 || mark === state.minuteMark) continue;
      state.minuteMark = mark;
      for (const minute of readCandles(rows, state.precision)) this.foldMinute(state, minute);
      this.emit({ type: 'tick', pair: state.pair });
    }
  }

  private foldMinute(state: PairState, minute: KlineTick): void {
    const held = state.forming.get('1min')?.candle;
    if (held && minute.id < held.id) return;
    if (held && minute.id > held.id) this.closeCandle(state, '1min', held, minute.id);
    state.forming.set('1min', { candle: minute });
    for (const period of DERIVED_PERIODS) {
      const start = candleStart(period, minute.id);
      const forming = state.forming.get(period);
      if (!forming) {
        // Without a REST candle a period can still be followed from its very first minute.
        if (start === minute.id) state.forming.set(period, { candle: { ...minute, id: start }, folded: foldedOf(minute) });
        continue;
      }
      if (start < forming.candle.id) continue;
      if (start > forming.candle.id) {
        this.closeCandle(state, period, forming.candle, start);
        state.forming.set(period, { candle: { ...minute, id: start }, folded: foldedOf(minute) });
        continue;
      }
      state.forming.set(period, foldInto(forming, minute, state.precision));
    }
  }

  /** A candle the live stream saw to its end joins the history (it covers up to the next one's open). */
  private closeCandle(state: PairState, period: KlinePeriod, candle: KlineTick, nextOpen: number): void {
    this.seriesOf(state, period).record(candle.id, Math.max(nextOpen, nextCandleStart(period, candle.id)), [candle]);
  }

  private forgetFormingCandles(): void {
    for (const state of this.states.values()) {
      state.forming.clear();
      state.minuteMark = undefined;
    }
  }

  private seriesOf(state: PairState, period: KlinePeriod): CandleSeries {
    let series = state.series.get(period);
    if (!series) {
      series = new CandleSeries();
      state.series.set(period, series);
    }
    return series;
  }

  /** The held forming candle, unless the stream left it behind in a period that is over. */
  private freshForming(state: PairState, period: KlinePeriod): KlineTick | undefined {
    const candle = state.forming.get(period)?.candle;
    const graceStart = candleStart(period, Math.floor(this.nowMs() / 1000) - STALE_FORMING_GRACE_S);
    return candle && candle.id >= graceStart ? candle : undefined;
  }

  /** A forming candle from REST, taken unless the stream already holds that period (or a later one). */
  private offerForming(state: PairState, period: KlinePeriod, candle: KlineTick): void {
    const held = state.forming.get(period)?.candle;
    if ((held && held.id >= candle.id) || candle.id < candleStart(period, Math.floor(this.nowMs() / 1000))) return;
    if (period === '1min') {
      state.forming.set(period, { candle });
      return;
    }
    const minute = state.forming.get('1min')?.candle;
    if (minute && candleStart(period, minute.id) === candle.id) {
      // The minute's volume so far is in the REST candle already; its extremes are safe to take either way.
      const high = Math.max(candle.high, minute.high);
      const low = Math.min(candle.low, minute.low);
      state.forming.set(period, { candle: { ...candle, high, low }, folded: foldedOf(minute) });
      return;
    }
    state.forming.set(period, { candle, folded: { id: candleStart('1min', Math.floor(this.nowMs() / 1000)) } });
  }

  /** Fetches a period's forming candle in the background (once at a time, not again right after a miss). */
  private requestForming(state: PairState, period: KlinePeriod): void {
    const exchange = this.exchange;
    const key = `${state.pair}:${period}`;
    if (!exchange || this.stopped || !this.pairsListed || this.reconnection.failing) return;
    if (this.backfilling.has(key) || Date.now() < (state.backfillAfter.get(period) ?? 0)) return;
    this.backfilling.add(key);
    this.track(
      (async () => {
        try {
          const candles = readCandles(await exchange.fetchOHLCV(state.symbol, TIMEFRAMES[period], undefined, 1), state.precision);
          const newest = candles[candles.length - 1];
          if (newest && !this.stopped) this.offerForming(state, period, newest);
          if (this.freshForming(state, period)) this.emit({ type: 'tick', pair: state.pair });
          else state.backfillAfter.set(period, Date.now() + BACKFILL_COOLDOWN_MS);
        } catch (error) {
          state.backfillAfter.set(period, Date.now() + BACKFILL_COOLDOWN_MS);
          if (!this.stopped) this.options.log.warn({ exchange: this.options.exchangeId, pair: state.pair, period, error: describeError(error) }, `market exchange ${this.options.exchangeId}: forming candle unavailable`);
        } finally {
          this.backfilling.delete(key);
        }
      })(),
    );
  }

  /** Fetches the closed candles that end at `end` (exclusive) and records what they cover; the latest page also brings the forming one. */
  private async fetchPage(exchange: Exchange, state: PairState, period: KlinePeriod, end: number, want: number, formingStart: number): Promise<void> {
    const latest = end >= formingStart;
    const rows = await exchange.fetchOHLCV(state.symbol, TIMEFRAMES[period], undefined, Math.min(FETCH_LIMIT, want + (latest ? 1 : 0)), latest ? {} : { until: end * 1000 - 1 });
    const candles = readCandles(rows, state.precision);
    const newest = candles[candles.length - 1];
    if (latest && newest && newest.id >= formingStart) this.offerForming(state, period, newest);
    const closed = candles.filter((candle) => candle.id < end);
    // No candle before `end` at all: the pair's history starts there.
    this.seriesOf(state, period).record(closed[0]?.id ?? Number.NEGATIVE_INFINITY, end, closed);
  }

  // -------------------------------------------------------------------------------------------
  // MarketFeed reads

  subscribe(listener: (event: MarketEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  lastPrice(pair: string): string | undefined {
    return this.states.get(pair)?.last?.text;
  }

  detail(pair: string): DetailTick | undefined {
    const state = this.states.get(pair);
    const quote = state?.ticker;
    const last = state?.last;
    if (!quote || !last) return undefined;
    const close = last.value;
    const seconds = Math.floor(Math.max(quote.ts, last.ts) / 1000);
    return {
      id: seconds,
      open: quote.open ?? close,
      close,
      low: Math.min(quote.low ?? close, close),
      high: Math.max(quote.high ?? close, close),
      amount: quote.amount,
      vol: quote.vol,
      count: quote.count,
      version: seconds,
    };
  }

  tickers(): MarketTicker[] {
    return this.pairs.flatMap((pair) => {
      const state = this.states.get(pair);
      const detail = this.detail(pair);
      if (!state || !detail) return [];
      const [bid = 0, bidSize = 0] = state.depth?.bids[0] ?? state.ticker?.bid ?? [];
      const [ask = 0, askSize = 0] = state.depth?.asks[0] ?? state.ticker?.ask ?? [];
      const { open, high, low, close, amount, vol, count } = detail;
      return [{ symbol: pair, open, high, low, close, amount, vol, count, bid, bidSize, ask, askSize }];
    });
  }

  depth(pair: string): DepthTick | undefined {
    return this.states.get(pair)?.depth;
  }

  recentTrades(pair: string, limit: number): Trade[] {
    return (this.states.get(pair)?.trades ?? []).slice(0, limit).map((held) => held.trade);
  }

  currentCandle(pair: string, period: KlinePeriod): KlineTick | undefined {
    const state = this.states.get(pair);
    if (!state) return undefined;
    // First asked for (or left behind by a lagging stream): fetched in the background, and the tick that follows carries it.
    if (!this.freshForming(state, period)) this.requestForming(state, period);
    return state.forming.get(period)?.candle;
  }

  async candles(pair: string, period: KlinePeriod, range: CandleRange): Promise<KlineTick[]> {
    const state = this.states.get(pair);
    const exchange = this.exchange;
    if (!state || !exchange || range.limit <= 0) return [];
    const series = this.seriesOf(state, period);
    series.trim(SERIES_CAPACITY);
    const formingStart = candleStart(period, Math.floor(this.nowMs() / 1000));
    const includeForming = range.to === undefined || range.to > formingStart;
    const end = includeForming ? formingStart : (range.to ?? formingStart);
    const from = range.from ?? Number.NEGATIVE_INFINITY;
    // The forming candle takes the last place of a window that reaches now.
    const closedWanted = includeForming ? range.limit - 1 : range.limit;
    let read = series.read(from, end, closedWanted);
    try {
      for (let page = 0; read.missingBefore !== undefined && page < MAX_PAGES_PER_READ; page += 1) {
        await this.fetchPage(exchange, state, period, read.missingBefore, closedWanted - read.candles.length, formingStart);
        read = series.read(from, end, closedWanted);
      }
      if (includeForming && !this.freshForming(state, period)) {
        const newest = readCandles(await exchange.fetchOHLCV(state.symbol, TIMEFRAMES[period], undefined, 1), state.precision).at(-1);
        if (newest) this.offerForming(state, period, newest);
      }
    } catch (error) {
      // The chart gets what is held; the next read asks again.
      this.options.log.warn({ exchange: this.options.exchangeId, pair, period, error: describeError(error) }, `market exchange ${this.options.exchangeId}: candle history unavailable`);
    }
    const forming = includeForming ? state.forming.get(period)?.candle : undefined;
    const withForming = forming && forming.id >= formingStart && forming.id >= from ? [...read.candles, forming] : read.candles;
    return withForming.slice(-range.limit);
  }
}

/** Adds a 1-minute update to a larger period's forming candle: prices by extremes, volumes by what is new since the last fold. */
function foldInto(forming: FormingCandle, minute: KlineTick, precision: Precision): FormingCandle {
  const { candle, folded } = forming;
  const sameMinute = folded?.id === minute.id;
  // A minute the REST candle already holds (its volume so far, or all of it): only its prices count.
  if ((sameMinute && folded.amount === undefined) || (folded && minute.id < folded.id)) {
    const prices = { ...candle, high: Math.max(candle.high, minute.high), low: Math.min(candle.low, minute.low), close: minute.close };
    return { candle: prices, folded: sameMinute ? foldedOf(minute) : folded };
  }
  const countedAmount = sameMinute ? (folded.amount ?? 0) : 0;
  const countedVol = sameMinute ? (folded.vol ?? 0) : 0;
  return {
    candle: {
      ...candle,
      high: Math.max(candle.high, minute.high),
      low: Math.min(candle.low, minute.low),
      close: minute.close,
      amount: roundTo(new Decimal(candle.amount).plus(minute.amount).minus(countedAmount), precision.amount),
      vol: roundTo(new Decimal(candle.vol).plus(minute.vol).minus(countedVol), QUOTE_VOLUME_PLACES),
    },
    folded: foldedOf(minute),
  };
}

function foldedOf(minute: KlineTick): NonNullable<FormingCandle['folded']> {
  return { id: minute.id, amount: minute.amount, vol: minute.vol };
}

/** The live market source for `MARKET_SOURCE=ccxt:<exchange id>` (see {@link ExchangeFeedOptions}). */
export function createExchangeFeed(options: ExchangeFeedOptions): MarketFeed {
  return new ExchangeFeed(options);
}
