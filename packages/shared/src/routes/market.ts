import {
  indexPriceSchema,
  indexQuerySchema,
  klineHistoryQuerySchema,
  klineHistorySchema,
  marketDepthSchema,
  marketDetailSchema,
  symbolQuerySchema,
  tradeHistoryQuerySchema,
  tradeHistorySchema,
} from '../contracts/market.js';
import { defineRoutes } from './define.js';

/** Public market reads for a page's first paint; the socket carries every change after it. */
export const marketRoutes = defineRoutes('market', {
  klines: {
    method: 'GET',
    path: '/market/history/kline',
    summary: 'Candles of a pair and period, oldest first (up to 2000; `to` pages back in time)',
    query: klineHistoryQuerySchema,
    response: klineHistorySchema,
  },
  detail: {
    method: 'GET',
    path: '/market/detail',
    summary: 'The rolling 24 h statistics of a pair',
    query: symbolQuerySchema,
    response: marketDetailSchema,
  },
  depth: {
    method: 'GET',
    path: '/market/depth',
    summary: 'The order book of a pair, 20 levels a side',
    query: symbolQuerySchema,
    response: marketDepthSchema,
  },
  trades: {
    method: 'GET',
    path: '/market/history/trade',
    summary: 'Recent trades of a pair, newest first',
    query: tradeHistoryQuerySchema,
    response: tradeHistorySchema,
  },
  index: {
    method: 'GET',
    path: '/market/index',
    summary: 'The index price of a pair at a past second: the price every fill, trigger and settlement of that second used (kept 30 days)',
    query: indexQuerySchema,
    response: indexPriceSchema,
  },
});
