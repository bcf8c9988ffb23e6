import Decimal from '@halyard/shared/decimal';
import {
  nextCandleStart,
  pricePrecisionOf,
  type DepthTick,
  type DetailTick,
  type KlinePeriod,
  type KlineTick,
  type MarketTicker,
  type Trade,
} from '@halyard/shared';
import { systemClock, type Clock } from '../../lib/clock.js';
import type { CandleRange, MarketEvent, MarketFeed } from '../feed.js';
import { unitsToDecimal, unitsToNumber } from '../simulated/candles.js';
import { tickerOf } from '../simulated/simulated-feed.js';
import { PricePins, type PinSegment } from './price-pins.js';

const DAY = 86_400;

export interface PinnedFeedOptions {
  /** The market underneath: the simulated one, whose history every second derives from. */
  feed: MarketFeed;
  clock?: Clock;
  /** Whoever tells the feed what to pin (the pin file), started and stopped with it; returns its stop. */
  control?: (feed: PinnedFeed) => () => void;
}

/** A pin's price as ticks of the pair, or why it cannot be one: positive decimal text at most at the pair's precision. */
export function priceTicks(pair: string, price: string): number {
  const places = pricePrecisionOf(pair);
  const value = /^\d+(\.\d+)?$/.test(price) ? new Decimal(price) : undefined;
  if (!value || value.lte(0) || value.decimalPlaces() > places) throw new Error(`${pair} cannot be pinned at "${price}": a positive price with at most ${places} decimals`);
  const ticks = Number(value.times(new Decimal(10).pow(places)).toFixed(0));
  if (!Number.isSafeInteger(ticks)) throw new Error(`${pair} cannot be pinned at "${price}": too large`);
  return ticks;
}

function toTicks(value: number, places: number): number {
  return Math.round(value * 10 ** places);
}

/** A candle over the seconds `segments` cover, with its pinned stretches in it: a stretch's price is its open, close or extreme. */
function overlayCandle<T extends KlineTick>(candle: T, segments: readonly PinSegment[], places: number): T {
  const price = (segment: PinSegment | undefined) => (segment?.ticks === undefined ? undefined : unitsToNumber(segment.ticks, places));
  const pinned = segments.flatMap((segment) => price(segment) ?? []);
  if (!pinned.length) return candle;
  // Wholly pinned, the candle is the pins alone; partly, the free seconds keep their extremes.
  const free = pinned.length < segments.length ? [candle.high, candle.low] : [];
  return {
    ...candle,
    open: price(segments[0]) ?? candle.open,
    close: price(segments.at(-1)) ?? candle.close,
    high: Math.max(...pinned, ...free),
    low: Math.min(...pinned, ...free),
  };
}

/**
 * The test market (`MARKET_SOURCE=sim+pin:<file>`): the simulated market, except that a test may
 * pin a pair's index price from the next second on, and free it again. Ticks, trades, the book,
 * candles and the 24 h figures follow the pin, so a page shows the price the engines settle at;
 * volumes stay the simulated ones. Never part of a normal start.
 */
export class PinnedFeed implements MarketFeed {
  readonly pairs: readonly string[];
  readonly derivesHistory: boolean;
  private readonly feed: MarketFeed;
  private readonly clock: Clock;
  private readonly pins = new PricePins();
  private stopControl: (() => void) | undefined;

  constructor(private readonly options: PinnedFeedOptions) {
    this.feed = options.feed;
    this.clock = options.clock ?? systemClock;
    this.pairs = this.feed.pairs;
    this.derivesHistory = this.feed.derivesHistory;
  }

  private now(): number {
    return Math.floor(this.clock.now().getTime() / 1000);
  }

  /** The first second a pin asked for now holds from. */
  nextSecond(): number {
    return this.now() + 1;
  }

  /**
   * Pins the pair at `price` (decimal text), or frees it (undefined), from the next second on, so
   * no second already priced changes. Returns that second.
   */
  pin(pair: string, price: string | undefined): number {
    if (!this.pairs.includes(pair)) throw new Error(`no pair ${pair} to pin`);
    const ticks = price === undefined ? undefined : priceTicks(pair, price);
    const from = this.nextSecond();
    this.pins.set(pair, ticks, from);
    return from;
  }

  /** The price the pair's latest pin holds it at (from now or from the next second), undefined when free. */
  pinnedPrice(pair: string): string | undefined {
    const ticks = this.pins.latest(pair);
    return ticks === undefined ? undefined : unitsToDecimal(ticks, pricePrecisionOf(pair));
  }

  private pinnedAt(pair: string, second: number): number | undefined {
    return this.pins.touches(pair) ? this.pins.at(pair, second) : undefined;
  }

  private overlay<T extends KlineTick>(pair: string, candle: T, first: number, last: number): T {
    if (!this.pins.touches(pair)) return candle;
    return overlayCandle(candle, this.pins.segments(pair, first, last), pricePrecisionOf(pair));
  }

  private pinTrades(pair: string, trades: Trade[]): Trade[] {
    if (!this.pins.touches(pair)) return trades;
    const places = pricePrecisionOf(pair);
    return trades.map((trade) => {
      const ticks = this.pins.at(pair, Math.floor(trade.ts / 1000));
      return ticks === undefined ? trade : { ...trade, price: unitsToNumber(ticks, places) };
    });
  }

  async start(): Promise<void> {
    await this.feed.start();
    this.stopControl = this.options.control?.(this);
  }

  async stop(): Promise<void> {
    this.stopControl?.();
    this.stopControl = undefined;
    await this.feed.stop();
  }

  subscribe(listener: (event: MarketEvent) => void): () => void {
    return this.feed.subscribe((event) => {
      if (event.type === 'trades') {
        listener({ ...event, trades: this.pinTrades(event.pair, event.trades) });
        return;
      }
      const ticks = this.pinnedAt(event.pair, Math.floor(event.ts / 1000));
      listener(ticks === undefined ? event : { ...event, price: unitsToDecimal(ticks, pricePrecisionOf(event.pair)) });
    });
  }

  lastPrice(pair: string): string | undefined {
    return this.indexPriceAt(pair, this.now());
  }

  indexPriceAt(pair: string, second: number): string | undefined {
    const free = this.feed.indexPriceAt(pair, second);
    const ticks = this.pinnedAt(pair, second);
    return free === undefined || ticks === undefined ? free : unitsToDecimal(ticks, pricePrecisionOf(pair));
  }

  detail(pair: string): DetailTick | undefined {
    const detail = this.feed.detail(pair);
    const now = this.now();
    return detail && this.overlay(pair, detail, now + 1 - DAY, now);
  }

  /** The simulated book moved by the pin's distance from the simulated price: its best bid at or just under the pin. */
  depth(pair: string): DepthTick | undefined {
    const depth = this.feed.depth(pair);
    const now = this.now();
    const ticks = this.pinnedAt(pair, now);
    const free = this.feed.indexPriceAt(pair, now);
    if (!depth || ticks === undefined || free === undefined) return depth;
    const places = pricePrecisionOf(pair);
    const offset = ticks - priceTicks(pair, free);
    const move = (levels: Array<[number, number]>) =>
      levels.flatMap(([price, size]): Array<[number, number]> => {
        const moved = toTicks(price, places) + offset;
        return moved >= 1 ? [[unitsToNumber(moved, places), size]] : [];
      });
    return { ...depth, bids: move(depth.bids), asks: move(depth.asks) };
  }

  tickers(): MarketTicker[] {
    const touched = this.pairs.filter((pair) => this.pins.touches(pair));
    if (!touched.length) return this.feed.tickers();
    return this.pairs.flatMap((pair) => tickerOf(pair, this.detail(pair), this.depth(pair)));
  }

  recentTrades(pair: string, limit: number): Trade[] {
    return this.pinTrades(pair, this.feed.recentTrades(pair, limit));
  }

  currentCandle(pair: string, period: KlinePeriod): KlineTick | undefined {
    const candle = this.feed.currentCandle(pair, period);
    return candle && this.overlay(pair, candle, candle.id, this.now());
  }

  async candles(pair: string, period: KlinePeriod, range: CandleRange): Promise<KlineTick[]> {
    const candles = await this.feed.candles(pair, period, range);
    if (!this.pins.touches(pair)) return candles;
    const now = this.now();
    return candles.map((candle) => this.overlay(pair, candle, candle.id, Math.min(nextCandleStart(period, candle.id) - 1, now)));
  }
}
