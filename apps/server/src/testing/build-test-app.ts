import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Envelope } from '@halyard/shared';
import { buildApp } from '../app.js';
import { parseEnvironment, type Config } from '../config.js';
import { seedDatabase } from '../db/seed/seed.js';
import type { Clock } from '../lib/clock.js';
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
  database?: TestDatabaseKind;
  env?: Record<string, string>;
  clock?: Clock;
  rateLimits?: { global: number; login: number };
  socketPingIntervalMs?: number;
  webDist?: string | null;
}

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  config: Config;
  /** `app.inject` with the test host, returning the parsed envelope too. */
  call<T = unknown>(options: InjectOptions): Promise<{ status: number; body: Envelope<T> }>;
  /** Signs a fresh or given wallet in through the real SIWE endpoints; returns its token. */
  signIn(wallet?: ReturnType<typeof createTestWallet>): Promise<string>;
  close(): Promise<void>;
}

/** The real app on a fresh, migrated and seeded database (ARCHITECTURE §10). */
export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = await createTestDatabase(options.database ?? 'pglite');
  await seedDatabase(database.db);
  const config: Config = {
    ...parseEnvironment({ LOG_LEVEL: 'silent', ...options.env }),
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-000',
  };
  const app = await buildApp({
    config,
    db: database.db,
    clock: options.clock,
    logger: false,
    webDist: options.webDist ?? null,
    socketPingIntervalMs: options.socketPingIntervalMs,
    rateLimits: options.rateLimits ?? { global: 10_000, login: 10_000 },
  });
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
    const payload = await wallet.signLogin(TEST_HOST, nonce.body.data);
    const login = await call<{ token: string }>({ method: 'POST', url: '/api/member/app/login', payload });
    if (login.status !== 200) throw new Error(`sign-in failed: ${login.body.msg}`);
    return login.body.data.token;
  }

  return {
    app,
    database,
    config,
    call,
    signIn,
    close: async () => {
      await app.close();
      await database.destroy();
    },
  };
}
