import { MARKET_PAIRS, TRADE_HISTORY_LIMIT, type DepthTick, type DetailTick, type KlinePeriod, type KlineTick, type MarketTicker, type Trade } from '@halyard/shared';
import type { CandleRange, MarketEvent, MarketFeed } from './feed.js';
import type { MarketRelayMessage, MarketRelayPort, PairQuote, RecordedSecond } from './market-relay.js';

export interface RelayedFeedLog {
  warn(object: object, message?: string): void;
}

const newestFirst = (a: Trade, b: Trade) => b.ts - a.ts || b.tradeId - a.tradeId;

/**
 * A live market read by another process (the market role's holder), as this process sees it:
 * each pair's quotes and trades as they were relayed, candle history asked of the holder, and
 * the index seconds the holder recorded. It opens no exchange connection of its own.
 */
export class RelayedFeed implements MarketFeed {
  readonly pairs: readonly string[] = MARKET_PAIRS;
  readonly derivesHistory = false;
  private readonly quotes = new Map<string, PairQuote>();
  private readonly trades = new Map<string, Trade[]>();
  private readonly listeners = new Set<(event: MarketEvent) => void>();
  private readonly secondListeners = new Set<(seconds: RecordedSecond[]) => void>();
  private unsubscribe: (() => void) | undefined;

  constructor(
    private readonly port: MarketRelayPort,
    private readonly log: RelayedFeedLog,
  ) {}

  /** Listens, and asks the holder for what it holds now (in the background: a start never waits for the holder). */
  async start(): Promise<void> {
    this.unsubscribe ??= this.port.subscribe((message) => this.receive(message));
    this.port.snapshot().then(
      (snapshot) => {
        for (const quote of snapshot.quotes) if (!this.quotes.has(quote.pair)) this.quotes.set(quote.pair, quote);
        for (const [pair, trades] of Object.entries(snapshot.trades)) if (!this.trades.has(pair)) this.trades.set(pair, trades);
      },
      // No holder yet (it is starting or taking over): the quotes arrive with its first ticks.
      (error: unknown) => this.log.warn({ reason: error instanceof Error ? error.message : String(error) }, 'no market snapshot yet'),
    );
  }

  async stop(): Promise<void> {
    this.unsubscribe?.();
    this.unsubscribe = undefined;
  }

  /** The holder's message, relayed or its own. */
  receive(message: MarketRelayMessage): void {
    if (message.type === 'seconds') {
      for (const listener of this.secondListeners) listener(message.seconds);
      return;
    }
    if (message.type === 'trades') {
      this.trades.set(message.pair, [...message.trades, ...(this.trades.get(message.pair) ?? [])].sort(newestFirst).slice(0, TRADE_HISTORY_LIMIT));
      this.emit({ type: 'trades', pair: message.pair, trades: message.trades });
      return;
    }
    const { quote } = message;
    this.quotes.set(quote.pair, quote);
    this.emit({ type: 'tick', pair: quote.pair, price: quote.price, ts: quote.ts });
  }

  /** The index seconds as the holder recorded them, in order. */
  onRecordedSeconds(listener: (seconds: RecordedSecond[]) => void): () => void {
    this.secondListeners.add(listener);
    return () => this.secondListeners.delete(listener);
  }

  subscribe(listener: (event: MarketEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  lastPrice(pair: string): string | undefined {
    return this.quotes.get(pair)?.price;
  }

  /** Only the recorded seconds know a live market's past (the market module keeps them). */
  indexPriceAt(): string | undefined {
    return undefined;
  }

  detail(pair: string): DetailTick | undefined {
    return this.quotes.get(pair)?.detail;
  }

  tickers(): MarketTicker[] {
    return this.pairs.flatMap((pair) => this.quotes.get(pair)?.ticker ?? []);
  }

  depth(pair: string): DepthTick | undefined {
    return this.quotes.get(pair)?.depth;
  }

  recentTrades(pair: string, limit: number): Trade[] {
    return (this.trades.get(pair) ?? []).slice(0, limit);
  }

  currentCandle(pair: string, period: KlinePeriod): KlineTick | undefined {
    return this.quotes.get(pair)?.candles[period];
  }

  candles(pair: string, period: KlinePeriod, range: CandleRange): Promise<KlineTick[]> {
    return this.port.candles(pair, period, range);
  }

  private emit(event: MarketEvent): void {
    for (const listener of this.listeners) listener(event);
  }
}
