import { MARKET_PAIRS } from '@halyard/shared';
import type { Clock } from '../lib/clock.js';
import type { MarketFeed } from './feed.js';
import { SimulatedFeed } from './simulated/simulated-feed.js';

export interface FeedLog {
  info(object: object, message?: string): void;
  warn(object: object, message?: string): void;
  error(object: object, message?: string): void;
}

export interface FeedDependencies {
  /** The simulated market's secret seed, drawn once per installation and kept. */
  seed(): Promise<string>;
  log: FeedLog;
  clock?: Clock;
}

/** The one place a market source is built: `sim` (the default) or `ccxt:<exchange id>`, a live exchange. */
export async function createFeed(source: string, deps: FeedDependencies): Promise<MarketFeed> {
  if (source === 'sim') return new SimulatedFeed({ seed: await deps.seed(), clock: deps.clock });
  const exchangeId = source.replace(/^ccxt:/, '');
  // ccxt is large: only a live deployment loads it.
  const { createExchangeFeed } = await import('./exchange/exchange-feed.js');
  return createExchangeFeed({ exchangeId, pairs: MARKET_PAIRS, log: deps.log, clock: deps.clock });
}
