import { readFileSync } from 'node:fs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeTable, type AppConfig } from '@halyard/shared';
import type { Config } from '../../config.js';
import { ok } from '../../lib/envelope.js';
import type { Clock } from '../../lib/clock.js';
import { createPerSecondCache } from '../../lib/per-second-cache.js';
import { sharedAnswerOptions } from '../../lib/plain-json.js';
import { serve } from '../../lib/serve-route.js';
import type { MarketService } from '../market/market.service.js';
import { supportChatIdentifierHash } from '../session/session.service.js';

const routes = routeTable.home;

export const homeRoutes: FastifyPluginAsyncZod<{ config: Config; market: MarketService; clock: Clock }> = async (app, { config, market, clock }) => {
  // The overview changes once a second; every visitor in that second gets the same text.
  const answers = createPerSecondCache(clock);
  serve(app, routes.details, {
    logLevel: 'warn',
    ...sharedAnswerOptions,
    handler: async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=1');
      return answers.get('home', () => ok(market.homeDetails()));
    },
  });

  serve(app, routes.appConfig, {
    handler: async (request) => {
      const chatConfigured = config.SUPPORT_CHAT_URL !== '' && config.SUPPORT_CHAT_TOKEN !== '';
      const data: AppConfig = {
        kefuToken: chatConfigured ? config.SUPPORT_CHAT_TOKEN : '',
        chatUrl: chatConfigured ? config.SUPPORT_CHAT_URL : '',
        logoUrl: routes.logo.path,
        logoName: 'Halyard',
        domain: '',
        chainId: config.CHAIN_ID,
        previewMode: config.PREVIEW_MODE,
        embedOrigins: config.EMBED_ORIGINS,
        publicOrigins: config.PUBLIC_ORIGINS,
      };
      if (request.member && config.SUPPORT_CHAT_KEY) {
        data.identifierHash = supportChatIdentifierHash(request.member.user.address, config.SUPPORT_CHAT_KEY);
      }
      return ok(data);
    },
  });
};

const logoSvg = readFileSync(new URL('../../assets/logo.svg', import.meta.url));

export const fileRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, routes.logo, {
    handler: async (_request, reply) =>
      reply.header('content-type', 'image/svg+xml').header('cache-control', 'public, max-age=3600').send(logoSvg),
  });
};
