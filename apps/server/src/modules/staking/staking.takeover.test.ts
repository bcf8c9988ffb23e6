import Decimal from '@halyard/shared/decimal';
import { USER_AGREEMENT_VERSION, type Envelope, type NonceResponse, type StakeRow, type StakingPlanRow } from '@halyard/shared';
import { describe, expect, it } from 'vitest';
import { systemClock } from '../../lib/clock.js';
import { DomainEvents } from '../../lib/domain-events.js';
import { createMoneyService } from '../money/money.service.js';
import { startServerProcess, type ServerProcess } from '../../testing/server-process.js';
import { createTestDatabase } from '../../testing/test-database.js';
import { createTestWallet } from '../../testing/test-wallet.js';

async function call<T>(server: ServerProcess, path: string, init: { method?: string; token?: string; body?: unknown } = {}): Promise<Envelope<T>> {
  const response = await fetch(`${server.baseUrl}/api${path}`, {
    method: init.method ?? 'GET',
    headers: { ...(init.body === undefined ? {} : { 'content-type': 'application/json' }), ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return (await response.json()) as Envelope<T>;
}

/** A member signed in through the process's own SIWE endpoints, past the agreement. */
async function signIn(server: ServerProcess): Promise<{ token: string; address: string }> {
  const wallet = createTestWallet();
  const nonce = await call<NonceResponse>(server, `/member/app/nonce?address=${wallet.address}`);
  const login = await call<{ token: string }>(server, '/member/app/login', { method: 'POST', body: await wallet.signLogin(new URL(server.baseUrl).host, nonce.data) });
  await call(server, '/member/app/auth', { method: 'POST', token: login.data.token, body: { version: USER_AGREEMENT_VERSION } });
  return { token: login.data.token, address: wallet.address.toLowerCase() };
}

/**
 * Two real server processes on PostgreSQL with one-second staking days: the holder of the engine
 * role is killed while stakes are under way; the standby takes over and every day of every stake
 * is paid exactly once, at the index price of its own second.
 */
describe.each(process.env.DATABASE_URL_TEST ? ['postgres' as const] : [])('staking across processes on %s', (kind) => {
  it('pays each stake each day once while the engine role passes from a killed process to another', async () => {
    const database = await createTestDatabase(kind);
    const env = { STAKING_DAY_SECONDS: '1' };
    const processes = [await startServerProcess(database.connectionString ?? '', env), await startServerProcess(database.connectionString ?? '', env)];
    try {
      await expect.poll(async () => (await Promise.all(processes.map((server) => server.role()))).sort(), { timeout: 10_000 }).toEqual(['engine', 'standby']);
      const roles = await Promise.all(processes.map((server) => server.role()));
      const holder = processes[roles.indexOf('engine')];
      const standby = processes[roles.indexOf('standby')];
      if (!holder || !standby) throw new Error('no holder');

      const member = await signIn(standby);
      const user = await database.db.selectFrom('users').select('id').where('address', '=', member.address).executeTakeFirstOrThrow();
      const money = createMoneyService({ db: database.db, events: new DomainEvents(), clock: systemClock, usdtRate: () => undefined });
      await money.transaction((trx) =>
        money.post(trx, { type: 'deposit', sides: [{ member: user.id, account: 'staking', coin: 'USDT', available: '3000' }, { platform: 'deposits', coin: 'USDT', amount: '-3000' }] }),
      );
      const plans = await call<{ rows: StakingPlanRow[] }>(standby, '/member/stakConfig/listH5');
      const plan = plans.data.rows.find((row) => row.days === 7);
      const stakes: StakeRow[] = [];
      for (const amount of ['1000', '2000']) {
        const answer = await call<StakeRow>(standby, '/member/stakRecord/add', { method: 'POST', token: member.token, body: { configId: plan?.id, amount } });
        stakes.push(answer.data);
      }

      // Mid-way through the seven one-second days (once the holder has paid one), it dies without a word.
      const paid = async () => (await database.db.selectFrom('stake_rewards').select('id').execute()).length;
      await expect.poll(paid, { timeout: 10_000, interval: 50 }).toBeGreaterThan(0);
      await holder.stop('SIGKILL');
      // The scenario is real: the dead holder paid some days, the rest were still to come.
      const paidBefore = await paid();
      expect(paidBefore).toBeGreaterThan(0);
      expect(paidBefore).toBeLessThan(14);
      await expect.poll(() => standby.role(), { timeout: 10_000, interval: 100 }).toBe('engine');
      await expect
        .poll(async () => (await database.db.selectFrom('stakes').select('status').where('user_id', '=', user.id).execute()).map((row) => row.status), { timeout: 30_000, interval: 200 })
        .toEqual(['ended', 'ended']);

      for (const stake of stakes) {
        const rewards = await database.db.selectFrom('stake_rewards').selectAll().where('stake_id', '=', stake.id).orderBy('day').execute();
        expect(rewards.map((row) => row.day)).toEqual([1, 2, 3, 4, 5, 6, 7]);
        const startMs = new Date(stake.startTime).getTime();
        for (const reward of rewards) {
          const second = Math.floor((startMs + reward.day * 1000) / 1000);
          expect(Number(reward.price_second)).toBe(second);
          const index = await call<{ price: string }>(standby, `/market/index?pair=ethusdt&ts=${second}`);
          expect(new Decimal(reward.eth_price).eq(index.data.price), `day ${reward.day}`).toBe(true);
        }
      }
      const accounts = await database.db.selectFrom('accounts').select(['account', 'available', 'frozen']).where('user_id', '=', user.id).where('account', '=', 'staking').executeTakeFirstOrThrow();
      expect([new Decimal(accounts.available).toFixed(), new Decimal(accounts.frozen).toFixed()]).toEqual(['3000', '0']);
      const check = await money.check();
      expect([check.unbalancedAccounts, check.unbalancedEntries]).toEqual([[], []]);
    } finally {
      await Promise.all(processes.map((server) => server.stop()));
      await database.destroy();
    }
  }, 120_000);
});
