import Decimal from 'decimal.js';
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
import type { CandleRange, MarketEvent, MarketFeed } from './feed.js';

/** Pino-like: what the feed needs to say that an exchange is unreachable. */
export interface ExchangeFeedLog {
  info(object: object, message?: string): void;
  warn(object: object, message?: string): void;
  error(object: object, message?: string): void;
}

export interface ExchangeFeedOptions {
  /** A ccxt exchange id with websocket support, e.g. `binance`. */
  exchangeId: string;
  pairs: readonly string[];
  log: ExchangeFeedLog;
  /** Merged into the ccxt constructor options (tests point `urls` at a replay server). */
  exchangeOptions?: Record<string, unknown>;
  /** Backoff after a failure: the first wait, doubled up to the last. */
  retry?: { initialMs: number; maxMs: number };
}

// The few shapes of ccxt this feed reads, narrowed here once (ccxt's own types are loose).
type Ohlcv = [number, number, number, number, number, number];
interface CcxtTicker {
  symbol: string;
  timestamp?: number;
  open?: number;
  high?: number;
  low?: number;
  last?: number;
  bid?: number;
  bidVolume?: number;
  ask?: number;
  askVolume?: number;
  baseVolume?: number;
  quoteVolume?: number;
  info?: Record<string, unknown>;
}
interface CcxtOrderBook {
  symbol?: string;
  bids: Array<[number, number]>;
  asks: Array<[number, number]>;
  nonce?: number;
  timestamp?: number;
}
interface CcxtTrade {
  id?: string;
  symbol?: string;
  timestamp?: number;
  price: number;
  amount: number;
  side?: string;
}
interface CcxtMarket {
  symbol: string;
}
interface CcxtExchange {
  has: Record<string, unknown>;
  loadMarkets(reload?: boolean): Promise<Record<string, CcxtMarket>>;
  watchTickers(symbols: string[]): Promise<Record<string, CcxtTicker>>;
  watchTicker(symbol: string): Promise<CcxtTicker>;
  watchOrderBookForSymbols(symbols: string[], limit?: number): Promise<CcxtOrderBook>;
  watchOrderBook(symbol: string, limit?: number): Promise<CcxtOrderBook>;
  watchTradesForSymbols(symbols: string[]): Promise<CcxtTrade[]>;
  watchTrades(symbol: string): Promise<CcxtTrade[]>;
  watchOHLCVForSymbols(symbolsAndTimeframes: string[][]): Promise<Record<string, Record<string, Ohlcv[]>>>;
  watchOHLCV(symbol: string, timeframe: string): Promise<Ohlcv[]>;
  fetchOHLCV(symbol: string, timeframe: string, since?: number, limit?: number, params?: Record<string, unknown>): Promise<Ohlcv[]>;
  loadHttpProxyAgent?(): Promise<unknown>;
  close(): Promise<void>;
}
type CcxtExchangeClass = new (config: Record<string, unknown>) => CcxtExchange;

/** Our periods as ccxt timeframes. */
export const TIMEFRAMES: Readonly<Record<KlinePeriod, string>> = {
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

/** Candles one REST call asks for at most (what most exchanges allow). */
const FETCH_LIMIT = 1000;
/** The latest window of history is fetched again after this long; older windows never change. */
const RECENT_HISTORY_TTL_MS = 30_000;
const HISTORY_CACHE_SIZE = 500;

interface Precision {
  price: number;
  amount: number;
}

/** A number from an exchange at our precision, via its decimal text (no float drift). */
function rounded(value: number | undefined, places: number): number {
  if (value === undefined || !Number.isFinite(value)) return 0;
  return Number(new Decimal(String(value)).toDecimalPlaces(places, Decimal.ROUND_HALF_UP).toFixed(places));
}

function toCandle(row: Ohlcv, precision: Precision): KlineTick {
  const [timestamp, open, high, low, close, volume] = row;
  return {
    id: Math.floor(timestamp / 1000),
    open: rounded(open, precision.price),
    high: rounded(high, precision.price),
    low: rounded(low, precision.price),
    close: rounded(close, precision.price),
    amount: rounded(volume, precision.amount),
    // ccxt's candles carry the base volume only: the quote volume is estimated at the close.
    vol: rounded(volume * close, 2),
    count: 0,
  };
}

function describeError(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) {
      resolve();
      return;
    }
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done);
  });
}

interface PairState {
  pair: string;
  symbol: string;
  precision: Precision;
  ticker?: CcxtTicker;
  depth?: DepthTick;
  trades: Trade[];
  /** The forming candle of each period, kept from its backfill and the 1-minute updates. */
  forming: Map<KlinePeriod, KlineTick>;
  /** Base and estimated quote volume of the current minute already counted into `forming`. */
  minute?: { id: number; amount: number; vol: number };
}

/**
 * Live quotes from an exchange through ccxt's websocket methods (ARCHITECTURE §7), with REST
 * backfill for candle history. Watches tickers, order books, trades and 1-minute candles of every
 * pair (one subscription each for all pairs where the exchange allows); each larger period's
 * forming candle is its REST candle advanced by the 1-minute updates. An unreachable exchange is
 * logged once per attempt and retried with exponential backoff; it never stops the server.
 */
class ExchangeFeed implements MarketFeed {
  readonly pairs: readonly string[];
  private readonly states = new Map<string, PairState>();
  private readonly bySymbol = new Map<string, PairState>();
  private readonly listeners = new Set<(event: MarketEvent) => void>();
  private readonly history = new Map<string, { candles: KlineTick[]; fetchedAt: number; recent: boolean }>();
  private readonly retry: { initialMs: number; maxMs: number };
  private exchange: CcxtExchange | undefined;
  private readonly stopping = new AbortController();
  private failures = 0;
  private tradeSequence = 0;
  private depthVersion = 0;
  private readonly running: Array<Promise<void>> = [];
  /** Forming candles being fetched, so a period asked for every second is fetched once. */
  private readonly backfilling = new Set<string>();

  constructor(private readonly options: ExchangeFeedOptions) {
    this.pairs = options.pairs;
    this.retry = options.retry ?? { initialMs: 1000, maxMs: 60_000 };
  }

  async start(): Promise<void> {
    const ccxt = (await import('ccxt')) as unknown as { pro: Record<string, CcxtExchangeClass | undefined> };
    const ExchangeClass = ccxt.pro[this.options.exchangeId];
    if (!ExchangeClass) throw new Error(`ccxt has no websocket exchange "${this.options.exchangeId}"`);
    this.exchange = new ExchangeClass({ enableRateLimit: true, ...this.options.exchangeOptions });
    // ccxt refuses plain ws:// addresses (a local gateway, a replay) until its http agent is loaded.
    await this.exchange.loadHttpProxyAgent?.();
    // Connecting runs in the background: a down exchange leaves the feed without quotes, not the server without a start.
    this.running.push(this.connect(this.exchange));
  }

  async stop(): Promise<void> {
    this.stopping.abort();
    await this.exchange?.close().catch(() => undefined);
    await Promise.allSettled(this.running);
  }

  private get stopped(): boolean {
    return this.stopping.signal.aborted;
  }

  /** Logs a failure (one line) and waits the next backoff step. */
  private async backOff(what: string, error: unknown): Promise<void> {
    const waitMs = Math.min(this.retry.maxMs, this.retry.initialMs * 2 ** this.failures);
    this.failures += 1;
    this.options.log.warn({ exchange: this.options.exchangeId, attempt: this.failures, retryInMs: waitMs, error: describeError(error) }, `market exchange unreachable: ${what} failed`);
    await sleep(waitMs, this.stopping.signal);
  }

  private async connect(exchange: CcxtExchange): Promise<void> {
    for (let attempt = 0; !this.stopped; attempt += 1) {
      try {
        // ccxt keeps a failed load's promise: a retry must ask for a reload.
        const markets = await exchange.loadMarkets(attempt > 0);
        this.mapPairs(markets);
        break;
      } catch (error) {
        if (this.stopped) return;
        await this.backOff('loading its markets', error);
      }
    }
    if (this.stopped || this.bySymbol.size === 0) return;
    this.failures = 0;
    this.options.log.info({ exchange: this.options.exchangeId, pairs: this.bySymbol.size }, 'market exchange connected');
    const symbols = [...this.bySymbol.keys()];
    const loops: Array<Promise<void>> = [];
    const watch = (name: string, read: () => Promise<void>) => loops.push(this.watchLoop(name, read));
    if (exchange.has.watchTickers) watch('watchTickers', async () => this.onTickers(Object.values(await exchange.watchTickers(symbols))));
    else for (const symbol of symbols) watch(`watchTicker ${symbol}`, async () => this.onTickers([await exchange.watchTicker(symbol)]));
    if (exchange.has.watchOrderBookForSymbols) watch('watchOrderBookForSymbols', async () => this.onOrderBook(await exchange.watchOrderBookForSymbols(symbols, DEPTH_LEVELS)));
    else for (const symbol of symbols) watch(`watchOrderBook ${symbol}`, async () => this.onOrderBook({ ...(await exchange.watchOrderBook(symbol, DEPTH_LEVELS)), symbol }));
    if (exchange.has.watchTradesForSymbols) watch('watchTradesForSymbols', async () => this.onTrades(await exchange.watchTradesForSymbols(symbols)));
    else for (const symbol of symbols) watch(`watchTrades ${symbol}`, async () => this.onTrades((await exchange.watchTrades(symbol)).map((trade) => ({ ...trade, symbol }))));
    if (exchange.has.watchOHLCVForSymbols) {
      watch('watchOHLCVForSymbols', async () => {
        const bySymbol = await exchange.watchOHLCVForSymbols(symbols.map((symbol) => [symbol, TIMEFRAMES['1min']]));
        for (const [symbol, byTimeframe] of Object.entries(bySymbol)) this.onMinuteCandles(symbol, byTimeframe[TIMEFRAMES['1min']] ?? []);
      });
    } else {
      for (const symbol of symbols) watch(`watchOHLCV ${symbol}`, async () => this.onMinuteCandles(symbol, await exchange.watchOHLCV(symbol, TIMEFRAMES['1min'])));
    }
    for (const state of this.states.values()) loops.push(this.backfillForming(state, '1min'));
    await Promise.allSettled(loops);
  }

  private mapPairs(markets: Record<string, CcxtMarket>): void {
    for (const pair of this.pairs) {
      const coin = coinByPair(pair);
      const symbol = coin?.formattedPair;
      if (!coin || !symbol || !markets[symbol]) {
        this.options.log.warn({ exchange: this.options.exchangeId, pair }, 'market exchange does not list this pair: it stays unquoted');
        continue;
      }
      const state: PairState = { pair, symbol, precision: { price: coin.pricePrecision, amount: coin.amountPrecision }, trades: [], forming: new Map() };
      this.states.set(pair, state);
      this.bySymbol.set(symbol, state);
    }
  }

  /** Calls `read` again and again; a failure waits the shared backoff, a success resets it. */
  private async watchLoop(name: string, read: () => Promise<void>): Promise<void> {
    while (!this.stopped) {
      try {
        await read();
        this.failures = 0;
      } catch (error) {
        if (this.stopped) return;
        await this.backOff(name, error);
      }
    }
  }

  private emit(event: MarketEvent): void {
    for (const listener of this.listeners) listener(event);
  }

  private onTickers(tickers: CcxtTicker[]): void {
    for (const ticker of tickers) {
      const state = this.bySymbol.get(ticker.symbol);
      if (!state || ticker.last === undefined) continue;
      state.ticker = ticker;
      this.emit({ type: 'tick', pair: state.pair });
    }
  }

  private onOrderBook(book: CcxtOrderBook): void {
    const state = book.symbol === undefined ? undefined : this.bySymbol.get(book.symbol);
    if (!state) return;
    const level = ([price, size]: [number, number]): [number, number] => [rounded(price, state.precision.price), rounded(size, state.precision.amount)];
    this.depthVersion += 1;
    state.depth = {
      bids: book.bids.slice(0, DEPTH_LEVELS).map(level),
      asks: book.asks.slice(0, DEPTH_LEVELS).map(level),
      version: book.nonce ?? this.depthVersion,
      ts: book.timestamp ?? Date.now(),
    };
    this.emit({ type: 'tick', pair: state.pair });
  }

  private onTrades(trades: CcxtTrade[]): void {
    const fresh = new Map<PairState, Trade[]>();
    for (const trade of trades) {
      const state = trade.symbol === undefined ? undefined : this.bySymbol.get(trade.symbol);
      if (!state) continue;
      const numericId = Number(trade.id);
      const tradeId = Number.isSafeInteger(numericId) ? numericId : (this.tradeSequence += 1);
      if (state.trades.some((known) => known.tradeId === tradeId)) continue;
      const row: Trade = {
        id: tradeId,
        tradeId,
        ts: trade.timestamp ?? Date.now(),
        price: rounded(trade.price, state.precision.price),
        amount: rounded(trade.amount, state.precision.amount),
        direction: trade.side === 'sell' ? 'sell' : 'buy',
      };
      fresh.set(state, [row, ...(fresh.get(state) ?? [])]);
    }
    for (const [state, rows] of fresh) {
      rows.sort((a, b) => b.ts - a.ts || b.tradeId - a.tradeId);
      state.trades = [...rows, ...state.trades].slice(0, TRADE_HISTORY_LIMIT);
      this.emit({ type: 'trades', pair: state.pair, trades: rows });
    }
  }

  /** A 1-minute candle update: it is that period's forming candle, and it advances every larger one. */
  private onMinuteCandles(symbol: string, rows: Ohlcv[]): void {
    const state = this.bySymbol.get(symbol);
    const latest = rows[rows.length - 1];
    if (!state || !latest) return;
    const minute = toCandle(latest, state.precision);
    const counted = state.minute?.id === minute.id ? state.minute : { id: minute.id, amount: 0, vol: 0 };
    const addAmount = new Decimal(String(minute.amount)).minus(String(counted.amount));
    const addVol = new Decimal(String(minute.vol)).minus(String(counted.vol));
    state.minute = { id: minute.id, amount: minute.amount, vol: minute.vol };
    state.forming.set('1min', minute);
    for (const period of KLINE_PERIODS) {
      if (period === '1min') continue;
      const current = state.forming.get(period);
      if (!current) continue;
      if (minute.id >= nextCandleStart(period, current.id)) {
        // The period rolled over: a new candle opens with this minute.
        state.forming.set(period, { ...minute, id: candleStart(period, minute.id) });
        continue;
      }
      state.forming.set(period, {
        ...current,
        high: Math.max(current.high, minute.high),
        low: Math.min(current.low, minute.low),
        close: minute.close,
        amount: rounded(new Decimal(String(current.amount)).plus(addAmount).toNumber(), state.precision.amount),
        vol: rounded(new Decimal(String(current.vol)).plus(addVol).toNumber(), 2),
      });
    }
    this.emit({ type: 'tick', pair: state.pair });
  }

  /** The forming candle of a period from REST, so the 1-minute updates have something to advance. */
  private async backfillForming(state: PairState, period: KlinePeriod): Promise<void> {
    const exchange = this.exchange;
    const key = `${state.pair}:${period}`;
    if (!exchange || this.stopped || this.backfilling.has(key)) return;
    this.backfilling.add(key);
    try {
      const rows = await exchange.fetchOHLCV(state.symbol, TIMEFRAMES[period], undefined, 1);
      const latest = rows[rows.length - 1];
      if (latest && !state.forming.has(period)) state.forming.set(period, toCandle(latest, state.precision));
    } catch (error) {
      if (!this.stopped) this.options.log.warn({ exchange: this.options.exchangeId, pair: state.pair, period, error: describeError(error) }, 'market exchange candle backfill failed');
    } finally {
      this.backfilling.delete(key);
    }
  }

  subscribe(listener: (event: MarketEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  lastPrice(pair: string): string | undefined {
    const state = this.states.get(pair);
    const last = state?.ticker?.last;
    if (!state || last === undefined) return undefined;
    return new Decimal(String(last)).toDecimalPlaces(state.precision.price, Decimal.ROUND_HALF_UP).toFixed(state.precision.price);
  }

  detail(pair: string): DetailTick | undefined {
    const state = this.states.get(pair);
    const ticker = state?.ticker;
    if (!state || !ticker || ticker.last === undefined) return undefined;
    const price = state.precision.price;
    const count = Number(ticker.info?.n ?? ticker.info?.count ?? 0);
    const seconds = Math.floor((ticker.timestamp ?? Date.now()) / 1000);
    return {
      id: seconds,
      open: rounded(ticker.open ?? ticker.last, price),
      close: rounded(ticker.last, price),
      high: rounded(ticker.high ?? ticker.last, price),
      low: rounded(ticker.low ?? ticker.last, price),
      amount: rounded(ticker.baseVolume, state.precision.amount),
      vol: rounded(ticker.quoteVolume ?? (ticker.baseVolume ?? 0) * ticker.last, 2),
      count: Number.isSafeInteger(count) ? count : 0,
      version: seconds,
    };
  }

  tickers(): MarketTicker[] {
    return this.pairs.flatMap((pair) => {
      const state = this.states.get(pair);
      const detail = this.detail(pair);
      if (!state || !detail) return [];
      const ticker = state.ticker;
      const { price, amount } = state.precision;
      return [
        {
          symbol: pair,
          open: detail.open,
          high: detail.high,
          low: detail.low,
          close: detail.close,
          amount: detail.amount,
          vol: detail.vol,
          count: detail.count,
          bid: rounded(ticker?.bid ?? state.depth?.bids[0]?.[0], price),
          bidSize: rounded(ticker?.bidVolume ?? state.depth?.bids[0]?.[1], amount),
          ask: rounded(ticker?.ask ?? state.depth?.asks[0]?.[0], price),
          askSize: rounded(ticker?.askVolume ?? state.depth?.asks[0]?.[1], amount),
        },
      ];
    });
  }

  depth(pair: string): DepthTick | undefined {
    return this.states.get(pair)?.depth;
  }

  recentTrades(pair: string, limit: number): Trade[] {
    return (this.states.get(pair)?.trades ?? []).slice(0, limit);
  }

  currentCandle(pair: string, period: KlinePeriod): KlineTick | undefined {
    const state = this.states.get(pair);
    if (!state) return undefined;
    const candle = state.forming.get(period);
    // First asked for: fetch it in the background; the next tick carries it.
    if (!candle && this.exchange && !this.stopped && !this.backfilling.has(`${pair}:${period}`)) this.running.push(this.backfillForming(state, period));
    return candle;
  }

  async candles(pair: string, period: KlinePeriod, range: CandleRange): Promise<KlineTick[]> {
    const state = this.states.get(pair);
    const exchange = this.exchange;
    if (!state || !exchange) return [];
    const key = `${pair}:${period}:${range.from ?? ''}:${range.to ?? ''}:${range.limit}`;
    const cached = this.history.get(key);
    let candles: KlineTick[];
    if (cached && (!cached.recent || Date.now() - cached.fetchedAt < RECENT_HISTORY_TTL_MS)) {
      candles = cached.candles;
    } else {
      candles = await this.fetchHistory(exchange, state, period, range);
      if (this.history.size >= HISTORY_CACHE_SIZE) this.history.delete(this.history.keys().next().value ?? '');
      this.history.set(key, { candles, fetchedAt: Date.now(), recent: range.to === undefined });
    }
    if (range.to !== undefined) return candles;
    // The latest window ends in the forming candle as the live updates have it.
    const forming = state.forming.get(period);
    const last = candles[candles.length - 1];
    if (!forming || !last || forming.id < last.id) return candles;
    return forming.id === last.id ? [...candles.slice(0, -1), forming] : [...candles.slice(1), forming];
  }

  /** Pages back from `to` (exclusive) until `limit` candles or `from` is reached. */
  private async fetchHistory(exchange: CcxtExchange, state: PairState, period: KlinePeriod, range: CandleRange): Promise<KlineTick[]> {
    const collected: KlineTick[] = [];
    let until = range.to === undefined ? undefined : range.to * 1000 - 1;
    while (collected.length < range.limit) {
      const want = Math.min(FETCH_LIMIT, range.limit - collected.length);
      const rows = await exchange.fetchOHLCV(state.symbol, TIMEFRAMES[period], undefined, want, until === undefined ? {} : { until });
      const page = rows.map((row) => toCandle(row, state.precision)).filter((candle) => range.from === undefined || candle.id >= range.from);
      const older = page.filter((candle) => collected.length === 0 || candle.id < (collected[0]?.id ?? Number.POSITIVE_INFINITY));
      collected.unshift(...older);
      const oldest = rows[0]?.[0];
      if (rows.length < want || oldest === undefined || older.length === 0) break;
      until = oldest - 1;
    }
    return collected.slice(-range.limit);
  }
}

/** The live market source for `MARKET_SOURCE=ccxt:<exchange id>`. */
export function createExchangeFeed(options: ExchangeFeedOptions): MarketFeed {
  return new ExchangeFeed(options);
}
