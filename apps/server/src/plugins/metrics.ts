import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** What the gauges read at scrape time, handed in by app.ts (a plugin reaches no engine or database itself). */
export interface MetricsSources {
  socketConnections(): number;
  engineHolding(): boolean;
  /** Seconds each engine is behind (holder only): `triggers` from its last settled second, `jobs` from its oldest due job. */
  engineLag(): Promise<Partial<Record<'triggers' | 'jobs', number>>>;
  lastLedgerCheck(): Promise<{ checkedAt: Date; unbalancedAccounts: number; unbalancedEntries: number } | undefined>;
  /** PostgreSQL pool use; undefined on PGlite. */
  poolUse(): { total: number; idle: number; waiting: number } | undefined;
  /** The chain watcher as the database holds it (any process answers alike); absent without a node, and so are its series. */
  chain?(): Promise<{ processed: number | null; nodeHead: number | null; alarmsOpen: Record<string, number> }>;
}

export interface MetricsOptions {
  sources: MetricsSources;
  /** When set, scrapes must send `Authorization: Bearer <token>`; unset, only loopback may scrape. */
  token: string | undefined;
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

function mayScrape(request: FastifyRequest, token: string | undefined): boolean {
  if (!token) return LOOPBACK.has(request.socket.remoteAddress ?? '');
  const sent = Buffer.from(request.headers.authorization ?? '');
  const expected = Buffer.from(`Bearer ${token}`);
  return sent.length === expected.length && timingSafeEqual(sent, expected);
}

/** The chain watcher's gauges: where it is, how far behind the node, and the alarms nobody has acknowledged yet. */
function registerChainGauges(registry: Registry, chain: NonNullable<MetricsSources['chain']>): void {
  const registers = [registry];
  new Gauge({
    name: 'halyard_chain_block',
    help: "The chain watcher's last processed block, and the node's head at its last poll",
    labelNames: ['kind'],
    registers,
    async collect() {
      const read = await chain();
      if (read.processed !== null) this.set({ kind: 'processed' }, read.processed);
      if (read.nodeHead !== null) this.set({ kind: 'node_head' }, read.nodeHead);
    },
  });
  new Gauge({
    name: 'halyard_chain_lag_blocks',
    help: "Blocks between the node's head and the watcher's last processed block",
    registers,
    async collect() {
      const read = await chain();
      if (read.processed !== null && read.nodeHead !== null) this.set(Math.max(0, read.nodeHead - read.processed));
    },
  });
  new Gauge({
    name: 'halyard_chain_alarms_open',
    help: 'Chain alarms no operator has acknowledged yet (a deep reorg after a credit, a payout that did not match, a stalled watcher)',
    labelNames: ['kind'],
    registers,
    async collect() {
      const read = await chain();
      for (const [kind, count] of Object.entries(read.alarmsOpen)) this.set({ kind }, count);
    },
  });
}

/** The gauges read at scrape time: sockets, the engine role and its lag, the ledger check, the pool. */
function registerGauges(registry: Registry, sources: MetricsSources): void {
  const registers = [registry];
  new Gauge({ name: 'halyard_socket_connections', help: 'Open WebSocket connections on this process', registers, collect() { this.set(sources.socketConnections()); } });
  new Gauge({ name: 'halyard_engine_role', help: '1 when this process holds the engine role', registers, collect() { this.set(sources.engineHolding() ? 1 : 0); } });
  new Gauge({
    name: 'halyard_engine_lag_seconds',
    help: 'How far each engine is behind: the trigger engine from its last settled index second, the job runner from its oldest due job (engine holder only)',
    labelNames: ['engine'],
    registers,
    async collect() {
      for (const [engine, lag] of Object.entries(await sources.engineLag())) this.set({ engine }, lag);
    },
  });
  new Gauge({
    name: 'halyard_ledger_check_unbalanced',
    help: 'The newest ledger check: accounts whose bills do not sum to their balance, and entries whose sides do not sum to zero',
    labelNames: ['kind'],
    registers,
    async collect() {
      const last = await sources.lastLedgerCheck();
      if (!last) return;
      this.set({ kind: 'accounts' }, last.unbalancedAccounts);
      this.set({ kind: 'entries' }, last.unbalancedEntries);
    },
  });
  new Gauge({
    name: 'halyard_ledger_check_timestamp_seconds',
    help: 'When the newest ledger check ran',
    registers,
    async collect() {
      const last = await sources.lastLedgerCheck();
      if (last) this.set(last.checkedAt.getTime() / 1000);
    },
  });
  new Gauge({
    name: 'halyard_db_pool_connections',
    help: 'PostgreSQL pool use: connections open, idle, and callers waiting (absent on PGlite)',
    labelNames: ['state'],
    registers,
    collect() {
      const use = sources.poolUse();
      if (!use) return;
      for (const [state, value] of Object.entries(use)) this.set({ state }, value);
    },
  });
}

/**
 * GET /api/metrics in Prometheus' text format (prom-client): requests by route and status with
 * their durations, the gauges above and the process's own. Routes are labelled by their pattern
 * (`/api/member/boxRecord/:id`), never the raw URL, so the series stay few.
 */
export const metricsPlugin = fp<MetricsOptions>(
  async (app: FastifyInstance, options) => {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry, prefix: 'halyard_' });
    const registers = [registry];
    const requests = new Counter({ name: 'halyard_http_requests_total', help: 'HTTP requests answered', labelNames: ['method', 'route', 'status'], registers });
    const durations = new Histogram({
      name: 'halyard_http_request_duration_seconds',
      help: 'Time to answer an HTTP request',
      labelNames: ['method', 'route'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
      registers,
    });
    registerGauges(registry, options.sources);
    if (options.sources.chain) registerChainGauges(registry, options.sources.chain);

    // Callback style: no promise per answer.
    app.addHook('onResponse', (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
      const route = request.routeOptions.url ?? 'unmatched';
      requests.inc({ method: request.method, route, status: String(reply.statusCode) });
      durations.observe({ method: request.method, route }, reply.elapsedTime / 1000);
      done();
    });
    app.get('/api/metrics', { schema: { hide: true } }, async (request, reply) => {
      if (!mayScrape(request, options.token)) return reply.code(404).send();
      return reply.type(registry.contentType).send(await registry.metrics());
    });
  },
  { name: 'halyard-metrics' },
);
