import { z } from 'zod';
import { isMarketPair } from '../symbols.js';
import { KLINE_HISTORY_LIMIT, KLINE_PERIODS, TRADE_HISTORY_LIMIT } from '../market-channels.js';

export * from '../market-channels.js';

/**
 * Market data. Socket ticks keep HTX's own shapes, numbers included, so an HTX client reads them
 * unchanged (ARCHITECTURE §6); the REST reads below return the same objects for the first paint.
 * Every price is already rounded to its pair's price precision, so its decimal text is exact;
 * money that moves (balances, orders) is a decimal string everywhere.
 */

/** A candle: `id` is its open time in seconds (UTC); `amount` base volume, `vol` quote volume. */
export const klineTickSchema = z.object({
  id: z.number().int(),
  open: z.number(),
  close: z.number(),
  low: z.number(),
  high: z.number(),
  amount: z.number(),
  vol: z.number(),
  count: z.number().int(),
});
export type KlineTick = z.infer<typeof klineTickSchema>;

/** `market.<pair>.detail`: the rolling 24 h statistics. */
export const detailTickSchema = klineTickSchema.extend({ version: z.number().int() });
export type DetailTick = z.infer<typeof detailTickSchema>;

const priceLevelSchema = z.tuple([z.number(), z.number()]).describe('[price, size]');
/** `market.<pair>.depth.step0`: 20 levels a side, best first. */
export const depthTickSchema = z.object({
  bids: z.array(priceLevelSchema),
  asks: z.array(priceLevelSchema),
  version: z.number().int(),
  ts: z.number().int(),
});
export type DepthTick = z.infer<typeof depthTickSchema>;

export const TRADE_DIRECTIONS = ['buy', 'sell'] as const;
export const tradeSchema = z.object({
  id: z.number().int(),
  ts: z.number().int(),
  tradeId: z.number().int(),
  amount: z.number(),
  price: z.number(),
  direction: z.enum(TRADE_DIRECTIONS),
});
export type Trade = z.infer<typeof tradeSchema>;
/** `market.<pair>.trade.detail`: the trades since the last push, newest first. */
export interface TradeTick {
  id: number;
  ts: number;
  data: Trade[];
}

/** One row of `market.tickers` (HTX's shape; `symbol` is the pair). */
export const marketTickerSchema = z.object({
  symbol: z.string(),
  open: z.number(),
  high: z.number(),
  low: z.number(),
  close: z.number(),
  amount: z.number(),
  vol: z.number(),
  count: z.number().int(),
  bid: z.number(),
  bidSize: z.number(),
  ask: z.number(),
  askSize: z.number(),
});
export type MarketTicker = z.infer<typeof marketTickerSchema>;

export const pairSchema = z
  .string()
  .trim()
  .toLowerCase()
  .refine(isMarketPair, { message: 'invalid' })
  .describe('A quoted pair, e.g. btcusdt');

/** GET /market/history/kline (ours): candles for the chart's first paint and older pages. */
export const klineHistoryQuerySchema = z.object({
  symbol: pairSchema,
  period: z.enum(KLINE_PERIODS),
  size: z.coerce.number().int().min(1).max(KLINE_HISTORY_LIMIT).default(300),
  to: z.coerce
    .number()
    .int()
    .positive()
    .optional()
    .describe('Seconds (UTC): only candles opened before this time; absent means up to now'),
});
export type KlineHistoryQuery = z.infer<typeof klineHistoryQuerySchema>;
export const klineHistorySchema = z.array(klineTickSchema).describe('Oldest first');

export const symbolQuerySchema = z.object({ symbol: pairSchema });

/** GET /market/detail (ours): the pair's 24 h statistics. */
export const marketDetailSchema = detailTickSchema.extend({ symbol: z.string(), ts: z.number().int() });
export type MarketDetail = z.infer<typeof marketDetailSchema>;

/** GET /market/depth (ours): the order book. */
export const marketDepthSchema = depthTickSchema;

/** GET /market/history/trade (ours): the pair's recent trades, newest first. */
export const tradeHistoryQuerySchema = z.object({
  symbol: pairSchema,
  size: z.coerce.number().int().min(1).max(TRADE_HISTORY_LIMIT).default(50),
});
export const tradeHistorySchema = z.array(tradeSchema);

/** GET /home/getAlldDetails: the home aggregate (the market overview; later issues add more). */
export const homeDetailsSchema = z.object({
  markets: z.array(marketTickerSchema).describe('Every quoted pair, in display order'),
});
export type HomeDetails = z.infer<typeof homeDetailsSchema>;

/** How far back the index price of every second is kept (and answered). */
export const INDEX_HISTORY_DAYS = 30;

/** GET /market/index: the index price of a pair at a past second, the one every fill, trigger and settlement of that second used. */
export const indexQuerySchema = z.object({
  pair: pairSchema,
  ts: z.coerce.number().int().min(0).max(99_999_999_999).describe('Seconds since the epoch (UTC)'),
});
export type IndexQuery = z.infer<typeof indexQuerySchema>;
export const indexPriceSchema = z.object({
  pair: z.string(),
  ts: z.number().int().describe('Seconds since the epoch (UTC)'),
  price: z.string().describe('The index price, a decimal'),
});
export type IndexPrice = z.infer<typeof indexPriceSchema>;
