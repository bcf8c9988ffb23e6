/**
 * From one process to two on this machine: `scripts/start-cluster.mjs` with WORKERS=1, then 2, on
 * one port against a fresh PostgreSQL schema and Redis, measured through real HTTP and real
 * sockets (the cluster hands connections to the workers in turn):
 * - transfers: members moving 1 USDT back and forth between two of their accounts, each member on
 *   its own keep-alive connection, as fast as answers come;
 * - contract round trips: a 10x market long opened and closed;
 * - the socket fan-out at 10k clients (bench/socket-fanout.ts), memory summed over the workers.
 * Signed in with real SIWE and funded through a real deposit an operator passes. Loopback only,
 * bounded in time; the cluster is stopped by its process id.
 */
import { USER_AGREEMENT_VERSION, type NonceResponse } from '@halyard/shared';
import { randomTxHash } from '../apps/server/src/testing/members.js';
import { createTestDatabase } from '../apps/server/src/testing/test-database.js';
import { createTestWallet } from '../apps/server/src/testing/test-wallet.js';
import { startCluster, type Cluster } from './cluster.js';
import { measureFanout, type FanoutResult } from './socket-fanout.js';

export interface ScalingResult {
  workers: number;
  transfers: { perSecond: number; p50Ms: number; p99Ms: number };
  contractRoundTrips: { perSecond: number; p50Ms: number; p99Ms: number };
  fanout: FanoutResult;
}

async function startScalingCluster(workers: number, databaseUrl: string, adminAddress: string): Promise<Cluster> {
  return startCluster(workers, databaseUrl, {
    WORKERS: String(workers),
    ADMIN_ADDRESSES: adminAddress,
    API_RATE_LIMIT: '10000000',
    // Each member calls from an address of its own (x-forwarded-for), as phones would: the
    // sign-in limit is per address.
    TRUST_PROXY_HOPS: '1',
    SOCKET_LIMIT_PER_CLIENT: '20000',
  });
}

type Caller = (method: string, url: string, body?: object) => Promise<{ status: number; data: unknown }>;

function callerFor(baseUrl: string, from: string, token?: string): Caller {
  return async (method, url, body) => {
    const response = await fetch(`${baseUrl}${url}`, {
      method,
      headers: { 'x-forwarded-for': from, ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    const envelope = (await response.json()) as { data: unknown; msg: string };
    if (response.status !== 200) throw new Error(`${method} ${url}: ${response.status} ${envelope.msg}`);
    return { status: response.status, data: envelope.data };
  };
}

let signedIn = 0;

async function signIn(cluster: Cluster, wallet = createTestWallet()): Promise<Caller> {
  signedIn += 1;
  const from = `10.0.${Math.floor(signedIn / 250)}.${(signedIn % 250) + 1}`;
  const anonymous = callerFor(cluster.baseUrl, from);
  const nonce = (await anonymous('GET', `/api/member/app/nonce?address=${wallet.address}`)).data as NonceResponse;
  const login = (await anonymous('POST', '/api/member/app/login', await wallet.signLogin(cluster.host, nonce))).data as { token: string };
  const call = callerFor(cluster.baseUrl, from, login.token);
  await call('POST', '/api/member/app/auth', { version: USER_AGREEMENT_VERSION });
  return call;
}

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? Number.NaN;
}

/** Every member repeats `round` as fast as answers come for `seconds`; latency is per call. */
async function load(members: Caller[], seconds: number, round: (call: Caller, index: number) => Promise<void>) {
  const latencies: number[] = [];
  const deadline = performance.now() + seconds * 1000;
  await Promise.all(
    members.map(async (call) => {
      for (let index = 0; performance.now() < deadline; index += 1) {
        const started = performance.now();
        await round(call, index);
        latencies.push(performance.now() - started);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return { perSecond: latencies.length / seconds, p50Ms: percentile(latencies, 0.5), p99Ms: percentile(latencies, 0.99) };
}

/** One cluster of `workers` on a fresh schema: transfers, contract round trips, then 10k sockets. */
export async function measureScaling(workers: number, { clients = 16, seconds = 8, sockets = 10_000 } = {}): Promise<ScalingResult> {
  const database = await createTestDatabase('postgres');
  const operatorWallet = createTestWallet();
  const cluster = await startScalingCluster(workers, database.connectionString ?? '', operatorWallet.address);
  try {
    console.warn(`  ${workers} process(es): cluster up`);
    const operator = await signIn(cluster, operatorWallet);
    const members: Caller[] = [];
    for (let index = 0; index < clients; index += 1) {
      const member = await signIn(cluster);
      const deposit = (await member('POST', '/api/member/rechargeRecord/add', { coin: 'USDT', chain: 'ERC20', amount: '100000', txHash: randomTxHash() })).data as { id: number };
      await operator('POST', `/api/admin/deposits/${deposit.id}/approve`);
      members.push(member);
    }
    const transfer = async (call: Caller, index: number) => {
      const [from, to] = index % 2 === 0 ? (['fund', 'options'] as const) : (['options', 'fund'] as const);
      await call('POST', '/api/member/transferRecord/add', { coin: 'USDT', amount: '1', from, to });
    };
    const contractRound = async (call: Caller) => {
      const opened = (await call('POST', '/api/member/ContractRecord/add', { pair: 'btcusdt', side: 'long', priceType: 'market', margin: '20', leverage: 10 })).data as { id: number };
      await call('PUT', `/api/member/ContractRecord/closeContract?id=${opened.id}`);
    };
    await load(members, 1, transfer);
    const transfers = await load(members, seconds, transfer);
    console.warn(`  ${workers} process(es): transfers measured`);
    const contractRoundTrips = await load(members, seconds, contractRound);
    console.warn(`  ${workers} process(es): contract round trips measured`);
    const fanout = await measureFanout(cluster.baseUrl, cluster.pids(), sockets);
    return { workers, transfers, contractRoundTrips, fanout };
  } finally {
    await cluster.stop();
    await database.destroy();
  }
}

export function describeScaling(results: ScalingResult[]): string[] {
  const [one, two] = results;
  const ratio = (pick: (result: ScalingResult) => number) => (one && two ? ` (x${(pick(two) / pick(one)).toFixed(2)})` : '');
  return results.map(
    (result) =>
      `${result.workers} process(es): transfers ${result.transfers.perSecond.toFixed(0)}/s p50 ${result.transfers.p50Ms.toFixed(1)} ms p99 ${result.transfers.p99Ms.toFixed(1)} ms${result === two ? ratio((r) => r.transfers.perSecond) : ''}; ` +
      `contract round trips ${result.contractRoundTrips.perSecond.toFixed(0)}/s p99 ${result.contractRoundTrips.p99Ms.toFixed(1)} ms${result === two ? ratio((r) => r.contractRoundTrips.perSecond) : ''}; ` +
      `10k sockets ${result.fanout.messagesPerSecond.toFixed(0)} msg/s p50 ${result.fanout.p50LagMs.toFixed(0)} ms p99 ${result.fanout.p99LagMs.toFixed(0)} ms ${result.fanout.kbPerClient.toFixed(1)} KB/client`,
  );
}
