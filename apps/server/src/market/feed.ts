import type { DepthTick, DetailTick, KlinePeriod, KlineTick, MarketTicker, Trade } from '@halyard/shared';

/** A range of candles: those opened in [from, to) seconds, at most `limit`, the newest window. */
export interface CandleRange {
  /** Seconds (UTC), inclusive; absent means as far back as `limit` reaches. */
  from?: number;
  /** Seconds (UTC), exclusive; absent means up to and including the forming candle. */
  to?: number;
  limit: number;
}

/**
 * What a feed tells its listeners: a pair's quotes changed (with the index price as of `ts`,
 * milliseconds), or new trades printed.
 */
export type MarketEvent =
  | { type: 'tick'; pair: string; price: string; ts: number }
  | { type: 'trades'; pair: string; trades: Trade[] };

/**
 * One interface for every market source (ARCHITECTURE §7). Its last price is the index price
 * of every fill, trigger and settlement. Reads are synchronous snapshots of what the feed holds;
 * only candle history may need I/O.
 */
export interface MarketFeed {
  /** The pairs it quotes (the market pair list). */
  readonly pairs: readonly string[];
  /** Loads what the first reads need, then starts the live updates. */
  start(): Promise<void>;
  stop(): Promise<void>;
  /** The index price, a decimal string at the pair's price precision; undefined before the first quote. */
  lastPrice(pair: string): string | undefined;
  /**
   * The index price at a past second (seconds since the epoch), when the feed can tell it by
   * itself: the simulated feed derives any second from its seed; a live exchange feed cannot
   * (its seconds are recorded as they pass, see the market module's index history).
   */
  indexPriceAt(pair: string, second: number): string | undefined;
  /** Whether `indexPriceAt` answers every past second (no recording needed). */
  readonly derivesHistory: boolean;
  /** The rolling 24 h statistics. */
  detail(pair: string): DetailTick | undefined;
  /** Every quoted pair's ticker, in the order of `pairs` (pairs without a quote yet are left out). */
  tickers(): MarketTicker[];
  depth(pair: string): DepthTick | undefined;
  /** The most recent trades, newest first. */
  recentTrades(pair: string, limit: number): Trade[];
  /** The forming candle of a period. */
  currentCandle(pair: string, period: KlinePeriod): KlineTick | undefined;
  /** Candles oldest first, the forming one included when `to` is absent. */
  candles(pair: string, period: KlinePeriod, range: CandleRange): Promise<KlineTick[]>;
  /** Calls the listener for every event; returns the unsubscribe. */
  subscribe(listener: (event: MarketEvent) => void): () => void;
}
