import type { Kysely } from 'kysely';
import { pino, type DestinationStream, type Logger, type LoggerOptions } from 'pino';
import { SOCKET_PING_INTERVAL_MS, TRADE_HISTORY_LIMIT } from '@halyard/shared';
import type { Config, ServerRole } from './config.js';
import type { Database } from './db/schema.js';
import { AdvisoryLock, SingleProcessLock, type EngineLock } from './engine/engine-lock.js';
import { EngineRole } from './engine/engine-role.js';
import { composeEngines } from './engines.js';
import { systemClock, type Clock } from './lib/clock.js';
import type { MemberPush } from './lib/member-push.js';
import { pushOrderChanges } from './lib/order-pushes.js';
import { createFeed } from './market/create-feed.js';
import type { MarketFeed } from './market/feed.js';
import { relayMarket, type RecordedSecond } from './market/market-relay.js';
import { RedisMarketRelay } from './market/redis-market-relay.js';
import { RelayedFeed } from './market/relayed-feed.js';
import { connectChainNode, type ChainNode } from './modules/chain/chain-node.js';
import { createIndexHistory } from './modules/market/index-history.service.js';
import { loadMarketSeed } from './modules/market/market.service.js';
import { composeServices } from './services.js';
import { DEFAULT_SOCKET_LIMITS, type ConnectionLimits } from './ws/connection.js';
import { SocketHub } from './ws/hub.js';
import { connectMarketChannels } from './ws/market-channels.js';
import { RedisFanOut } from './ws/redis-fan-out.js';

export interface RuntimeOptions {
  config: Config;
  db: Kysely<Database>;
  clock?: Clock;
  /** What this process runs; by default the configured ROLE. */
  role?: ServerRole;
  /** Pino options (with a `stream` to read the log); false is silent; by default the configured LOG_LEVEL. */
  logger?: false | (LoggerOptions & { stream?: DestinationStream });
  /** Milliseconds between socket pings (tests shorten it). */
  socketPingIntervalMs?: number;
  /** What one socket may cost (tests tighten it). */
  socketLimits?: Partial<ConnectionLimits>;
  /** The market source; by default the one MARKET_SOURCE names. The runtime starts and stops it. */
  marketFeed?: MarketFeed;
  /** Who may hold the engine role; by default an advisory lock on PostgreSQL, the process itself on PGlite. */
  engineLock?: EngineLock;
  /** Who may hold the market role (reads the source, records the index); by default as the engine's. */
  marketLock?: EngineLock;
  /** The Ethereum node; by default the one ETH_RPC_URL names (checked against CHAIN_ID), none without it. */
  chainNode?: ChainNode;
}

export type Runtime = Awaited<ReturnType<typeof createRuntime>>;

function createLog(logger: RuntimeOptions['logger'], config: Config): Logger {
  if (logger === false) return pino({ enabled: false });
  const { stream, ...options } = logger ?? { level: config.LOG_LEVEL };
  return stream ? pino(options, stream) : pino(options);
}

/**
 * Everything but HTTP (ARCHITECTURE §1.4): the database's services, the fan-out and the socket
 * hub, the market feed and the engines. A process runs the parts its role names; `start` begins
 * them (the engine role under its lock), `stop` ends them.
 */
export async function createRuntime(options: RuntimeOptions) {
  const { config, db } = options;
  const role = options.role ?? config.ROLE;
  const runs = (part: Exclude<ServerRole, 'all'>) => role === 'all' || role === part;
  const clock = options.clock ?? systemClock;
  const log = createLog(options.logger, config);
  // With REDIS_URL, several processes serve one platform: pushes go through Redis.
  const redisError = (error: unknown) => log.warn({ reason: error instanceof Error ? error.message : String(error) }, 'redis');
  const fanOut = config.REDIS_URL ? new RedisFanOut(config.REDIS_URL, redisError) : undefined;
  await fanOut?.ready;
  const hub = new SocketHub({
    fanOut,
    authenticate: (token) => authenticateSocket(token),
    pingIntervalMs: options.socketPingIntervalMs ?? SOCKET_PING_INTERVAL_MS,
    limits: { ...DEFAULT_SOCKET_LIMITS, ...options.socketLimits },
    maxConnectionsPerClient: config.SOCKET_LIMIT_PER_CLIENT,
    now: () => clock.now().getTime(),
  });
  // A push follows a commit: failing, it is logged, never thrown back into what already happened.
  const push: MemberPush = {
    pushToMember: (userId, channel, payload) => {
      try {
        hub.publishToUser(userId, channel, payload);
      } catch (error) {
        log.error({ err: error, userId, channel }, 'could not push to a member');
      }
    },
    listens: (channel) => hub.hasSubscribers(channel),
  };
  const source = options.marketFeed ?? (await createFeed(config.MARKET_SOURCE, { seed: () => loadMarketSeed(db), log, clock }));
  // With Redis, a live market is read by the market role's holder alone and relayed to every process.
  const relay = config.REDIS_URL && !source.derivesHistory ? new RedisMarketRelay(config.REDIS_URL, redisError) : undefined;
  await relay?.ready;
  const relayed = relay && new RelayedFeed(relay, log);
  const marketFeed = relayed ?? source;
  const recordedSeconds = relayed && ((listener: (seconds: RecordedSecond[]) => void) => relayed.onRecordedSeconds(listener));
  // With a node, deposits come from the chain: a node on another chain than CHAIN_ID stops the start.
  const chainNode = options.chainNode ?? (await connectChainNode(config));
  const services = composeServices({ config, db, clock, log, marketFeed, recordedSeconds, push, chainNode });
  const { sessions, messages, events } = services;
  async function authenticateSocket(token: string) {
    const member = await sessions.authenticate(token);
    return member && { userId: member.user.id, sessionId: member.sessionId, expiresAtMs: member.expiresAt.getTime() };
  }
  const { jobs, triggerEngine, role: engine } = composeEngines(services, { config, db, clock, log, push, engineLock: options.engineLock });
  const market = new EngineRole({
    name: 'market',
    lock: options.marketLock ?? (config.DATABASE_URL ? new AdvisoryLock(config.DATABASE_URL, 'market') : new SingleProcessLock()),
    log,
    startEngines: async () => {
      if (relay) await source.start();
      // A live market's seconds are recorded here, in order; relayed, each goes out once stored.
      const history = relay ? createIndexHistory({ db, feed: source, clock }) : services.indexHistory;
      const stopRecording = history.record(
        (error) => log.error({ err: error }, 'could not record index prices'),
        relay && ((seconds) => relay.publish({ type: 'seconds', seconds })),
      );
      const stopRelaying = relay ? relayMarket(source, relay, TRADE_HISTORY_LIMIT) : () => undefined;
      return async () => {
        stopRelaying();
        stopRecording();
        if (relay) await source.stop();
      };
    },
  });

  const stops: Array<() => void> = [];
  async function start(): Promise<void> {
    await services.chainAddresses.assertKeyUnchanged();
    // The Web Push key pair is made at the first start and kept with the data.
    await services.webPush.publicKey();
    // Whatever process commits a change tells the member, through the fan-out.
    stops.push(pushOrderChanges(events, push), events.on('session.ended', ({ sessionId }) => hub.endSession(sessionId)));
    if (runs('api')) {
      stops.push(connectMarketChannels(hub, marketFeed), messages.pushLive());
      await sessions.seedAdmins();
    }
    await marketFeed.start();
    if (runs('market')) market.begin();
    if (runs('engine')) engine.begin();
  }

  async function stop(): Promise<void> {
    await engine.end();
    await market.end();
    for (const stopPart of stops.splice(0)) stopPart();
    await marketFeed.stop();
    await relay?.close();
    await chainNode?.close();
    hub.close();
  }

  return { role, config, db, clock, log, services, push, hub, marketFeed, money: services.money, jobs, triggerEngine, engine, market, start, stop };
}
