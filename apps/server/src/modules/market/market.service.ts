import Decimal from '@halyard/shared/decimal';
import type { Kysely } from 'kysely';
import {
  USDT,
  type DepthTick,
  type HomeDetails,
  type KlineHistoryQuery,
  type KlineTick,
  type MarketDetail,
  type Trade,
} from '@halyard/shared';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { MarketFeed } from '../../market/feed.js';
import { loadOrCreateMarketSeed } from './market.repository.js';

/** The simulated market's secret seed: drawn once per installation, kept in the database. */
export function loadMarketSeed(db: Kysely<Database>): Promise<string> {
  return loadOrCreateMarketSeed(db);
}

/** Public market reads (REST) over the feed; a pair without a quote yet is a clear 404. */
export function createMarketService(feed: MarketFeed, clock: Clock) {
  function quoted<T>(value: T | undefined): T {
    if (value === undefined) throw AppError.notFound('marketUnavailable');
    return value;
  }
  return {
    /** USDT per coin at the index price; undefined while the market has no quote. */
    usdtRate(coin: string): Decimal | undefined {
      if (coin === USDT) return new Decimal(1);
      const price = feed.lastPrice(`${coin.toLowerCase()}${USDT.toLowerCase()}`);
      return price === undefined ? undefined : new Decimal(price);
    },
    klineHistory(query: KlineHistoryQuery): Promise<KlineTick[]> {
      return feed.candles(query.symbol, query.period, { to: query.to, limit: query.size });
    },
    detail(pair: string): MarketDetail {
      return { ...quoted(feed.detail(pair)), symbol: pair, ts: clock.now().getTime() };
    },
    depth(pair: string): DepthTick {
      return quoted(feed.depth(pair));
    },
    trades(pair: string, size: number): Trade[] {
      return feed.recentTrades(pair, size);
    },
    homeDetails(): HomeDetails {
      return { markets: feed.tickers() };
    },
  };
}

export type MarketService = ReturnType<typeof createMarketService>;
