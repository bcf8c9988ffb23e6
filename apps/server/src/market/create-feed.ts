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

/**
 * The one place a market source is built: `sim` (the default), `ccxt:<exchange id>` (a live
 * exchange), or `sim+pin:<file>`, the simulated market whose prices a test pins through that file.
 */
export async function createFeed(source: string, deps: FeedDependencies): Promise<MarketFeed> {
  if (source === 'sim') return new SimulatedFeed({ seed: await deps.seed(), clock: deps.clock });
  const pinFile = /^sim\+pin:(.+)$/.exec(source)?.[1];
  if (pinFile) {
    // Tests only: a normal start never loads the pins or reads their file.
    const [{ PinnedFeed }, { watchPinFile }] = await Promise.all([import('./pinned/pinned-feed.js'), import('./pinned/pin-file.js')]);
    deps.log.warn({ file: pinFile }, 'test market: prices may be pinned through this file (MARKET_SOURCE=sim+pin)');
    const feed = new SimulatedFeed({ seed: await deps.seed(), clock: deps.clock });
    return new PinnedFeed({ feed, clock: deps.clock, control: (pinned) => watchPinFile(pinFile, pinned, deps.log) });
  }
  const exchangeId = source.replace(/^ccxt:/, '');
  // ccxt is large: only a live deployment loads it.
  const { createExchangeFeed } = await import('./exchange/exchange-feed.js');
  return createExchangeFeed({ exchangeId, pairs: MARKET_PAIRS, log: deps.log, clock: deps.clock });
}
