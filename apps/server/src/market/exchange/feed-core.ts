import type { Exchange, Ticker } from 'ccxt';
import type { DepthTick, KlinePeriod, KlineTick, Trade } from '@halyard/shared';
import { systemClock, type Clock } from '../../lib/clock.js';
import type { MarketEvent } from '../feed.js';
import type { CandleSeries } from './candle-series.js';
import type { Precision, TickerQuote } from './ccxt-values.js';
import type { ExchangeFeedOptions } from './options.js';
import { describeError, Reconnection } from './reconnection.js';

const DEFAULT_RETRY = { initialMs: 1000, maxMs: 60_000 };

/**
 * A forming candle and the 1-minute candle already counted into it: `folded.amount` undefined means
 * that minute's volume so far came with the REST candle, so its next update only sets the baseline.
 */
export interface FormingCandle {
  candle: KlineTick;
  folded?: { id: number; amount?: number; vol?: number };
}

export interface HeldTrade {
  trade: Trade;
  key: string;
}

export interface PairState {
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
 * What the exchange feed's parts share: every pair's state, the listeners, the connection and its
 * backoff, and the feed's lifetime (its stop signal and the background tasks stop() waits for).
 */
export class FeedCore {
  readonly states = new Map<string, PairState>();
  readonly bySymbol = new Map<string, PairState>();
  readonly listeners = new Set<(event: MarketEvent) => void>();
  readonly stopping = new AbortController();
  readonly reconnection: Reconnection;
  readonly clock: Clock;
  readonly tasks = new Set<Promise<void>>();
  readonly backfilling = new Set<string>();
  exchange: Exchange | undefined;
  pairsListed = false;
  tradeSequence = 0;

  constructor(readonly options: ExchangeFeedOptions) {
    this.clock = options.clock ?? systemClock;
    this.reconnection = new Reconnection(options.exchangeId, options.retry ?? DEFAULT_RETRY, options.log, this.stopping.signal);
  }

  get stopped(): boolean {
    return this.stopping.signal.aborted;
  }

  nowMs(): number {
    return this.clock.now().getTime();
  }

  track(task: Promise<void>): void {
    const settled = task.catch(() => undefined).finally(() => this.tasks.delete(settled));
    this.tasks.add(settled);
  }

  emit(event: MarketEvent): void {
    for (const listener of this.listeners) {
      try {
        listener(event);
      } catch (error) {
        this.options.log.error({ exchange: this.options.exchangeId, error: describeError(error) }, 'market feed listener failed');
      }
    }
  }

  /** A pair's quotes changed: listeners hear it with the index price, once there is one. */
  emitTick(state: PairState): void {
    if (state.last) this.emit({ type: 'tick', pair: state.pair, price: state.last.text, ts: state.last.ts });
  }
}
