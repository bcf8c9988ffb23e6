/**
 * Orders per second through the whole server stack (in-process HTTP injection, validation, auth,
 * the order's transaction with its money movements), as round trips as fast as answers come, for
 * a fixed time; the books are checked after. A contract round trip opens a 10x market long and
 * closes it; a spot round trip buys 0.01 BTC at market and sells it back. The latency is that of
 * the first order of each round trip.
 */
import { buildTestApp } from '../apps/server/src/testing/build-test-app.js';
import { fundDirectly, signInMember, unbalancedAccounts, type TestMember } from '../apps/server/src/testing/members.js';

export type OrderProduct = 'contract' | 'spot';

export interface OrderRoundTripsResult {
  ordersPerSecond: number;
  p50Ms: number;
  p99Ms: number;
}

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? Number.NaN;
}

type Inject = (request: { method: 'POST' | 'PUT'; url: string; payload?: object }) => Promise<{ statusCode: number; body: string; json<T>(): T }>;

/** One round trip of a product: the first call's answer is the order timed. */
const ROUND_TRIPS: Record<OrderProduct, { open: (call: Inject) => ReturnType<Inject>; close: (call: Inject, id: number) => ReturnType<Inject> }> = {
  contract: {
    open: (call) => call({ method: 'POST', url: '/api/member/ContractRecord/add', payload: { pair: 'btcusdt', side: 'long', priceType: 'market', margin: '100', leverage: 10 } }),
    close: (call, id) => call({ method: 'PUT', url: `/api/member/ContractRecord/closeContract?id=${id}` }),
  },
  spot: {
    open: (call) => call({ method: 'POST', url: '/api/member/spotOrder/add', payload: { pair: 'btcusdt', side: 'buy', priceType: 'market', amount: '0.01' } }),
    close: (call) => call({ method: 'POST', url: '/api/member/spotOrder/add', payload: { pair: 'btcusdt', side: 'sell', priceType: 'market', amount: '0.01' } }),
  },
};

export async function measureOrderRoundTrips(product: OrderProduct, database: 'pglite' | 'postgres', clients: number, seconds = 8): Promise<OrderRoundTripsResult> {
  const trip = ROUND_TRIPS[product];
  const t = await buildTestApp({ database, rateLimits: { global: 100_000_000, login: 100_000_000 } });
  try {
    await t.engineReady();
    const members: TestMember[] = [];
    for (let index = 0; index < clients; index += 1) {
      const member = await signInMember(t);
      await fundDirectly(t, member, '100000000');
      members.push(member);
    }
    const latencies: number[] = [];
    const run = async (member: TestMember, until: number, record: boolean) => {
      const call: Inject = (request) => t.app.inject({ ...request, headers: { ...member.headers, host: 'halyard.test' } });
      while (performance.now() < until) {
        const started = performance.now();
        const placed = await trip.open(call);
        if (placed.statusCode !== 200) throw new Error(placed.body);
        if (record) latencies.push(performance.now() - started);
        const closed = await trip.close(call, placed.json<{ data: { id: number } }>().data.id);
        if (closed.statusCode !== 200) throw new Error(closed.body);
      }
    };
    await Promise.all(members.map((member) => run(member, performance.now() + 1000, false)));
    const started = performance.now();
    await Promise.all(members.map((member) => run(member, started + seconds * 1000, true)));
    const elapsed = (performance.now() - started) / 1000;
    const broken = await unbalancedAccounts(t);
    if (broken.length) throw new Error(`ledger broken after the run: ${JSON.stringify(broken.slice(0, 3))}`);
    latencies.sort((a, b) => a - b);
    return { ordersPerSecond: latencies.length / elapsed, p50Ms: percentile(latencies, 0.5), p99Ms: percentile(latencies, 0.99) };
  } finally {
    await t.close();
  }
}
