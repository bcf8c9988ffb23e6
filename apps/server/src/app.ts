import path from 'node:path';
import { fileURLToPath } from 'node:url';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { API_BASE } from '@halyard/shared';
import { registerApiRoutes } from './api-routes.js';
import type { Config } from './config.js';
import { AppError } from './lib/app-error.js';
import { COMPRESS_THRESHOLD } from './lib/plain-json.js';
import { authPlugin } from './plugins/auth.js';
import { errorsPlugin } from './plugins/errors.js';
import { registerHealthRoute } from './plugins/health.js';
import { databaseAnswers, poolUse } from './db/database.js';
import { nextDueAt } from './modules/jobs/jobs.service.js';
import { metricsPlugin } from './plugins/metrics.js';
import { securityHeadersPlugin } from './plugins/security-headers.js';
import { inlineScriptSources, readWebApp, webAppPlugin, type WebApp } from './plugins/web-app.js';
import { websocketPlugin } from './plugins/websocket.js';
import type { Runtime } from './runtime.js';

export interface AppOptions {
  /** Requests per minute per client for the whole API, and for nonce and login. */
  rateLimits?: { global: number; login: number };
  /** Where the built web app lives; null serves the API alone. */
  webDist?: string | null;
}

const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** The socket origins of our own public origins: http -> ws, https -> wss. */
function socketOrigins(origins: readonly string[]): string[] {
  return origins.map((origin) => origin.replace(/^http/, 'ws'));
}

function contentSecurityPolicy(config: Config, webApp: WebApp | null) {
  const chat = config.SUPPORT_CHAT_URL ? [new URL(config.SUPPORT_CHAT_URL).origin] : [];
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      // Inline scripts only by hash: the built page's own boot script.
      scriptSrc: ["'self'", ...inlineScriptSources(webApp), ...chat],
      // antd-mobile and React set inline style attributes; scripts stay strict.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', ...chat],
      fontSrc: ["'self'", 'data:'],
      // Calls and sockets go to our own origins only.
      connectSrc: ["'self'", ...socketOrigins(config.PUBLIC_ORIGINS), ...chat],
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

/** The HTTP face of a runtime (API, sockets, the web app); main.ts listens, tests inject. Ready starts the runtime, close stops it. */
export async function buildApp(runtime: Runtime, options: AppOptions = {}): Promise<FastifyInstance> {
  const { config, db, clock, services, hub, engine, triggerEngine, marketFeed } = runtime;
  const { sessions, messages, money } = services;
  const webApp = readWebApp(options.webDist === undefined ? (config.WEB_DIST ? path.resolve(config.WEB_DIST) : defaultWebDist) : options.webDist);
  const rateLimits = options.rateLimits ?? { global: config.API_RATE_LIMIT, login: config.LOGIN_RATE_LIMIT };
  const loggerInstance: FastifyBaseLogger = runtime.log;
  const app = Fastify({
    loggerInstance,
    // Trust exactly the configured number of proxy hops when reading the client address.
    trustProxy: (_address: string, hop: number) => hop < config.TRUST_PROXY_HOPS,
    bodyLimit: 64 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // With REDIS_URL, several processes share the rate limits.
  const rateLimitStore = config.REDIS_URL
    ? new Redis(config.REDIS_URL, { maxRetriesPerRequest: 1 }).on('error', (error: unknown) => app.log.warn({ reason: error instanceof Error ? error.message : String(error) }, 'redis'))
    : undefined;

  // External plugins first, then ours, then routes (fastify/demo's order).
  await app.register(errorsPlugin);
  await app.register(securityHeadersPlugin, {
    helmet: {
      contentSecurityPolicy: contentSecurityPolicy(config, webApp),
      // frame-ancestors governs embedding; X-Frame-Options cannot name an allowed origin.
      frameguard: config.EMBED_ORIGINS.length ? false : { action: 'sameorigin' },
      crossOriginEmbedderPolicy: false,
    },
  });
  // gzip only: on-the-fly brotli at its default quality costs more CPU than it saves here.
  await app.register(compress, { encodings: ['gzip', 'deflate'], threshold: COMPRESS_THRESHOLD });
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
  await app.register(websocketPlugin, { hub, messages });
  await app.register(metricsPlugin, {
    token: config.METRICS_TOKEN,
    sources: {
      socketConnections: () => hub.connectionCount,
      engineHolding: () => engine.holding,
      engineLag: async () => {
        if (!engine.holding) return {};
        const now = clock.now().getTime() / 1000;
        const due = await nextDueAt(db);
        const settled = triggerEngine.settledThrough;
        return { jobs: due ? Math.max(0, now - due.getTime() / 1000) : 0, ...(settled ? { triggers: Math.max(0, Math.floor(now) - 1 - settled) } : {}) };
      },
      lastLedgerCheck: () => money.lastCheck(),
      poolUse: () => poolUse(db),
      ...(services.chainNode && { chain: () => services.chainConsole.metrics() }),
    },
  });
  app.addHook('onReady', runtime.start);
  app.addHook('onClose', async () => {
    await runtime.stop();
    await rateLimitStore?.quit();
  });

  await app.register(
    async (api) => {
      // Inside /api only: the web app's static files must never run into a limit meant for calls.
      await api.register(rateLimit, {
        max: rateLimits.global,
        ...(rateLimitStore ? { redis: rateLimitStore, nameSpace: 'halyard:rate:' } : {}),
        timeWindow: '1 minute',
        // The limit's headers on a refusal only (with Retry-After): on every answer they were three
        // more headers to write and parse per call, and the app reads none of them.
        addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
        errorResponseBuilder: () => new AppError(429, 'tooManyRequests'),
      });
      registerHealthRoute(api, {
        databaseAnswers: () => databaseAnswers(db),
        feedQuotes: () => marketFeed.pairs.some((pair) => marketFeed.lastPrice(pair) !== undefined),
        holdsEngine: () => engine.holding,
      });
      await registerApiRoutes(api, services, { config, clock, loginRateLimit: rateLimits.login });
    },
    { prefix: API_BASE },
  );
  await app.register(webAppPlugin, { webApp, firstBannerArt: () => services.content.firstBannerArt(), firstQuote: (pair) => marketFeed.detail(pair) });
  return app;
}
