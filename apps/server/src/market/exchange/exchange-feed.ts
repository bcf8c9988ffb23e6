import type { ConstructorArgs, Exchange } from 'ccxt';
import { coinByPair, type DepthTick, type DetailTick, type KlinePeriod, type KlineTick, type MarketTicker, type Trade } from '@halyard/shared';
import type { CandleRange, MarketEvent, MarketFeed } from '../feed.js';
import { FeedCore, type PairState } from './feed-core.js';
import { freshForming } from './forming-candles.js';
import { watchStreams } from './live-streams.js';
import type { ExchangeFeedOptions } from './options.js';
import { candleHistory, requestForming, seedTrades, snapshotTickers } from './rest.js';

export type { ExchangeFeedLog, ExchangeFeedOptions } from './options.js';

/** `start()` waits this long at most for the first quotes; a slow exchange keeps connecting behind it. */
const START_WAIT_MS = 5000;

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
  private readonly core: FeedCore;
  private settleFirstAttempt: () => void = () => undefined;

  constructor(private readonly options: ExchangeFeedOptions) {
    this.pairs = options.pairs;
    this.core = new FeedCore(options);
  }

  async start(): Promise<void> {
    const { pro } = await import('ccxt');
    if (this.core.stopped) return;
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
    this.core.exchange = exchange;
    const firstAttempt = new Promise<void>((resolve) => (this.settleFirstAttempt = resolve));
    this.core.track(this.connect(exchange));
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([firstAttempt, new Promise<void>((resolve) => (timer = setTimeout(resolve, START_WAIT_MS)))]);
    clearTimeout(timer);
  }

  async stop(): Promise<void> {
    this.core.stopping.abort();
    this.settleFirstAttempt();
    await this.core.exchange?.close().catch(() => undefined);
    while (this.core.tasks.size > 0) await Promise.allSettled([...this.core.tasks]);
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
    const core = this.core;
    // ccxt keeps a failed loadMarkets() promise: every retry must ask for a reload.
    for (let reload = false; !core.stopped; reload = true) {
      try {
        const markets = await exchange.loadMarkets(reload);
        this.listPairs(markets);
        break;
      } catch (error) {
        if (core.stopped) return;
        this.settleFirstAttempt();
        await core.reconnection.afterFailure('loading markets', error);
      }
    }
    if (core.stopped || core.bySymbol.size === 0) return this.settleFirstAttempt();
    core.reconnection.succeeded();
    await snapshotTickers(core, exchange);
    this.settleFirstAttempt();
    if (core.stopped) return;
    this.options.log.info({ exchange: this.options.exchangeId, pairs: core.bySymbol.size }, `market exchange ${this.options.exchangeId} connected`);
    watchStreams(core, exchange);
    core.track(seedTrades(core, exchange));
  }

  private listPairs(markets: Record<string, unknown>): void {
    const core = this.core;
    if (core.pairsListed) return;
    core.pairsListed = true;
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
      core.states.set(pair, state);
      core.bySymbol.set(state.symbol, state);
    }
    if (unlisted.length > 0) {
      const log = core.bySymbol.size === 0 ? this.options.log.error.bind(this.options.log) : this.options.log.warn.bind(this.options.log);
      log({ exchange: this.options.exchangeId, pairs: unlisted }, `market exchange ${this.options.exchangeId} does not list ${unlisted.join(', ')}: left unquoted`);
    }
  }

  // -------------------------------------------------------------------------------------------
  // MarketFeed reads

  subscribe(listener: (event: MarketEvent) => void): () => void {
    this.core.listeners.add(listener);
    return () => this.core.listeners.delete(listener);
  }

  lastPrice(pair: string): string | undefined {
    return this.core.states.get(pair)?.last?.text;
  }

  readonly derivesHistory = false;

  /** Only the seconds recorded as they passed know a live exchange's price (the market module keeps them). */
  indexPriceAt(): string | undefined {
    return undefined;
  }

  detail(pair: string): DetailTick | undefined {
    const state = this.core.states.get(pair);
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
      const state = this.core.states.get(pair);
      const detail = this.detail(pair);
      if (!state || !detail) return [];
      const [bid = 0, bidSize = 0] = state.depth?.bids[0] ?? state.ticker?.bid ?? [];
      const [ask = 0, askSize = 0] = state.depth?.asks[0] ?? state.ticker?.ask ?? [];
      const { open, high, low, close, amount, vol, count } = detail;
      return [{ symbol: pair, open, high, low, close, amount, vol, count, bid, bidSize, ask, askSize }];
    });
  }

  depth(pair: string): DepthTick | undefined {
    return this.core.states.get(pair)?.depth;
  }

  recentTrades(pair: string, limit: number): Trade[] {
    return (this.core.states.get(pair)?.trades ?? []).slice(0, limit).map((held) => held.trade);
  }

  currentCandle(pair: string, period: KlinePeriod): KlineTick | undefined {
    const state = this.core.states.get(pair);
    if (!state) return undefined;
    // First asked for (or left behind by a lagging stream): fetched in the background, and the tick that follows carries it.
    if (!freshForming(this.core, state, period)) requestForming(this.core, state, period);
    return state.forming.get(period)?.candle;
  }

  candles(pair: string, period: KlinePeriod, range: CandleRange): Promise<KlineTick[]> {
    return candleHistory(this.core, pair, period, range);
  }
}

/** The live market source for `MARKET_SOURCE=ccxt:<exchange id>` (see {@link ExchangeFeedOptions}). */
export function createExchangeFeed(options: ExchangeFeedOptions): MarketFeed {
  return new ExchangeFeed(options);
}
