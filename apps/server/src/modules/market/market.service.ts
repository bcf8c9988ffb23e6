import type { Kysely } from 'kysely';
import {
  MARKET_PAIRS,
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
import { SimulatedFeed } from '../../market/simulated-feed.js';
import { loadOrCreateMarketSeed } from './market.repository.js';

export interface MarketLog {
  info(object: object, message?: string): void;
  warn(object: object, message?: string): void;
  error(object: object, message?: string): void;
}

/** The market source MARKET_SOURCE names: `sim` (the default) or `ccxt:<exchange id>`, a live exchange. */
export async function createMarketFeed(source: string, db: Kysely<Database>, log: MarketLog, clock?: Clock): Promise<MarketFeed> {
  if (source === 'sim') return new SimulatedFeed({ seed: await loadOrCreateMarketSeed(db), clock });
  const exchangeId = source.replace(/^ccxt:/, '');
  // ccxt is large: only a live deployment loads it.
  const { createExchangeFeed } = await import('../../market/exchange-feed.js');
  return createExchangeFeed({ exchangeId, pairs: MARKET_PAIRS, log, clock });
}

/** Public market reads (REST) over the feed; a pair without a quote yet is a clear 404. */
export function createMarketService(feed: MarketFeed, clock: Clock) {
  function quoted<T>(value: T | undefined): T {
    if (value === undefined) throw AppError.notFound('marketUnavailable');
    return value;
  }
  return {
    feed,
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
