import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  envelopeSchema,
  klineHistoryQuerySchema,
  klineHistorySchema,
  marketDepthSchema,
  marketDetailSchema,
  indexPriceSchema,
  indexQuerySchema,
  symbolQuerySchema,
  tradeHistoryQuerySchema,
  tradeHistorySchema,
} from '@halyard/shared';
import type { Clock } from '../../lib/clock.js';
import { ok } from '../../lib/envelope.js';
import { createPerSecondCache } from '../../lib/per-second-cache.js';
import { plainJsonSerializer } from '../../lib/plain-json.js';
import type { IndexHistory } from './index-history.service.js';
import type { MarketService } from './market.service.js';

const tags = ['market'];
/** Quotes change every second: caches may keep them no longer. */
const CACHE_CONTROL = 'public, max-age=1';
/** Public reads come by the thousand: their per-request info logs would cost more than the answer. */
const logLevel = 'warn';

/** Public market reads for a page's first paint; the socket carries every change after it. */
export const marketRoutes: FastifyPluginAsyncZod<{ market: MarketService; indexHistory: IndexHistory; clock: Clock }> = async (
  app,
  { market, indexHistory, clock },
) => {
  const answers = createPerSecondCache(clock);

  app.get('/market/history/kline', {
    logLevel,
    serializerCompiler: plainJsonSerializer,
    schema: {
      tags,
      summary: 'Candles of a pair and period, oldest first (up to 2000; `to` pages back in time)',
      querystring: klineHistoryQuerySchema,
      response: { 200: envelopeSchema(klineHistorySchema) },
    },
    handler: async (request, reply) => {
      reply.header('cache-control', CACHE_CONTROL);
      return ok(await market.klineHistory(request.query));
    },
  });

  app.get('/market/detail', {
    logLevel,
    serializerCompiler: plainJsonSerializer,
    schema: { tags, summary: 'The rolling 24 h statistics of a pair', querystring: symbolQuerySchema, response: { 200: envelopeSchema(marketDetailSchema) } },
    handler: async (request, reply) => {
      const { symbol } = request.query;
      reply.header('cache-control', CACHE_CONTROL);
      return answers.get(`detail:${symbol}`, () => ok(market.detail(symbol)));
    },
  });

  app.get('/market/depth', {
    logLevel,
    serializerCompiler: plainJsonSerializer,
    schema: { tags, summary: 'The order book of a pair, 20 levels a side', querystring: symbolQuerySchema, response: { 200: envelopeSchema(marketDepthSchema) } },
    handler: async (request, reply) => {
      const { symbol } = request.query;
      reply.header('cache-control', CACHE_CONTROL);
      return answers.get(`depth:${symbol}`, () => ok(market.depth(symbol)));
    },
  });

  app.get('/market/history/trade', {
    logLevel,
    serializerCompiler: plainJsonSerializer,
    schema: { tags, summary: 'Recent trades of a pair, newest first', querystring: tradeHistoryQuerySchema, response: { 200: envelopeSchema(tradeHistorySchema) } },
    handler: async (request, reply) => {
      const { symbol, size } = request.query;
      reply.header('cache-control', CACHE_CONTROL);
      return answers.get(`trades:${symbol}:${size}`, () => ok(market.trades(symbol, size)));
    },
  });

  app.get('/market/index', {
    logLevel,
    schema: {
      tags,
      summary: 'The index price of a pair at a past second: the price every fill, trigger and settlement of that second used (kept 30 days)',
      querystring: indexQuerySchema,
      response: { 200: envelopeSchema(indexPriceSchema) },
    },
    handler: async (request, reply) => {
      const answer = await indexHistory.indexPrice(request.query.pair, request.query.ts);
      // A past second's price never changes.
      reply.header('cache-control', 'public, max-age=31536000, immutable');
      return ok(answer);
    },
  });
};
