/**
 * Group commit (issue 34), measured on PostgreSQL through real HTTP: the server listens on a
 * loopback port (buildTestApp, then `app.listen`) and each client is a member of its own, signed
 * in and funded through the real deposit endpoints, on a keep-alive connection of its own
 * (node:http). Three loads: contract orders (a 10x market long at the minimum margin), spot orders
 * (0.001 BTC bought and sold in turn) and transfers (1 USDT between the fund and options accounts,
 * back and forth), each for a fixed time after a second's warm-up, on a fresh database. After each
 * run the ledger is checked; every answer must be code ok, refusals are counted by their message.
 * Just before each load, with the app set up and idle, the bare Node loop of
 * `bare-postgres-loop.ts` runs for 3 s as its yardstick, and each load reports the CPU a request
 * of this process and of its PostgreSQL backends (`cpu-cost.ts`). The server and the clients share
 * this process (the clients cost about 0.1 ms of CPU a request). The code before group commit was
 * measured by running this file in a worktree of that commit (bench/README.md).
 */
import http from 'node:http';
import { CONTRACT_MIN_MARGIN, FOUR_EYES_DEFAULT_USDT, ResponseCode, routes } from '@halyard/shared';
import { buildTestApp, TEST_HOST, type TestApp } from '../apps/server/src/testing/build-test-app.js';
import { fundMember, signInMember, unbalancedAccounts, type TestMember } from '../apps/server/src/testing/members.js';
import { createTestWallet } from '../apps/server/src/testing/test-wallet.js';
import { profiled } from './cpu-profile.js';
import { countStatements } from './sql-count.js';
import { describeCpuCost, meterCpu, tagConnections, type CpuCost } from './cpu-cost.js';
import { measureBarePostgresLoop, percentile, type BareLoopResult } from './bare-postgres-loop.js';

export type CommitLoad = 'contract' | 'spot' | 'transfer';

export const COMMIT_LOADS: readonly CommitLoad[] = ['contract', 'spot', 'transfer'];
export const CLIENT_COUNTS: readonly number[] = [1, 8, 32, 128];

/**
 * Members are funded by deposits of the largest amount one operator may pass alone. Transfers and
 * spot orders need one; contract orders hold each order's margin and fee (under 6 USDT), so a
 * member gets enough for its share of up to 4,000 orders a second over the whole run.
 */
const DEPOSIT = FOUR_EYES_DEFAULT_USDT;
const CONTRACT_ORDERS_CEILING = 4000;
const CONTRACT_ORDER_COST_USDT = 6;

function depositsPerMember(load: CommitLoad, clients: number, seconds: number): number {
  if (load !== 'contract') return 1;
  return Math.ceil((CONTRACT_ORDERS_CEILING * (seconds + 1) * CONTRACT_ORDER_COST_USDT) / clients / Number(DEPOSIT));
}

interface Call {
  method: 'POST';
  path: string;
  body: object;
}

/** Seconds of the bare loop run beside each measurement. */
const BASELINE_SECONDS = 3;
const IDLE_SECONDS = 1;

const REQUESTS: Record<CommitLoad, (round: number) => Call> = {
  contract: () => ({
    method: 'POST',
    path: `/api${routes.contract.place.path}`,
    body: { pair: 'btcusdt', side: 'long', priceType: 'market', margin: CONTRACT_MIN_MARGIN, leverage: 10 },
  }),
  spot: (round) => ({ method: 'POST', path: `/api${routes.spot.place.path}`, body: { pair: 'btcusdt', side: round % 2 === 0 ? 'buy' : 'sell', priceType: 'market', amount: '0.001' } }),
  transfer: (round) => ({
    method: 'POST',
    path: `/api${routes.assets.transfer.path}`,
    body: { coin: 'USDT', amount: '1', ...(round % 2 === 0 ? { from: 'fund', to: 'options' } : { from: 'options', to: 'fund' }) },
  }),
};

export interface BatchCounts {
  batches: number;
  requests: number;
  largest: number;
}

export interface CommitResult {
  load: CommitLoad;
  clients: number;
  /** The bare loop measured just before this load, on the same machine at the same minute. */
  baseline: BareLoopResult;
  /** CPU spent in the measured seconds by this process (server and clients) and by PostgreSQL's backends serving it. */
  cpu: CpuCost;
  /** CPU of the set-up app with no requests, just before (its background work). */
  idle: CpuCost;
  requests: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Answers that were not code ok, by their message (a funds refusal means the bench funded too little). */
  refused: Record<string, number>;
  /** How the requests of the measured seconds shared commits (absent before group commit). */
  batching?: BatchCounts;
}

interface Answer {
  code: number;
  msg: string;
}

/** One member's client: a keep-alive connection of its own to the listening server. */
function clientOf(port: number, member: TestMember) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const send = (call: Call) =>
    new Promise<Answer>((resolve, reject) => {
      const payload = JSON.stringify(call.body);
      const headers = { ...member.headers, host: TEST_HOST, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) };
      const request = http.request({ host: '127.0.0.1', port, method: call.method, path: call.path, agent, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString();
          try {
            const envelope = JSON.parse(text) as Partial<Answer>;
            if (typeof envelope.code !== 'number') throw new Error('no code');
            resolve({ code: envelope.code, msg: String(envelope.msg) });
          } catch {
            reject(new Error(`${call.path} answered ${response.statusCode}: ${text.slice(0, 200)}`));
          }
        });
      });
      request.on('error', reject);
      request.end(payload);
    });
  return { send, close: () => agent.destroy() };
}

function batchCounts(t: TestApp): BatchCounts | undefined {
  const money = t.runtime.money;
  if (!('batching' in money) || typeof money.batching !== 'function') return undefined;
  return (money.batching as () => BatchCounts)();
}

/** `clients` members of their own, signed in and funded through the real deposit endpoints. */
async function fundedMembers(t: TestApp, operatorWallet: ReturnType<typeof createTestWallet>, deposits: number, clients: number): Promise<TestMember[]> {
  const operator = await signInMember(t, { wallet: operatorWallet });
  const members: TestMember[] = [];
  for (let index = 0; index < clients; index += 1) {
    const member = await signInMember(t);
    for (let deposit = 0; deposit < deposits; deposit += 1) await fundMember(t, operator, member, DEPOSIT);
    members.push(member);
  }
  return members;
}

/** Every client sends `load` requests one after the other until `until`; each answer's time is pushed to `latencies`, each refusal counted in `refused`. */
function drive(connections: ReadonlyArray<ReturnType<typeof clientOf>>, load: CommitLoad, until: number, latencies: number[], refused: Record<string, number>) {
  return Promise.all(
    connections.map(async (connection) => {
      for (let round = 0; performance.now() < until; round += 1) {
        const started = performance.now();
        const answer = await connection.send(REQUESTS[load](round));
        latencies.push(performance.now() - started);
        if (answer.code !== ResponseCode.ok) refused[answer.msg] = (refused[answer.msg] ?? 0) + 1;
      }
    }),
  );
}

/** The measured seconds, under the CPU profiler when `BENCH_CPU_PROFILE` names a folder. */
async function measured(name: string, work: () => Promise<unknown>): Promise<void> {
  const profileDir = process.env.BENCH_CPU_PROFILE;
  if (!profileDir) return void (await work());
  const { summary } = await profiled(profileDir, name, work);
  console.warn(`where the main thread's time went, ${name}:\n${summary.join('\n')}`);
}

/** One measurement: a fresh PostgreSQL database, `clients` funded members over HTTP, `seconds` of one load. */
export async function measureThroughHttp(load: CommitLoad, clients: number, env: Record<string, string> = {}, seconds = 6): Promise<CommitResult> {
  const applicationName = tagConnections();
  const operatorWallet = createTestWallet();
  const t = await buildTestApp({ database: 'postgres', env: { ADMIN_ADDRESSES: operatorWallet.address, ...env }, rateLimits: { global: 100_000_000, login: 100_000_000 } });
  const connections: Array<ReturnType<typeof clientOf>> = [];
  try {
    await t.engineReady();
    const members = await fundedMembers(t, operatorWallet, depositsPerMember(load, clients, seconds), clients);
    // The yardstick right beside this measurement, with the app set up and idle: the machine is shared, and its speed moves by the minute.
    const baseline = await measureBarePostgresLoop(8, BASELINE_SECONDS);
    // What the idle app costs a second (the simulated market, the engines): not a request's cost.
    const idleMeter = await meterCpu(applicationName);
    await new Promise((resolve) => setTimeout(resolve, IDLE_SECONDS * 1000));
    const idle = await idleMeter.stop();
    const port = Number(new URL(await t.app.listen({ host: '127.0.0.1', port: 0 })).port);
    connections.push(...members.map((member) => clientOf(port, member)));
    await drive(connections, load, performance.now() + 1000, [], {});
    const statements = process.env.BENCH_SQL_COUNT ? countStatements() : undefined;
    const meter = await meterCpu(applicationName);
    const before = batchCounts(t);
    const latencies: number[] = [];
    const refused: Record<string, number> = {};
    const started = performance.now();
    await measured([load, clients, ...Object.values(env)].join('-'), () => drive(connections, load, started + seconds * 1000, latencies, refused));
    const elapsed = (performance.now() - started) / 1000;
    const cpu = await meter.stop();
    const after = batchCounts(t);
    if (statements) console.warn(`SQL of ${load} with ${clients} client(s) ${JSON.stringify(env)}:\n${statements(latencies.length).join('\n')}`);
    const broken = await unbalancedAccounts(t);
    if (broken.length) throw new Error(`ledger broken after ${load} with ${clients} clients: ${JSON.stringify(broken.slice(0, 3))}`);
    const refusals = Object.values(refused).reduce((sum, count) => sum + count, 0);
    latencies.sort((a, b) => a - b);
    const batching = before && after ? { batches: after.batches - before.batches, requests: after.requests - before.requests, largest: after.largest } : undefined;
    return { load, clients, baseline, idle, cpu, requests: latencies.length, requestsPerSecond: (latencies.length - refusals) / elapsed, p50Ms: percentile(latencies, 0.5), p99Ms: percentile(latencies, 0.99), refused, batching };
  } finally {
    connections.forEach((connection) => connection.close());
    await t.close();
  }
}

export function describeCommit(label: string, result: CommitResult): string {
  const refusals = Object.entries(result.refused).map(([msg, count]) => `${count}× "${msg}"`);
  const shared = result.batching?.batches ? `, ${(result.batching.requests / result.batching.batches).toFixed(1)} a commit (largest ${result.batching.largest})` : '';
  const { baseline } = result;
  return (
    `group commit, ${label}, ${result.load}, ${result.clients} client(s): ${result.requestsPerSecond.toFixed(0)}/s, p50 ${result.p50Ms.toFixed(1)} ms, p99 ${result.p99Ms.toFixed(1)} ms${shared}; ` +
    `bare loop just before ${baseline.transactionsPerSecond.toFixed(0)}/s (p99 ${baseline.p99Ms.toFixed(1)} ms): ${(result.requestsPerSecond / baseline.transactionsPerSecond).toFixed(2)}x; ` +
    `refused: ${refusals.length ? refusals.join(', ') : 'none'}\n  ${describeCpuCost(result.cpu, result.requests, result.idle)}; the bare loop's ${describeCpuCost(baseline.cpu, baseline.transactions)}`
  );
}

export interface CommitVariant {
  label: string;
  env: Record<string, string>;
}

/** `rounds` times: every variant on every load at every client count, the variants of one load and count in a row; each line printed as measured. */
export async function measureCurve(variants: readonly CommitVariant[], rounds = 2, loads = COMMIT_LOADS, clientCounts = CLIENT_COUNTS, seconds = 6): Promise<void> {
  for (let round = 1; round <= rounds; round += 1) {
    for (const load of loads) {
      for (const clients of clientCounts) {
        for (const variant of variants) console.warn(`round ${round}: ${describeCommit(variant.label, await measureThroughHttp(load, clients, variant.env, seconds))}`);
      }
    }
  }
}

/** The settings tried by `commit tune` (issue 34): each axis around the default, at 8 and 32 clients, on transfers and contract orders. */
export function tuningVariants(): CommitVariant[] {
  const settings = [
    ...[8, 16, 32, 48].map((size) => ({ size, concurrency: 2, window: 0 })),
    ...[1, 4].map((concurrency) => ({ size: 32, concurrency, window: 0 })),
    ...[200, 500].map((window) => ({ size: 32, concurrency: 2, window })),
  ];
  return settings.map(({ size, concurrency, window }) => ({
    label: `size ${size}, concurrency ${concurrency}, window ${window} µs`,
    env: { MONEY_BATCH_SIZE: String(size), MONEY_BATCH_CONCURRENCY: String(concurrency), MONEY_BATCH_WINDOW_MICROS: String(window) },
  }));
}
