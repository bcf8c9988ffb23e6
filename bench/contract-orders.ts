/**
 * Contract orders per second through the whole server stack (in-process HTTP injection,
 * validation, auth, the order's transaction with its reserve and opening movements): each client
 * opens a market long and closes it, as fast as answers come, for a fixed time; the books are
 * checked after.
 */
import { buildTestApp } from '../apps/server/src/testing/build-test-app.js';
import { fundDirectly, signInMember, unbalancedAccounts, type TestMember } from '../apps/server/src/testing/members.js';

export interface ContractOrdersResult {
  ordersPerSecond: number;
  p50Ms: number;
  p99Ms: number;
}

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? Number.NaN;
}

export async function measureContractOrders(database: 'pglite' | 'postgres', clients: number, seconds = 8): Promise<ContractOrdersResult> {
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
      while (performance.now() < until) {
        const started = performance.now();
        const placed = await t.app.inject({
          method: 'POST',
          url: '/api/member/ContractRecord/add',
          headers: { ...member.headers, host: 'halyard.test' },
          payload: { pair: 'btcusdt', side: 'long', priceType: 'market', margin: '100', leverage: 10 },
        });
        if (placed.statusCode !== 200) throw new Error(placed.body);
        if (record) latencies.push(performance.now() - started);
        const id = placed.json<{ data: { id: number } }>().data.id;
        const closed = await t.app.inject({ method: 'PUT', url: `/api/member/ContractRecord/closeContract?id=${id}`, headers: { ...member.headers, host: 'halyard.test' } });
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
