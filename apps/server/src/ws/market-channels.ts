import {
  KLINE_PERIODS,
  KLINE_REQ_LIMIT,
  marketChannels,
  parseMarketChannel,
  TRADE_HISTORY_LIMIT,
  type DepthChannel,
  type DetailChannel,
  type KlineChannel,
  type KlinePeriod,
  type TradeChannel,
} from '@halyard/shared';
import type { MarketFeed } from '../market/feed.js';
import type { SocketHub } from './hub.js';
import { wallClockMs } from '../lib/clock.js';

const TICKERS_INTERVAL_MS = 1000;

interface PairChannels {
  detail: DetailChannel;
  depth: DepthChannel;
  trade: TradeChannel;
  klines: ReadonlyArray<[KlinePeriod, KlineChannel]>;
}

/**
 * The market channels of ARCHITECTURE §6 on the socket hub: `req` answers from the feed, and
 * each feed event is pushed to the channels somebody listens to (nothing is computed for a
 * channel without subscribers). `market.tickers` goes out at most once a second.
 */
export function connectMarketChannels(hub: SocketHub, feed: MarketFeed): () => void {
  const channelsByPair = new Map<string, PairChannels>(
    feed.pairs.map((pair) => [
      pair,
      {
        detail: marketChannels.detail(pair),
        depth: marketChannels.depth(pair),
        trade: marketChannels.trade(pair),
        klines: KLINE_PERIODS.map((period) => [period, marketChannels.kline(pair, period)] as [KlinePeriod, KlineChannel]),
      },
    ]),
  );
  const tickersChannel = marketChannels.tickers();

  hub.registerChannels({
    matches: (channel) => parseMarketChannel(channel) !== undefined,
    requiresAuth: false,
    async request(channel, range) {
      const parsed = parseMarketChannel(channel);
      switch (parsed?.kind) {
        case 'kline':
          // HTX's `from` and `to` are both inclusive; the feed's `to` is exclusive.
          return feed.candles(parsed.pair, parsed.period, {
            from: range.from,
            to: range.to === undefined ? undefined : range.to + 1,
            limit: KLINE_REQ_LIMIT,
          });
        case 'detail':
          return feed.detail(parsed.pair) ?? null;
        case 'depth':
          return feed.depth(parsed.pair) ?? null;
        case 'trade':
          return feed.recentTrades(parsed.pair, TRADE_HISTORY_LIMIT);
        case 'tickers':
          return feed.tickers();
        default:
          return null;
      }
    },
  });

  /** The wall-clock second of the last tickers push: at most one a second. */
  let tickersSecond = -1;
  let tickersQueued = false;
  let tickersTimer: NodeJS.Timeout | undefined;
  let stopped = false;
  const pushTickers = () => {
    if (stopped) return;
    tickersQueued = false;
    clearTimeout(tickersTimer);
    tickersTimer = undefined;
    tickersSecond = Math.floor(wallClockMs() / TICKERS_INTERVAL_MS);
    if (hub.hasSubscribers(tickersChannel)) hub.publish(tickersChannel, { data: feed.tickers() });
  };
  /**
   * Coalesces a burst of ticks (every pair in the same second) into one push, at most one a
   * second: the first tick of a second pushes the tickers as the burst ends (a microtask), so they
   * share the burst's frame (push-batch.ts); a tick later in a pushed second waits for the next one.
   */
  const scheduleTickers = () => {
    if (tickersQueued) return;
    const now = wallClockMs();
    const second = Math.floor(now / TICKERS_INTERVAL_MS);
    if (second > tickersSecond) {
      tickersQueued = true;
      queueMicrotask(pushTickers);
      return;
    }
    if (tickersTimer) return;
    tickersTimer = setTimeout(pushTickers, (second + 1) * TICKERS_INTERVAL_MS - now);
    tickersTimer.unref();
  };

  const unsubscribe = feed.subscribe((event) => {
    const channels = channelsByPair.get(event.pair);
    if (!channels) return;
    if (event.type === 'trades') {
      const newest = event.trades[0];
      if (newest && hub.hasSubscribers(channels.trade)) {
        hub.publish(channels.trade, { tick: { id: newest.id, ts: newest.ts, data: event.trades } });
      }
      return;
    }
    const detail = hub.hasSubscribers(channels.detail) ? feed.detail(event.pair) : undefined;
    if (detail) hub.publish(channels.detail, { tick: detail });
    const depth = hub.hasSubscribers(channels.depth) ? feed.depth(event.pair) : undefined;
    if (depth) hub.publish(channels.depth, { tick: depth });
    for (const [period, channel] of channels.klines) {
      const candle = hub.hasSubscribers(channel) ? feed.currentCandle(event.pair, period) : undefined;
      if (candle) hub.publish(channel, { tick: candle });
    }
    scheduleTickers();
  });

  return () => {
    stopped = true;
    unsubscribe();
    clearTimeout(tickersTimer);
  };
}
