import {
  KLINE_PERIODS,
  type DepthTick,
  type DetailTick,
  type KlinePeriod,
  type KlineTick,
  type MarketTicker,
  type Trade,
} from '@halyard/shared';
import type { CandleRange, MarketFeed } from './feed.js';

/** One second of a pair's index as the market role recorded it. */
export interface RecordedSecond {
  pair: string;
  second: number;
  price: string;
}

/** A pair's quotes as they stand after a tick: what a process that does not read the source answers from. */
export interface PairQuote {
  pair: string;
  price: string;
  /** Milliseconds: the index price as of then. */
  ts: number;
  detail?: DetailTick;
  depth?: DepthTick;
  ticker?: MarketTicker;
  candles: Partial<Record<KlinePeriod, KlineTick>>;
}

/** What the market role publishes: quotes and trades as they come, index seconds once recorded. */
export type MarketRelayMessage =
  | { type: 'quote'; quote: PairQuote }
  | { type: 'trades'; pair: string; trades: Trade[] }
  | { type: 'seconds'; seconds: RecordedSecond[] };

/** Everything a process just joining needs: each pair's quote and recent trades. */
export interface MarketSnapshot {
  quotes: PairQuote[];
  trades: Record<string, Trade[]>;
}

/** What only the source can answer: candle history, and the snapshot. */
export interface MarketAnswers {
  candles(pair: string, period: KlinePeriod, range: CandleRange): Promise<KlineTick[]>;
  snapshot(): Promise<MarketSnapshot>;
}

/**
 * How a market read by one process reaches the others (ARCHITECTURE §7): the holder of the market
 * role publishes and answers; every process subscribes and asks.
 */
export interface MarketRelayPort extends MarketAnswers {
  publish(message: MarketRelayMessage): void;
  subscribe(listener: (message: MarketRelayMessage) => void): () => void;
  /** Answers the others' questions from the source until the returned function is called. */
  answer(source: MarketAnswers): () => void;
  close(): Promise<void>;
}

export function quoteOf(feed: MarketFeed, pair: string, price: string, ts: number): PairQuote {
  const candles: Partial<Record<KlinePeriod, KlineTick>> = {};
  for (const period of KLINE_PERIODS) {
    const candle = feed.currentCandle(pair, period);
    if (candle) candles[period] = candle;
  }
  const ticker = feed.tickers().find((row) => row.symbol === pair);
  return { pair, price, ts, detail: feed.detail(pair), depth: feed.depth(pair), ticker, candles };
}

/** The source's side: every tick and trade goes out through the port, and the port's questions are answered from it. */
export function relayMarket(source: MarketFeed, port: MarketRelayPort, tradeLimit: number): () => void {
  const unsubscribe = source.subscribe((event) => {
    if (event.type === 'trades') port.publish({ type: 'trades', pair: event.pair, trades: event.trades });
    else port.publish({ type: 'quote', quote: quoteOf(source, event.pair, event.price, event.ts) });
  });
  const stopAnswering = port.answer({
    candles: (pair, period, range) => source.candles(pair, period, range),
    snapshot: async () => ({
      quotes: source.pairs.flatMap((pair) => {
        const price = source.lastPrice(pair);
        const ts = source.detail(pair)?.id;
        return price === undefined ? [] : [quoteOf(source, pair, price, (ts ?? 0) * 1000)];
      }),
      trades: Object.fromEntries(source.pairs.map((pair) => [pair, source.recentTrades(pair, tradeLimit)])),
    }),
  });
  return () => {
    unsubscribe();
    stopAnswering();
  };
}
