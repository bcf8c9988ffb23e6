import { isMarketPair } from './symbols.js';

/**
 * Market periods, channel names and limits: plain values, no zod, so a web page that only names
 * a channel or a period does not carry the schema library in its bundle.
 */
export const KLINE_PERIODS = ['1min', '5min', '15min', '30min', '60min', '4hour', '1day', '1week', '1mon'] as const;
export type KlinePeriod = (typeof KLINE_PERIODS)[number];

/** The spec's five chart periods: minute, hour, daily, weekly, monthly. */
export const SPEC_KLINE_PERIODS: readonly KlinePeriod[] = ['1min', '60min', '1day', '1week', '1mon'];

export function isKlinePeriod(value: string): value is KlinePeriod {
  return (KLINE_PERIODS as readonly string[]).includes(value);
}

export const MARKET_TICKERS_CHANNEL = 'market.tickers';
/** Candles a socket `req` answers at most (the newest window of the range). */
export const KLINE_REQ_LIMIT = 300;
/** Candles one REST history read answers at most. */
export const KLINE_HISTORY_LIMIT = 2000;
export const DEPTH_LEVELS = 20;
export const TRADE_HISTORY_LIMIT = 100;

export type KlineChannel = `market.${string}.kline.${KlinePeriod}`;
export type DetailChannel = `market.${string}.detail`;
export type DepthChannel = `market.${string}.depth.step0`;
export type TradeChannel = `market.${string}.trade.detail`;
export type TickersChannel = typeof MARKET_TICKERS_CHANNEL;

export const marketChannels = {
  kline: (pair: string, period: KlinePeriod): KlineChannel => `market.${pair}.kline.${period}`,
  detail: (pair: string): DetailChannel => `market.${pair}.detail`,
  depth: (pair: string): DepthChannel => `market.${pair}.depth.step0`,
  trade: (pair: string): TradeChannel => `market.${pair}.trade.detail`,
  tickers: (): TickersChannel => MARKET_TICKERS_CHANNEL,
} as const;

export type MarketChannel =
  | { kind: 'kline'; pair: string; period: KlinePeriod }
  | { kind: 'detail'; pair: string }
  | { kind: 'depth'; pair: string }
  | { kind: 'trade'; pair: string }
  | { kind: 'tickers' };

const channelPattern = /^market\.([a-z0-9]+)\.(kline\.([a-z0-9]+)|detail|depth\.step0|trade\.detail)$/;

/** Reads a market channel name; anything else (an unknown pair, period or topic) is undefined. */
export function parseMarketChannel(channel: string): MarketChannel | undefined {
  if (channel === MARKET_TICKERS_CHANNEL) return { kind: 'tickers' };
  const match = channelPattern.exec(channel);
  if (!match) return undefined;
  const [, pair = '', topic = '', period] = match;
  if (!isMarketPair(pair)) return undefined;
  if (topic === 'detail') return { kind: 'detail', pair };
  if (topic === 'depth.step0') return { kind: 'depth', pair };
  if (topic === 'trade.detail') return { kind: 'trade', pair };
  return period !== undefined && isKlinePeriod(period) ? { kind: 'kline', pair, period } : undefined;
}
