import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeTable } from '@halyard/shared';
import type { Clock } from '../../lib/clock.js';
import { ok } from '../../lib/envelope.js';
import { createPerSecondCache } from '../../lib/per-second-cache.js';
import { plainJsonSerializer, sharedAnswerOptions } from '../../lib/plain-json.js';
import { serve } from '../../lib/serve-route.js';
import type { IndexHistory } from './index-history.service.js';
import type { MarketService } from './market.service.js';

const routes = routeTable.market;
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

  serve(app, routes.klines, {
    logLevel,
    serializerCompiler: plainJsonSerializer,
    handler: async (request, reply) => {
      reply.header('cache-control', CACHE_CONTROL);
      return ok(await market.klineHistory(request.query));
    },
  });

  serve(app, routes.detail, {
    logLevel,
    ...sharedAnswerOptions,
    handler: async (request, reply) => {
      const { symbol } = request.query;
      reply.header('cache-control', CACHE_CONTROL);
      return answers.get(`detail:${symbol}`, () => ok(market.detail(symbol)));
    },
  });

  serve(app, routes.depth, {
    logLevel,
    ...sharedAnswerOptions,
    handler: async (request, reply) => {
      const { symbol } = request.query;
      reply.header('cache-control', CACHE_CONTROL);
      return answers.get(`depth:${symbol}`, () => ok(market.depth(symbol)));
    },
  });

  serve(app, routes.trades, {
    logLevel,
    ...sharedAnswerOptions,
    handler: async (request, reply) => {
      const { symbol, size } = request.query;
      reply.header('cache-control', CACHE_CONTROL);
      return answers.get(`trades:${symbol}:${size}`, () => ok(market.trades(symbol, size)));
    },
  });

  serve(app, routes.index, {
    logLevel,
    handler: async (request, reply) => {
      const answer = await indexHistory.indexPrice(request.query.pair, request.query.ts);
      // A past second's price never changes.
      reply.header('cache-control', 'public, max-age=31536000, immutable');
      return ok(answer);
    },
  });
};
