import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Envelope } from '@halyard/shared';
import { buildApp } from '../app.js';
import { parseEnvironment, publicOriginsOf, type Config } from '../config.js';
import { seedDatabase } from '../seed/seed.js';
import type { Clock } from '../lib/clock.js';
import { createRuntime, type Runtime, type RuntimeOptions } from '../runtime.js';
import { createTestDatabase, type TestDatabase, type TestDatabaseKind } from './test-database.js';
import { createTestWallet } from './test-wallet.js';

export const TEST_HOST = 'halyard.test';

/** A clock the test moves by hand. */
export function createManualClock(start = new Date()): Clock & { advance(ms: number): void; set(at: Date): void } {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance: (ms) => {
      now += ms;
    },
    set: (at) => {
      now = at.getTime();
    },
  };
}

export interface TestAppOptions {
  /** A fresh database of this kind, or one the test keeps across apps (a restart; the app's close leaves it open). */
  database?: TestDatabaseKind | TestDatabase;
  env?: Record<string, string>;
  clock?: Clock;
  rateLimits?: { global: number; login: number };
  socketPingIntervalMs?: number;
  socketLimits?: RuntimeOptions['socketLimits'];
  /** The market source (a ScriptedFeed for engine tests); the simulated market by default. */
  marketFeed?: RuntimeOptions['marketFeed'];
  /** Pino options; silent by default (tests that read the log pass a stream). */
  logger?: RuntimeOptions['logger'];
  webDist?: string | null;
}

export interface TestApp {
  app: FastifyInstance;
  /** The app's services, hub, feed and engines. */
  runtime: Runtime;
  database: TestDatabase;
  config: Config;
  /** `app.inject` with the test host, returning the parsed envelope too. */
  call<T = unknown>(options: InjectOptions): Promise<{ status: number; body: Envelope<T> }>;
  /** Resolves once this app holds the engine role and its engines run (timed work, triggers). */
  engineReady(): Promise<void>;
  /** Signs a fresh or given wallet in through the real SIWE endpoints; returns its token. */
  signIn(wallet?: ReturnType<typeof createTestWallet>): Promise<string>;
  close(): Promise<void>;
}

/** The real app on a fresh, migrated and seeded database (ARCHITECTURE §10). */
export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const shared = typeof options.database === 'object' ? options.database : null;
  const database = shared ?? (await createTestDatabase(typeof options.database === 'string' ? options.database : 'pglite'));
  await seedDatabase(database.db);
  const environment = parseEnvironment({ LOG_LEVEL: 'silent', PUBLIC_ORIGINS: `http://${TEST_HOST}`, ...options.env });
  const config: Config = {
    ...environment,
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-000',
    PUBLIC_ORIGINS: publicOriginsOf(environment),
  };
  const runtime = await createRuntime({
    config,
    db: database.db,
    clock: options.clock,
    logger: options.logger ?? false,
    marketFeed: options.marketFeed,
    socketPingIntervalMs: options.socketPingIntervalMs,
    socketLimits: options.socketLimits,
  });
  const app = await buildApp(runtime, { webDist: options.webDist ?? null, rateLimits: options.rateLimits ?? { global: 10_000, login: 10_000 } });
  await app.ready();

  async function call<T>(injectOptions: InjectOptions) {
    const response = await app.inject({ ...injectOptions, headers: { host: TEST_HOST, ...injectOptions.headers } });
    return { status: response.statusCode, body: response.json<Envelope<T>>() };
  }

  async function signIn(wallet = createTestWallet()): Promise<string> {
    const nonce = await call<{ nonce: string; issuedAt: string; expirationTime: string }>({
      method: 'GET',
      url: `/api/member/app/nonce?address=${wallet.address}`,
    });
    const payload = await wallet.signLogin(TEST_HOST, nonce.body.data, { chainId: config.CHAIN_ID });
    const login = await call<{ token: string }>({ method: 'POST', url: '/api/member/app/login', payload });
    if (login.status !== 200) throw new Error(`sign-in failed: ${login.body.msg}`);
    return login.body.data.token;
  }

  async function engineReady(): Promise<void> {
    const deadline = Date.now() + 10_000;
    while ((await call<{ role: string }>({ method: 'GET', url: '/api/health' })).body.data.role !== 'engine') {
      if (Date.now() > deadline) throw new Error('the app did not take the engine role in 10 s');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  return {
    app,
    runtime,
    database,
    config,
    call,
    engineReady,
    signIn,
    close: async () => {
      await app.close();
      if (!shared) await database.destroy();
    },
  };
}
