import Decimal from '@halyard/shared/decimal';
import fc from 'fast-check';
import type { DepositRow, WithdrawalRow } from '@halyard/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.js';
import { balancesOf, fundMember, randomTxHash, signInMember, unbalancedAccounts, type TestMember } from '../../testing/members.js';
import { testDatabaseKinds } from '../../testing/test-database.js';
import { createTestWallet } from '../../testing/test-wallet.js';

const ERC20_ADDRESS = '0xdAC17F958D2ee523a2206206994597C13D831ec7';

type Account = 'fund' | 'options' | 'staking';

describe.each(testDatabaseKinds())('the ledger under pressure on %s', (database) => {
  const operatorWallet = createTestWallet();
  let t: TestApp;
  let operator: TestMember;

  beforeAll(async () => {
    t = await buildTestApp({ database, env: { ADMIN_ADDRESSES: operatorWallet.address } });
    operator = await signInMember(t, { wallet: operatorWallet });
  });
  afterAll(async () => {
    await t.close();
  });

  const transfer = (member: TestMember, amount: string, from: Account, to: Account) =>
    t.call({ method: 'POST', url: '/api/member/transferRecord/add', headers: member.headers, payload: { coin: 'USDT', amount, from, to } });
  const withdraw = (member: TestMember, amount: string) =>
    t.call<WithdrawalRow>({ method: 'POST', url: '/api/member/withdrawalRecord/add', headers: member.headers, payload: { chain: 'ERC20', address: ERC20_ADDRESS, amount } });

  async function fundAccount(member: TestMember) {
    const balances = await balancesOf(t, member);
    return balances.accounts.find((row) => row.account === 'fund') ?? { available: '0', frozen: '0' };
  }

  it('lets 200 concurrent transfers and withdrawals take exactly what the balance affords, never more', async () => {
    const member = await signInMember(t);
    await fundMember(t, operator, member, '1000');
    // 150 transfers of 7 USDT and 50 withdrawals of 12 USDT race for 1000 USDT.
    const requests = [
      ...Array.from({ length: 150 }, () => ({ kind: 'transfer' as const, amount: new Decimal(7), send: () => transfer(member, '7', 'fund', 'options') })),
      ...Array.from({ length: 50 }, () => ({ kind: 'withdraw' as const, amount: new Decimal(12), send: () => withdraw(member, '12') })),
    ].sort(() => Math.random() - 0.5);
    const responses = await Promise.all(requests.map((request) => request.send()));
    const statuses = new Set(responses.map((response) => response.status));
    expect([...statuses].every((status) => status === 200 || status === 422)).toBe(true);

    const succeeded = requests.filter((_, index) => responses[index]?.status === 200);
    const refused = requests.filter((_, index) => responses[index]?.status === 422);
    const spent = succeeded.reduce((sum, request) => sum.plus(request.amount), new Decimal(0));
    const fund = await fundAccount(member);
    expect(new Decimal(fund.available).toFixed()).toBe(new Decimal(1000).minus(spent).toFixed());
    expect(new Decimal(fund.available).gte(0)).toBe(true);
    // Every refusal was for want of money: none that the balance could still afford was turned away.
    const smallestRefused = Decimal.min(...refused.map((request) => request.amount));
    expect(refused.length).toBeGreaterThan(0);
    expect(new Decimal(fund.available).lt(smallestRefused)).toBe(true);
    const withdrawn = succeeded.filter((request) => request.kind === 'withdraw').length;
    expect(new Decimal(fund.frozen).toFixed()).toBe(String(withdrawn * 12));
    expect(await unbalancedAccounts(t)).toEqual([]);
  });

  it('keeps bills equal to balances through any sequence of operations, as a model predicts', async () => {
    const member = await signInMember(t);
    await fundMember(t, operator, member, '500');
    const model: Record<Account, { available: Decimal; frozen: Decimal }> = {
      fund: { available: new Decimal(500), frozen: new Decimal(0) },
      options: { available: new Decimal(0), frozen: new Decimal(0) },
      staking: { available: new Decimal(0), frozen: new Decimal(0) },
    };
    const pending: Array<{ id: number; amount: Decimal }> = [];
    const accountArbitrary = fc.constantFrom<Account>('fund', 'options', 'staking');
    const amountArbitrary = fc.oneof(
      fc.integer({ min: 1, max: 30_000 }).map((cents) => new Decimal(cents).div(100).toFixed()),
      fc.constantFrom('0', '-3', 'abc', '1e309', '1.999', ''),
    );
    const operation = fc.oneof(
      fc.record({ kind: fc.constant('transfer' as const), amount: amountArbitrary, from: accountArbitrary, to: accountArbitrary }),
      fc.record({ kind: fc.constant('withdraw' as const), amount: amountArbitrary }),
      fc.record({ kind: fc.constant('decide' as const), approve: fc.boolean() }),
      fc.record({ kind: fc.constant('deposit' as const), amount: fc.integer({ min: 10, max: 400 }), approve: fc.boolean() }),
    );

    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 5, maxLength: 12 }), async (operations) => {
        for (const step of operations) {
          if (step.kind === 'transfer') {
            const response = await transfer(member, step.amount, step.from, step.to);
            const amountValid = /^\d+(\.\d{1,2})?$/.test(step.amount) && new Decimal(step.amount).gt(0);
            const affordable = amountValid && step.from !== step.to && model[step.from].available.gte(step.amount);
            expect(response.status, JSON.stringify(step)).toBe(!amountValid ? 400 : affordable ? 200 : 422);
            if (affordable) {
              model[step.from].available = model[step.from].available.minus(step.amount);
              model[step.to].available = model[step.to].available.plus(step.amount);
            }
          } else if (step.kind === 'withdraw') {
            const response = await withdraw(member, step.amount);
            const valid = /^\d+(\.\d{1,2})?$/.test(step.amount) && new Decimal(step.amount).gt(0);
            const accepted = valid && new Decimal(step.amount).gte(10) && model.fund.available.gte(step.amount);
            expect(response.status, JSON.stringify(step)).toBe(accepted ? 200 : valid ? 422 : 400);
            if (accepted) {
              model.fund.available = model.fund.available.minus(step.amount);
              model.fund.frozen = model.fund.frozen.plus(step.amount);
              pending.push({ id: response.body.data.id, amount: new Decimal(step.amount) });
            }
          } else if (step.kind === 'deposit') {
            const deposit = await t.call<DepositRow>({
              method: 'POST',
              url: '/api/member/rechargeRecord/add',
              headers: member.headers,
              payload: { coin: 'USDT', chain: 'ERC20', amount: String(step.amount), txHash: randomTxHash() },
            });
            expect(deposit.status).toBe(200);
            const url = `/api/admin/deposits/${deposit.body.data.id}/${step.approve ? 'approve' : 'reject'}`;
            expect((await t.call({ method: 'POST', url, headers: operator.headers, payload: step.approve ? undefined : { reason: 'model says no' } })).status).toBe(200);
            if (step.approve) model.fund.available = model.fund.available.plus(step.amount);
          } else {
            const next = pending.shift();
            if (!next) continue;
            const url = `/api/admin/withdrawals/${next.id}/${step.approve ? 'approve' : 'reject'}`;
            const payload = step.approve ? { txHash: `0x${'ab'.repeat(32)}` } : { reason: 'model says no' };
            expect((await t.call({ method: 'POST', url, headers: operator.headers, payload })).status).toBe(200);
            model.fund.frozen = model.fund.frozen.minus(next.amount);
            if (!step.approve) model.fund.available = model.fund.available.plus(next.amount);
          }
        }
        const balances = await balancesOf(t, member);
        for (const account of ['fund', 'options', 'staking'] as const) {
          const row = balances.accounts.find((candidate) => candidate.account === account);
          expect([row?.available, row?.frozen], account).toEqual([model[account].available.toFixed(), model[account].frozen.toFixed()]);
        }
        // Double entry: every movement's sides sum to zero, and each member account equals its bills.
        expect(await unbalancedAccounts(t)).toEqual([]);
      }),
      { numRuns: 12 },
    );
  });

  it('decides transfers that share commits one by one against the running balance, as a model of draining an account predicts', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.integer({ min: 1, max: 9_000 }), { minLength: 8, maxLength: 40 }), async (cents) => {
        const member = await signInMember(t);
        await fundMember(t, operator, member, '300');
        const amounts = cents.map((value) => new Decimal(value).div(100));
        const before = t.runtime.money.batching();
        // All at once: they queue together and share batches; money only leaves `fund`, so it only falls.
        const responses = await Promise.all(amounts.map((amount) => transfer(member, amount.toFixed(), 'fund', 'options')));
        const after = t.runtime.money.batching();
        expect(after.requests - before.requests).toBeGreaterThan(after.batches - before.batches);
        const accepted = amounts.filter((_, index) => responses[index]?.status === 200);
        const refused = amounts.filter((_, index) => responses[index]?.status !== 200);
        responses.forEach((response) => expect([200, 422]).toContain(response.status));
        const fund = new Decimal((await fundAccount(member)).available);
        expect(fund).toEqual(accepted.reduce((left, amount) => left.minus(amount), new Decimal(300)));
        // A refusal is right only if the amount was more than the balance when it was decided, which is at least what is left now.
        for (const amount of refused) expect(amount.gt(fund), amount.toFixed()).toBe(true);
        expect(await unbalancedAccounts(t)).toEqual([]);
      }),
      { numRuns: 6 },
    );
  });
});
