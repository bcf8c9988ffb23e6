import path from 'node:path';
import { fileURLToPath } from 'node:url';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { API_BASE, envelopeSchema, healthSchema, SOCKET_PING_INTERVAL_MS } from '@halyard/shared';
import type { Config } from './config.js';
import type { Database } from './db/schema.js';
import { AppError } from './lib/app-error.js';
import { systemClock, type Clock } from './lib/clock.js';
import { ok } from './lib/envelope.js';
import type { MarketFeed } from './market/feed.js';
import { assetsRoutes } from './modules/assets/assets.routes.js';
import { createAssetsService } from './modules/assets/assets.service.js';
import { reviewRoutes } from './modules/assets/review.routes.js';
import { fileRoutes, homeRoutes } from './modules/home/home.routes.js';
import { createIdempotencyService } from './modules/idempotency/idempotency.service.js';
import { marketRoutes } from './modules/market/market.routes.js';
import { createMarketFeed, createMarketService } from './modules/market/market.service.js';
import { sessionRoutes } from './modules/session/session.routes.js';
import { createSessionService } from './modules/session/session.service.js';
import { authPlugin } from './plugins/auth.js';
import { errorsPlugin } from './plugins/errors.js';
import { securityHeadersPlugin } from './plugins/security-headers.js';
import { webAppPlugin } from './plugins/web-app.js';
import { websocketPlugin } from './plugins/websocket.js';
import { SocketHub } from './ws/hub.js';
import { connectMarketChannels } from './ws/market-channels.js';

export interface AppOptions {
  config: Config;
  db: Kysely<Database>;
  clock?: Clock;
  logger?: FastifyServerOptions['logger'];
  /** Requests per minute per client for the whole API, and for nonce and login. */
  rateLimits?: { global: number; login: number };
  /** Where the built web app lives; null serves the API alone. */
  webDist?: string | null;
  /** Milliseconds between socket pings (tests shorten it). */
  socketPingIntervalMs?: number;
  /** The market source; by default the one MARKET_SOURCE names. The app starts and stops it. */
  marketFeed?: MarketFeed;
}

const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

function contentSecurityPolicy(config: Config) {
  const chat = config.SUPPORT_CHAT_URL ? [new URL(config.SUPPORT_CHAT_URL).origin] : [];
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...chat],
      // antd-mobile and React set inline style attributes; scripts stay strict.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', ...chat],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", 'ws:', 'wss:', ...chat],
      frameSrc: ["'self'", ...chat],
      workerSrc: ["'self'", 'blob:'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      // The desktop frame may embed the app; nobody else may.
      frameAncestors: ["'self'", ...config.EMBED_ORIGINS],
    },
  };
}

/** Builds the whole server; main.ts listens, tests inject. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const clock = options.clock ?? systemClock;
  const rateLimits = options.rateLimits ?? { global: config.API_RATE_LIMIT, login: 30 };
  const app = Fastify({
    logger: options.logger ?? { level: config.LOG_LEVEL },
    // Trust exactly the configured number of proxy hops when reading the client address.
    trustProxy: (_address: string, hop: number) => hop < config.TRUST_PROXY_HOPS,
    bodyLimit: 64 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const sessions = createSessionService(
    db,
    {
      chainId: config.CHAIN_ID,
      operatorAddresses: config.ADMIN_ADDRESSES,
      previewMode: config.PREVIEW_MODE,
      jwtSecret: config.JWT_SECRET,
    },
    clock,
  );
  const marketFeed = options.marketFeed ?? (await createMarketFeed(config.MARKET_SOURCE, db, app.log, clock));
  const market = createMarketService(marketFeed, clock);
  const hub = new SocketHub({
    authenticate: async (token) => (await sessions.authenticate(token))?.user.id ?? null,
    pingIntervalMs: options.socketPingIntervalMs ?? SOCKET_PING_INTERVAL_MS,
    maxMessagesPerSecond: 10,
  });
  const assets = createAssetsService({
    db,
    clock,
    idempotency: createIdempotencyService(db, clock),
    lastPrice: (pair) => marketFeed.lastPrice(pair),
    depositAddresses: { ethereum: config.DEPOSIT_ADDRESS_ETHEREUM, bitcoin: config.DEPOSIT_ADDRESS_BITCOIN },
    // Each balance change reaches the member's own sockets as `user.balance`.
    onBalanceChanged: (userId) => {
      if (!hub.hasSubscribers('user.balance')) return;
      assets.balances(userId).then(
        (balances) => hub.publishToUser(userId, 'user.balance', balances),
        (error: unknown) => app.log.error({ err: error, userId }, 'could not push balances'),
      );
    },
  });

  // External plugins first, then ours, then routes (fastify/demo's order).
  await app.register(errorsPlugin);
  await app.register(securityHeadersPlugin, {
    helmet: {
      contentSecurityPolicy: contentSecurityPolicy(config),
      // frame-ancestors governs embedding; X-Frame-Options cannot name an allowed origin.
      frameguard: config.EMBED_ORIGINS.length ? false : { action: 'sameorigin' },
      crossOriginEmbedderPolicy: false,
    },
  });
  // gzip only: on-the-fly brotli at its default quality costs more CPU than it saves here.
  await app.register(compress, { encodings: ['gzip', 'deflate'], threshold: 1024 });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Halyard API', version: '0.1.0', description: 'Envelope {code, msg, data}; see ARCHITECTURE §5.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: `${API_BASE}/docs`,
    staticCSP: true,
    // Swagger UI styles itself inline; its scripts stay under the strict policy.
    transformStaticCSP: (header) => header.replace("style-src 'self' https:", "style-src 'self' https: 'unsafe-inline'"),
  });
  await app.register(authPlugin, { sessions });
  await app.register(websocketPlugin, { hub });
  const disconnectMarket = connectMarketChannels(hub, marketFeed);
  app.addHook('onReady', () => marketFeed.start());
  app.addHook('onClose', async () => {
    disconnectMarket();
    await marketFeed.stop();
  });

  await app.register(
    async (api) => {
      // Inside /api only: the web app's static files must never run into a limit meant for calls.
      await api.register(rateLimit, {
        max: rateLimits.global,
        timeWindow: '1 minute',
        errorResponseBuilder: () => new AppError(429, 'tooManyRequests'),
      });
      api.withTypeProvider<ZodTypeProvider>().get('/health', {
        schema: { tags: ['home'], summary: 'Ready check', response: { 200: envelopeSchema(healthSchema) } },
        handler: async () => ok({ status: 'ok' as const }),
      });
      await api.register(sessionRoutes, { sessions, loginRateLimit: rateLimits.login });
      await api.register(homeRoutes, { config, market, clock });
      await api.register(marketRoutes, { market, clock });
      await api.register(assetsRoutes, { assets });
      await api.register(reviewRoutes, { assets, operatorAddresses: config.ADMIN_ADDRESSES });
      await api.register(fileRoutes);
    },
    { prefix: API_BASE },
  );
  await app.register(webAppPlugin, {
    webDist: options.webDist === undefined ? (config.WEB_DIST ? path.resolve(config.WEB_DIST) : defaultWebDist) : options.webDist,
  });
  app.decorate('hub', hub);
  app.decorate('marketFeed', marketFeed);
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    hub: SocketHub;
    marketFeed: MarketFeed;
  }
}
