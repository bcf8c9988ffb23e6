import {
  MARKET_PAIRS,
  type DepthTick,
  type DetailTick,
  type KlinePeriod,
  type KlineTick,
  type MarketTicker,
  type Trade,
} from '@halyard/shared';
import type { Clock } from '../lib/clock.js';
import type { MarketEvent, MarketFeed } from '../market/feed.js';

/**
 * A market whose index price the test writes: each pair's price from a second on, until the next
 * change. It derives its history (any past second answers), like the simulated feed, and ticks
 * when the test says so, so engine tests walk a price path second by second.
 */
export class ScriptedFeed implements MarketFeed {
  readonly pairs = MARKET_PAIRS;
  readonly derivesHistory = true;
  private readonly changes = new Map<string, Array<{ from: number; price: string }>>();
  private readonly listeners = new Set<(event: MarketEvent) => void>();

  constructor(
    private readonly clock: Clock,
    private readonly basePrice = '100',
  ) {}

  private nowSecond(): number {
    return Math.floor(this.clock.now().getTime() / 1000);
  }

  /** The pair's price from `fromSecond` (default: this second) on. */
  setPrice(pair: string, price: string, fromSecond = this.nowSecond()): void {
    const list = (this.changes.get(pair) ?? []).filter((change) => change.from < fromSecond);
    list.push({ from: fromSecond, price });
    this.changes.set(pair, list);
  }

  /** Emits this second's tick for every pair (the engines' index second). */
  tick(): void {
    const second = this.nowSecond();
    for (const pair of this.pairs) {
      const price = this.indexPriceAt(pair, second);
      if (price === undefined) continue;
      for (const listener of this.listeners) listener({ type: 'tick', pair, price, ts: second * 1000 });
    }
  }

  async start(): Promise<void> {}
  async stop(): Promise<void> {}

  lastPrice(pair: string): string | undefined {
    return this.indexPriceAt(pair, this.nowSecond());
  }

  indexPriceAt(pair: string, second: number): string | undefined {
    if (!this.pairs.includes(pair) || second > this.nowSecond()) return undefined;
    const known = (this.changes.get(pair) ?? []).filter((change) => change.from <= second);
    return known.at(-1)?.price ?? this.basePrice;
  }

  detail(): DetailTick | undefined {
    return undefined;
  }
  tickers(): MarketTicker[] {
    return [];
  }
  depth(): DepthTick | undefined {
    return undefined;
  }
  recentTrades(): Trade[] {
    return [];
  }
  currentCandle(_pair: string, _period: KlinePeriod): KlineTick | undefined {
    return undefined;
  }
  async candles(): Promise<KlineTick[]> {
    return [];
  }
  subscribe(listener: (event: MarketEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
