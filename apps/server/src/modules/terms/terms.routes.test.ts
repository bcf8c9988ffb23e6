import { DEFAULT_PRODUCT_TERMS, type AuditRow, type FinanceConfig, type ProductTermsView } from '@halyard/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.js';
import { fundDirectly, signInMember, unbalancedAccounts, type TestMember } from '../../testing/members.js';
import { testDatabaseKinds } from '../../testing/test-database.js';
import { createTestWallet } from '../../testing/test-wallet.js';

describe.each(testDatabaseKinds())('product terms on %s', (database) => {
  const adminWallet = createTestWallet();
  let t: TestApp;
  let admin: TestMember;
  let trader: TestMember;

  const call = <T>(who: TestMember | null, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
    t.call<T>({ method, url, headers: { ...(who?.headers ?? {}), 'accept-language': 'en-US' }, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    t = await buildTestApp({ database, env: { ADMIN_ADDRESSES: adminWallet.address } });
    await t.engineReady();
    admin = await signInMember(t, { wallet: adminWallet });
    trader = await signInMember(t);
    await fundDirectly(t, trader, '10000');
    await fundDirectly(t, trader, '10000', 'options');
  });
  afterAll(async () => {
    await t.close();
  });

  const contractOrder = (leverage: number) => call<{ id: number }>(trader, 'POST', '/api/member/ContractRecord/add', { pair: 'btcusdt', side: 'long', priceType: 'market', margin: '100', leverage });
  const option = (period: number) => call<{ id: number }>(trader, 'POST', '/api/member/optionsRecord/add', { pair: 'btcusdt', direction: 'rise', period, amount: '20' });
  const rowOf = async (table: 'contract_orders' | 'option_orders', id: number) =>
    (await sql<Record<string, string>>`select * from ${sql.table(table)} where id = ${id}`.execute(t.database.db)).rows[0];

  it('applies a change to new records only: each order and option keeps the terms it was made under', async () => {
    const before = await contractOrder(10);
    expect(before.status).toBe(200);
    const oldOption = await option(60);
    expect(oldOption.status).toBe(200);

    const contract = { leverages: [25, 2, 10], feeRate: '0.001', maintenanceMarginRate: '0.01', minMargin: '20' };
    const set = await call<ProductTermsView>(admin, 'PUT', '/api/admin/terms/contract', contract);
    expect(set.status).toBe(200);
    expect(set.body.data.terms.contract.leverages).toEqual([2, 10, 25]);
    expect(set.body.data.changed.contract?.by).toBe(admin.address.toLowerCase());
    expect((await call(admin, 'PUT', '/api/admin/terms/options', { periods: [{ period: 45, profitRate: '0.5' }, { period: 60, profitRate: '0.2' }], feeRate: '0.002', minAmount: '15' })).status).toBe(200);

    // Members are shown the new terms at once.
    expect((await call<{ rows: Array<{ leverage: number }> }>(null, 'GET', '/api/member/ContractLevel/listH5')).body.data.rows.map((row) => row.leverage)).toEqual([2, 10, 25]);
    const finance = (await call<FinanceConfig>(null, 'GET', '/api/member/financeConfig/listH5')).body.data;
    expect(finance).toMatchObject({ contractFeeRate: '0.001', maintenanceMarginRate: '0.01', contractMinMargin: '20' });
    expect(finance.options.periods).toEqual([{ period: 45, profitRate: '0.5' }, { period: 60, profitRate: '0.2' }]);

    // New records are made under them; a level or period no longer offered is refused.
    const refused = await contractOrder(5);
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe('Leverage is invalid');
    const after = await contractOrder(25);
    expect(after.status).toBe(200);
    expect((await option(30)).status).toBe(400);
    const newOption = await option(45);
    expect(newOption.status).toBe(200);

    const oldRow = await rowOf('contract_orders', before.body.data.id);
    const newRow = await rowOf('contract_orders', after.body.data.id);
    expect([Number(oldRow?.fee_rate), Number(oldRow?.maintenance_rate)]).toEqual([Number(DEFAULT_PRODUCT_TERMS.contract.feeRate), Number(DEFAULT_PRODUCT_TERMS.contract.maintenanceMarginRate)]);
    expect([Number(newRow?.fee_rate), Number(newRow?.maintenance_rate)]).toEqual([0.001, 0.01]);
    expect(Number((await rowOf('option_orders', oldOption.body.data.id))?.profit_rate)).toBe(Number(DEFAULT_PRODUCT_TERMS.options.periods.find((row) => row.period === 60)?.profitRate));
    expect(Number((await rowOf('option_orders', oldOption.body.data.id))?.fee)).toBe(0.02);
    expect(Number((await rowOf('option_orders', newOption.body.data.id))?.profit_rate)).toBe(0.5);
    expect(Number((await rowOf('option_orders', newOption.body.data.id))?.fee)).toBe(0.04);
    expect(await unbalancedAccounts(t)).toEqual([]);

    const audit = await call<{ rows: AuditRow[] }>(admin, 'GET', '/api/admin/audit?action=terms.&pageSize=50');
    const contractChange = audit.body.data.rows.find((row) => row.targetId === 'contract');
    expect(contractChange?.detail).toEqual({ before: DEFAULT_PRODUCT_TERMS.contract, after: { ...contract, leverages: [2, 10, 25] } });
  });

  it('moves withdrawal fees and minimums for new withdrawals, and refuses terms that cannot work', async () => {
    const fourEyes = { depositFourEyesUsdt: '5000', withdrawalFourEyesUsdt: '0' };
    expect((await call(admin, 'PUT', '/api/admin/terms/funds', { depositMinUsdt: '25', withdrawalMinUsdt: '30', withdrawalFeeUsdt: '2', ...fourEyes })).status).toBe(200);
    const channels = (await call<{ deposit: Array<{ coin: string; minUsdt: string }>; withdrawal: Array<{ fee: string; minAmount: string }> }>(trader, 'GET', '/api/member/config/listH5')).body.data;
    expect(channels.withdrawal.every((row) => row.fee === '2' && row.minAmount === '30')).toBe(true);
    expect(channels.deposit.every((row) => row.minUsdt === '25')).toBe(true);

    const bad = [
      ['funds', { depositMinUsdt: '10', withdrawalMinUsdt: '5', withdrawalFeeUsdt: '5', ...fourEyes }, 'Withdrawal fee is invalid'],
      ['funds', { depositMinUsdt: '10', withdrawalMinUsdt: '5', withdrawalFeeUsdt: '1', depositFourEyesUsdt: '-1', withdrawalFourEyesUsdt: '0' }, 'Four-eyes threshold for deposits is invalid'],
      ['contract', { leverages: [10, 100], feeRate: '0.0005', maintenanceMarginRate: '0.01', minMargin: '5' }, 'Maintenance margin rate is invalid'],
      ['contract', { leverages: [10, 10], feeRate: '0.0005', maintenanceMarginRate: '0.005', minMargin: '5' }, 'Leverage levels is invalid'],
      ['options', { periods: [{ period: 60, profitRate: '1.5' }], feeRate: '0.001', minAmount: '10' }, 'Profit rate is invalid'],
      ['options', { periods: [], feeRate: '0.001', minAmount: '10' }, 'Periods is invalid'],
    ] as const;
    for (const [product, body, message] of bad) {
      const answer = await call(admin, 'PUT', `/api/admin/terms/${product}`, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.msg).toBe(message);
    }
    const reviewer = await signInMember(t);
    expect((await call(admin, 'PUT', '/api/admin/operators', { address: reviewer.address, role: 'reviewer' })).status).toBe(200);
    expect((await call(reviewer, 'GET', '/api/admin/terms')).status).toBe(403);
    expect((await call(reviewer, 'PUT', '/api/admin/terms/funds', { depositMinUsdt: '1', withdrawalMinUsdt: '2', withdrawalFeeUsdt: '1' })).status).toBe(403);
    expect((await call<ProductTermsView>(admin, 'GET', '/api/admin/terms')).body.data.terms.funds).toEqual({ depositMinUsdt: '25', withdrawalMinUsdt: '30', withdrawalFeeUsdt: '2', ...fourEyes });
  });

  it('reads fund terms saved before the four-eyes thresholds existed with the default thresholds', async () => {
    const saved = { depositMinUsdt: '12', withdrawalMinUsdt: '15', withdrawalFeeUsdt: '1' };
    await t.database.db.updateTable('product_terms').set({ terms: JSON.stringify(saved) }).where('product', '=', 'funds').execute();
    const { depositFourEyesUsdt, withdrawalFourEyesUsdt } = DEFAULT_PRODUCT_TERMS.funds;
    // The process trusts what it read for two seconds; a change through the console forgets it at once.
    await expect.poll(async () => (await call<ProductTermsView>(admin, 'GET', '/api/admin/terms')).body.data.terms.funds, { timeout: 5000 }).toEqual({ ...saved, depositFourEyesUsdt, withdrawalFourEyesUsdt });
  });
});
