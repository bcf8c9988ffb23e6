import { readFileSync } from 'node:fs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { appConfigSchema, envelopeSchema, homeDetailsSchema, type AppConfig } from '@halyard/shared';
import type { Config } from '../../config.js';
import { ok } from '../../lib/envelope.js';
import type { Clock } from '../../lib/clock.js';
import { createPerSecondCache } from '../../lib/per-second-cache.js';
import { plainJsonSerializer } from '../../lib/plain-json.js';
import type { MarketService } from '../market/market.service.js';
import { supportChatIdentifierHash } from '../session/session.service.js';

export const LOGO_URL = '/files/logo.svg';

export const homeRoutes: FastifyPluginAsyncZod<{ config: Config; market: MarketService; clock: Clock }> = async (app, { config, market, clock }) => {
  // The overview changes once a second; every visitor in that second gets the same text.
  const answers = createPerSecondCache(clock);
  app.get('/home/getAlldDetails', {
    logLevel: 'warn',
    serializerCompiler: plainJsonSerializer,
    schema: {
      tags: ['home'],
      summary: 'The home page aggregate: the market overview of every quoted pair',
      response: { 200: envelopeSchema(homeDetailsSchema) },
    },
    handler: async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=1');
      return answers.get('home', () => ok(market.homeDetails()));
    },
  });

  app.get('/home/getKefu', {
    schema: {
      tags: ['home'],
      summary: 'The app configuration: support chat, logo, socket domain, network, preview and embed settings',
      response: { 200: envelopeSchema(appConfigSchema) },
    },
    handler: async (request) => {
      const chatConfigured = config.SUPPORT_CHAT_URL !== '' && config.SUPPORT_CHAT_TOKEN !== '';
      const data: AppConfig = {
        kefuToken: chatConfigured ? config.SUPPORT_CHAT_TOKEN : '',
        chatUrl: chatConfigured ? config.SUPPORT_CHAT_URL : '',
        logoUrl: LOGO_URL,
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
  app.get(LOGO_URL, {
    schema: { tags: ['home'], summary: 'The logo image named by logoUrl' },
    handler: async (_request, reply) =>
      reply.header('content-type', 'image/svg+xml').header('cache-control', 'public, max-age=3600').send(logoSvg),
  });
};
