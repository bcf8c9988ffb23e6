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
export function createMarketService(feed: MarketFeed, clock: Clock): MarketService {
  function quoted<T>(value: T | undefined): T {
    if (value === undefined) throw AppError.notFound('marketUnavailable');
    return value;
  }
  return {
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

export interface MarketService {
  /** USDT per coin at the index price; undefined while the market has no quote. */
  usdtRate(coin: string): Decimal | undefined;
  /** Past candles of a pair and period, oldest first. */
  klineHistory(query: KlineHistoryQuery): Promise<KlineTick[]>;
  /** A pair's 24 h figures. */
  detail(pair: string): MarketDetail;
  /** A pair's order book now. */
  depth(pair: string): DepthTick;
  /** A pair's latest trades, newest first. */
  trades(pair: string, size: number): Trade[];
  /** Every quoted pair's ticker, for the home page and the quotes list. */
  homeDetails(): HomeDetails;
}
