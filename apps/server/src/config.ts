import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_BATCH } from './modules/money/batch-settings.js';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'on', 'off'])
  .transform((value) => ['true', '1', 'on'].includes(value));

const originList = z
  .string()
  .transform((value) => value.split(',').map((item) => item.trim()).filter(Boolean))
  .pipe(z.array(z.url().refine((url) => new URL(url).origin === url, 'each entry must be an origin such as https://desk.example.com')));

const addressList = z
  .string()
  .transform((value) => value.split(',').map((item) => item.trim()).filter(Boolean))
  .pipe(z.array(z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'each entry must be an Ethereum address')))
  .transform((addresses) => addresses.map((address) => address.toLowerCase()));

/** The major browsers' push services: Chrome and Chromium browsers (FCM), Firefox, Edge (WNS), Safari (Apple). */
export const DEFAULT_PUSH_HOSTS = ['fcm.googleapis.com', 'updates.push.services.mozilla.com', '*.notify.windows.com', 'web.push.apple.com', '*.push.apple.com'];

const hostList = z
  .string()
  .transform((value) => value.split(',').map((item) => item.trim().toLowerCase()).filter(Boolean))
  .pipe(z.array(z.string().regex(/^(\*\.)?([a-z0-9-]+\.)*[a-z0-9-]+$|^::1$/, 'each entry must be a host name such as fcm.googleapis.com, or *.notify.windows.com for its subdomains')));

/** The parts of the platform one process may run; `all` is the single process of `npm start`. */
export const SERVER_ROLES = ['all', 'api', 'engine', 'market'] as const;
export type ServerRole = (typeof SERVER_ROLES)[number];

/** Every environment variable the server reads, with its default (README lists the same). */
const environmentSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL').optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  PREVIEW_MODE: booleanFlag.default(true),
  EMBED_ORIGINS: originList.default([]),
  /** The origins members open the app at: every sign-in message must name one (never a request header). */
  PUBLIC_ORIGINS: originList.optional(),
  CHAIN_ID: z.coerce.number().int().positive().default(1),
  /** Behind a reverse proxy: how many proxy hops to trust for the client address (rate limits key on it). */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  /** Requests per minute per client for the whole API (nonce and login have their own, tighter limit). */
  API_RATE_LIMIT: z.coerce.number().int().min(1).default(600),
  /** Sign-in attempts per minute per client, nonce and login each. */
  LOGIN_RATE_LIMIT: z.coerce.number().int().min(1).default(30),
  /** Group commit (issue 34): the most money requests that share one transaction (1: each alone). */
  MONEY_BATCH_SIZE: z.coerce.number().int().min(1).max(48).default(DEFAULT_BATCH.size),
  /** Batches of money requests in flight at once in one process. */
  MONEY_BATCH_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(DEFAULT_BATCH.concurrency),
  /** Microseconds a batch that is not full waits for more requests (0: those that arrived by the next turn of the event loop). */
  MONEY_BATCH_WINDOW_MICROS: z.coerce.number().int().min(0).max(50_000).default(DEFAULT_BATCH.windowMicros),
  /** Sockets one client address may hold at once (many phones can share an address behind a carrier's NAT). */
  SOCKET_LIMIT_PER_CLIENT: z.coerce.number().int().min(1).default(50),
  /** Operators: wallets (signed in by SIWE like members) that may review deposits and withdrawals. */
  ADMIN_ADDRESSES: addressList.default([]),
  /** The platform's deposit addresses; unset ones show a burn address marked as a demo. */
  DEPOSIT_ADDRESS_ETHEREUM: z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'must be an Ethereum address').optional(),
  DEPOSIT_ADDRESS_BITCOIN: z.string().regex(/^(bc1|[13])[a-zA-HJ-NP-Z0-9]{25,62}$/, 'must be a Bitcoin address').optional(),
  /**
   * Deposits from the chain (ARCHITECTURE §11). The platform's account-level extended public key
   * (BIP-32): member i's address is `0/i` below it. A public key only: the server can derive, never spend.
   */
  DEPOSIT_XPUB: z.string().regex(/^[xt]pub[1-9A-HJ-NP-Za-km-z]{100,112}$/, 'must be an extended public key (xpub…); never a private key').optional(),
  /** An Ethereum node's JSON-RPC (http(s):// or ws(s)://): with it, deposits are credited by the chain and payouts verified on it. */
  ETH_RPC_URL: z.string().regex(/^(https?|wss?):\/\/\S+$/, 'must be an http(s):// or ws(s):// JSON-RPC URL').optional(),
  /** The USDT token's contract on that chain; its decimals are read from the contract. */
  USDT_CONTRACT: z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'must be an Ethereum address').optional(),
  /** Blocks on top of a deposit's (its own included) before it is credited, or before a payout counts as paid. */
  DEPOSIT_CONFIRMATIONS: z.coerce.number().int().min(1).max(1000).default(12),
  /** How often the watcher asks the node for its head, in milliseconds. */
  CHAIN_POLL_MS: z.coerce.number().int().min(50).max(60_000).default(4000),
  /** At most this many blocks per catch-up step. */
  CHAIN_RANGE_BLOCKS: z.coerce.number().int().min(1).max(10_000).default(500),
  /** Where the watcher starts the first time (default: the node's head then); later starts resume from the database. */
  CHAIN_START_BLOCK: z.coerce.number().int().min(0).optional(),
  SUPPORT_CHAT_URL: z.union([z.url(), z.literal('')]).default(''),
  SUPPORT_CHAT_TOKEN: z.string().default(''),
  SUPPORT_CHAT_KEY: z.string().default(''),
  /** `sim`: the simulated market; `ccxt:<exchange id>`: a live exchange through ccxt; tests only, `sim+pin:<absolute file>`: the simulated market with prices pinned through that file. */
  MARKET_SOURCE: z
    .string()
    .regex(/^(sim|ccxt:[a-z0-9]+|sim\+pin:\/\S+)$/, 'must be sim or ccxt:<exchange id>, e.g. ccxt:binance')
    .default('sim'),
  /** The length of a staking day in seconds: rewards accrue once per day. Shorten only for demonstrations and tests. */
  STAKING_DAY_SECONDS: z.coerce.number().int().min(1).max(86_400).default(86_400),
  /** Seconds between opening a blind box and the engine crediting its prize. */
  BLIND_BOX_PAYOUT_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
  /** What this process runs: `api` (HTTP and sockets), `engine` (timed work, triggers), `market` (the market source) or `all`. */
  ROLE: z.enum(SERVER_ROLES).default('all'),
  /** Several processes, one platform: pushes to members and the API's rate limits go through this Redis. */
  REDIS_URL: z.string().regex(/^rediss?:\/\//, 'must be a redis:// URL').optional(),
  /** When set, /api/metrics answers only scrapes that send it as a bearer token; unset, only loopback. */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  /** Web Push goes only to these push services' hosts (comma-separated; `*.` matches subdomains). https only, but http for a loopback host. */
  PUSH_HOSTS: hostList.default(DEFAULT_PUSH_HOSTS),
  /** Who sends Web Push (VAPID subject): a mailto: address or an https: URL. Unset: the first https public origin, else mailto:alerts@ its host. */
  PUSH_SUBJECT: z.string().regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'must be a mailto: address or an https:// URL').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
});

export type Environment = z.infer<typeof environmentSchema>;

export interface Config extends Omit<Environment, 'JWT_SECRET' | 'PUBLIC_ORIGINS'> {
  JWT_SECRET: string;
  PUBLIC_ORIGINS: string[];
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Validates the environment; a bad value stops the start with one line per variable. */
export function parseEnvironment(env: NodeJS.ProcessEnv): Environment {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const result = environmentSchema.safeParse(present);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  // One role of several processes: the others are reached only through Redis.
  if (result.data.ROLE !== 'all' && !result.data.REDIS_URL) {
    throw new ConfigError(`Invalid configuration:\n  ROLE: ${result.data.ROLE} needs REDIS_URL (the other roles run in other processes); one process runs them all with ROLE=all`);
  }
  // Pins live in one process's memory: several processes would each read the file at their own moment.
  if (result.data.MARKET_SOURCE.startsWith('sim+pin:') && (result.data.REDIS_URL || result.data.ROLE !== 'all')) {
    throw new ConfigError('Invalid configuration:\n  MARKET_SOURCE: sim+pin (tests only) runs in one process: no REDIS_URL, ROLE=all');
  }
  const chain = [result.data.ETH_RPC_URL, result.data.DEPOSIT_XPUB, result.data.USDT_CONTRACT];
  if (chain.some((value) => value !== undefined) && chain.some((value) => value === undefined)) {
    throw new ConfigError('Invalid configuration:\n  ETH_RPC_URL, DEPOSIT_XPUB and USDT_CONTRACT: deposits from the chain need all three (none keeps reported deposits)');
  }
  return result.data;
}

/** JWT_SECRET when given, else one generated once and kept in the data folder. */
function resolveJwtSecret(environment: Environment): string {
  if (environment.JWT_SECRET) return environment.JWT_SECRET;
  const secretFile = path.join(environment.DATA_DIR, 'jwt-secret');
  if (existsSync(secretFile)) return readFileSync(secretFile, 'utf8').trim();
  mkdirSync(environment.DATA_DIR, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(secretFile, secret, { mode: 0o600 });
  return secret;
}

/** Unset, the origins `npm start` itself serves on this machine. */
export function publicOriginsOf(environment: Environment): string[] {
  return environment.PUBLIC_ORIGINS?.length
    ? environment.PUBLIC_ORIGINS
    : [`http://localhost:${environment.PORT}`, `http://127.0.0.1:${environment.PORT}`];
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const environment = parseEnvironment(env);
  return { ...environment, JWT_SECRET: resolveJwtSecret(environment), PUBLIC_ORIGINS: publicOriginsOf(environment) };
}
