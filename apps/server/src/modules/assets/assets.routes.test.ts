import Decimal from '@halyard/shared/decimal';
import {
  DEMO_PRIVATE_KEY,
  type BillRow,
  type DepositRow,
  type MoneyConfig,
  type TransferRow,
  type WithdrawalRow,
} from '@halyard/shared';
import deDE from '@halyard/shared/messages/de_DE.json' with { type: 'json' };
import enUS from '@halyard/shared/messages/en_US.json' with { type: 'json' };
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../lib/clock.js';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.js';
import { available, balancesOf, billCount, fundMember, randomTxHash, signInMember, unbalancedAccounts, type TestMember } from '../../testing/members.js';
import { ScriptedFeed } from '../../testing/scripted-feed.js';
import { testDatabaseKinds } from '../../testing/test-database.js';
import { createTestWallet } from '../../testing/test-wallet.js';

type Page<T> = { rows: T[]; total: number };

/** A checksummed Ethereum address and a Tron address, both valid. */
const ERC20_ADDRESS = '0xdAC17F958D2ee523a2206206994597C13D831ec7';
const TRC20_ADDRESS = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';

/** The ETH index price, held still: a rate read at one second is the rate the server uses at the next. */
const ETH_PRICE = '2345.67';

describe.each(testDatabaseKinds())('accounts and money movement on %s', (database) => {
  const operatorWallet = createTestWallet();
  const feed = new ScriptedFeed(systemClock, '1');
  feed.setPrice('ethusdt', ETH_PRICE, 0);
  feed.setPrice('btcusdt', '43210.12', 0);
  let t: TestApp;
  let operator: TestMember;

  beforeAll(async () => {
    t = await buildTestApp({ database, marketFeed: feed, env: { ADMIN_ADDRESSES: operatorWallet.address } });
    operator = await signInMember(t, { wallet: operatorWallet });
  });
  afterAll(async () => {
    expect(await unbalancedAccounts(t)).toEqual([]);
    await t.close();
  });

  const post = <T>(member: TestMember, url: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.call<T>({ method: 'POST', url, headers: { ...member.headers, ...headers }, payload: payload as object });
  const get = <T>(member: TestMember, url: string) => t.call<T>({ method: 'GET', url, headers: member.headers });

  it('shows every account of a new member at zero, and the demo account with its virtual funds', async () => {
    const member = await signInMember(t);
    const balances = await balancesOf(t, member);
    expect(balances).toEqual({
      accounts: [
        { account: 'fund', coin: 'USDT', available: '0', frozen: '0' },
        { account: 'options', coin: 'USDT', available: '0', frozen: '0' },
        { account: 'staking', coin: 'USDT', available: '0', frozen: '0' },
        { account: 'mining', coin: 'ETH', available: '0', frozen: '0' },
      ],
      totalUsdt: '0',
    });
    const demo = await signInMember(t, { wallet: createTestWallet(DEMO_PRIVATE_KEY) });
    const demoBalances = await balancesOf(t, demo);
    expect(demoBalances.totalUsdt).toBe('120000');
    expect(demoBalances.accounts[0]).toEqual({ account: 'fund', coin: 'USDT', available: '100000', frozen: '0' });
  });

  it('gives the deposit and withdrawal channels with live rates', async () => {
    const member = await signInMember(t, { acceptAgreement: false });
    const config = (await get<MoneyConfig>(member, '/api/member/config/listH5')).body.data;
    const usdt = config.deposit.find((channel) => channel.coin === 'USDT');
    expect(usdt).toMatchObject({ chain: 'ERC20', network: 'Ethereum', rate: '1', minAmount: '10', demoAddress: true });
    const eth = config.deposit.find((channel) => channel.coin === 'ETH');
    // 10 USDT ÷ 2345.67, rounded up at ETH's 8 places: the least that is worth the minimum.
    expect(eth).toMatchObject({ chain: 'ETH', rate: ETH_PRICE, minAmount: '0.00426318' });
    expect(new Decimal(eth?.minAmount ?? 0).times(eth?.rate ?? 0).gte(10)).toBe(true);
    expect(config.withdrawal.map((channel) => [channel.chain, channel.fee, channel.minAmount])).toEqual([
      ['ERC20', '1', '10'],
      ['TRC20', '1', '10'],
    ]);
  });

  it('credits a deposit only when an operator passes it, at the rate of that moment, with its bill and audit', async () => {
    const member = await signInMember(t);
    const submitted = await post<DepositRow>(member, '/api/member/rechargeRecord/add', { coin: 'USDT', chain: 'ERC20', amount: '250.5', txHash: randomTxHash() });
    expect(submitted.status).toBe(200);
    expect(submitted.body.data).toMatchObject({ status: 'submitted', amount: '250.5', creditedUsdt: null, address: '0x000000000000000000000000000000000000dEaD' });
    expect(await available(t, member, 'fund')).toBe('0');

    const id = submitted.body.data.id;
    const queue = await get<Page<DepositRow & { mbId: string }>>(operator, '/api/admin/deposits?status=submitted');
    expect(queue.body.data.rows.map((row) => row.id)).toContain(id);
    expect((await post<DepositRow>(operator, `/api/admin/deposits/${id}/check`, {})).body.data.status).toBe('checking');
    const approved = await post<DepositRow>(operator, `/api/admin/deposits/${id}/approve`, {});
    expect(approved.body.data).toMatchObject({ status: 'passed', rate: '1', creditedUsdt: '250.5' });
    expect(await available(t, member, 'fund')).toBe('250.5');
    expect((await get<DepositRow>(member, `/api/member/rechargeRecord/${id}`)).body.data.status).toBe('passed');

    const bills = await get<Page<BillRow>>(member, '/api/member/bill/listH5?type=deposit');
    expect(bills.body.data.rows).toEqual([
      expect.objectContaining({ account: 'fund', coin: 'USDT', type: 'deposit', amount: '250.5', availableAfter: '250.5', refType: 'deposit', refId: String(id) }),
    ]);
    // A second decision is refused and changes nothing.
    const again = await post(operator, `/api/admin/deposits/${id}/approve`, {});
    expect(again.status).toBe(422);
    expect(again.body.msg).toBe(enUS.reviewAlreadyDecided);
    expect(await available(t, member, 'fund')).toBe('250.5');
    const audit = await t.database.db.selectFrom('audit_log').selectAll().where('target_type', '=', 'deposit').where('target_id', '=', String(id)).orderBy('id').execute();
    expect(audit.map((row) => [row.actor, row.action])).toEqual([
      [operatorWallet.address.toLowerCase(), 'deposit.check'],
      [operatorWallet.address.toLowerCase(), 'deposit.approve'],
    ]);
  });

  it('credits an ETH deposit at the ETH index price and a rejected one not at all', async () => {
    const member = await signInMember(t);
    const eth = await post<DepositRow>(member, '/api/member/rechargeRecord/add', { coin: 'ETH', chain: 'ETH', amount: '0.5', txHash: randomTxHash() });
    expect(eth.status).toBe(200);
    const approved = await post<DepositRow>(operator, `/api/admin/deposits/${eth.body.data.id}/approve`, {});
    expect(approved.body.data).toMatchObject({ rate: ETH_PRICE, creditedUsdt: '1172.835' });
    expect(await available(t, member, 'fund')).toBe(approved.body.data.creditedUsdt);

    const other = await post<DepositRow>(member, '/api/member/rechargeRecord/add', { coin: 'USDT', chain: 'ERC20', amount: '40', txHash: randomTxHash() });
    const rejected = await post<DepositRow>(operator, `/api/admin/deposits/${other.body.data.id}/reject`, { reason: 'No such transaction on chain' });
    expect(rejected.body.data).toMatchObject({ status: 'rejected', reason: 'No such transaction on chain', creditedUsdt: null });
    expect(await available(t, member, 'fund')).toBe(approved.body.data.creditedUsdt);
  });

  it('refuses bad deposits with the spec messages, in the caller language, and records nothing', async () => {
    const member = await signInMember(t);
    const before = (await get<Page<DepositRow>>(member, '/api/member/rechargeRecord/listH5')).body.data.total;
    const cases: Array<[object, number, string]> = [
      [{ coin: 'USDT', chain: 'ERC20', txHash: randomTxHash() }, 400, deDE.depositAmountRequired],
      [{ coin: 'USDT', chain: 'ERC20', amount: '', txHash: randomTxHash() }, 400, deDE.depositAmountRequired],
      [{ coin: 'USDT', chain: 'ERC20', amount: '-5', txHash: randomTxHash() }, 400, deDE.depositAmountInvalid],
      [{ coin: 'USDT', chain: 'ERC20', amount: '9.99', txHash: randomTxHash() }, 422, deDE.depositBelowMinimum.replace('{min}', '10').replace('{coin}', 'USDT')],
      [{ coin: 'USDT', chain: 'ERC20', amount: '20', txHash: '0x1234' }, 400, deDE.fieldInvalid.replace('{field}', deDE.fields.txHash)],
      [{ coin: 'DOGE', chain: 'ERC20', amount: '20', txHash: randomTxHash() }, 422, deDE.depositChannelUnknown.replace('{coin}', 'DOGE').replace('{chain}', 'ERC20')],
    ];
    for (const [payload, status, message] of cases) {
      const response = await post(member, '/api/member/rechargeRecord/add', payload, { 'accept-language': 'de-DE' });
      expect([response.status, response.body.msg], JSON.stringify(payload)).toEqual([status, message]);
    }
    const txHash = randomTxHash();
    expect((await post(member, '/api/member/rechargeRecord/add', { coin: 'USDT', chain: 'ERC20', amount: '20', txHash })).status).toBe(200);
    const reused = await post(member, '/api/member/rechargeRecord/add', { coin: 'USDT', chain: 'ERC20', amount: '30', txHash: txHash.toUpperCase().replace('0X', '0x') });
    expect([reused.status, reused.body.msg]).toEqual([422, enUS.depositTxUsed]);
    expect((await get<Page<DepositRow>>(member, '/api/member/rechargeRecord/listH5')).body.data.total).toBe(before + 1);
  });

  it('moves USDT between accounts with two bills, and lists the transfer', async () => {
    const member = await signInMember(t);
    await fundMember(t, operator, member, '100');
    const transfer = await post<TransferRow>(member, '/api/member/transferRecord/add', { coin: 'USDT', amount: '30.25', from: 'fund', to: 'options' });
    expect(transfer.status).toBe(200);
    expect(transfer.body.data).toMatchObject({ amount: '30.25', from: 'fund', to: 'options', status: 'done' });
    expect(await available(t, member, 'fund')).toBe('69.75');
    expect(await available(t, member, 'options')).toBe('30.25');
    const bills = (await get<Page<BillRow>>(member, '/api/member/bill/listH5')).body.data.rows;
    expect(bills.slice(0, 2).map((bill) => [bill.account, bill.type, bill.amount, bill.refId])).toEqual([
      ['options', 'transfer_in', '30.25', String(transfer.body.data.id)],
      ['fund', 'transfer_out', '-30.25', String(transfer.body.data.id)],
    ]);
    const list = (await get<Page<TransferRow>>(member, '/api/member/transferRecord/listH5')).body.data;
    expect(list).toEqual({ rows: [transfer.body.data], total: 1 });
    expect((await get<TransferRow>(member, `/api/member/transferRecord/${transfer.body.data.id}`)).body.data).toEqual(transfer.body.data);
  });

  it('refuses bad transfers clearly and changes nothing', async () => {
    const member = await signInMember(t);
    await fundMember(t, operator, member, '50');
    const bills = await billCount(t, member.userId);
    const cases: Array<[unknown, number, string]> = [
      [{ coin: 'USDT', amount: '-1', from: 'fund', to: 'options' }, 400, enUS.transferAmountInvalid],
      [{ coin: 'USDT', amount: '0', from: 'fund', to: 'options' }, 400, enUS.transferAmountInvalid],
      [{ coin: 'USDT', amount: 'abc', from: 'fund', to: 'options' }, 400, enUS.transferAmountInvalid],
      [{ coin: 'USDT', amount: '1e309', from: 'fund', to: 'options' }, 400, enUS.transferAmountInvalid],
      [{ coin: 'USDT', amount: '1.234', from: 'fund', to: 'options' }, 400, enUS.transferAmountInvalid],
      [{ coin: 'USDT', amount: 5, from: 'fund', to: 'options' }, 400, enUS.transferAmountInvalid],
      [{ coin: 'USDT', from: 'fund', to: 'options' }, 400, enUS.transferAmountInvalid],
      [{ coin: 'USDT', amount: '5', from: 'fund', to: 'fund' }, 422, enUS.transferSameAccount],
      [{ coin: 'USDT', amount: '5', from: 'fund', to: 'mining' }, 400, enUS.fieldInvalid.replace('{field}', enUS.fields.to)],
      [{ coin: 'ETH', amount: '5', from: 'fund', to: 'options' }, 400, enUS.fieldInvalid.replace('{field}', enUS.fields.coin)],
      [{ coin: 'USDT', amount: '50.01', from: 'fund', to: 'options' }, 422, enUS.insufficientBalance],
      ['not json', 400, enUS.invalidBody],
    ];
    for (const [payload, status, message] of cases) {
      const response = await post(member, '/api/member/transferRecord/add', payload);
      expect([response.status, response.body.msg], JSON.stringify(payload)).toEqual([status, message]);
    }
    expect(await available(t, member, 'fund')).toBe('50');
    expect(await billCount(t, member.userId)).toBe(bills);
  });

  it('freezes a withdrawal, pays it out on approval, and returns it on rejection', async () => {
    const member = await signInMember(t);
    await fundMember(t, operator, member, '100');
    const first = await post<WithdrawalRow>(member, '/api/member/withdrawalRecord/add', { chain: 'ERC20', address: ERC20_ADDRESS, amount: '40' });
    expect(first.body.data).toMatchObject({ status: 'submitted', amount: '40', fee: '1', actualAmount: '39', coin: 'USDT' });
    let fund = (await balancesOf(t, member)).accounts[0];
    expect([fund?.available, fund?.frozen]).toEqual(['60', '40']);

    const paid = await post<WithdrawalRow>(operator, `/api/admin/withdrawals/${first.body.data.id}/approve`, { txHash: randomTxHash() });
    expect(paid.body.data.status).toBe('passed');
    expect(paid.body.data.txHash).toMatch(/^0x[0-9a-f]{64}$/);
    fund = (await balancesOf(t, member)).accounts[0];
    expect([fund?.available, fund?.frozen]).toEqual(['60', '0']);

    const second = await post<WithdrawalRow>(member, '/api/member/withdrawalRecord/add', { chain: 'TRC20', address: TRC20_ADDRESS, amount: '25.5' });
    fund = (await balancesOf(t, member)).accounts[0];
    expect([fund?.available, fund?.frozen]).toEqual(['34.5', '25.5']);
    const rejected = await post<WithdrawalRow>(operator, `/api/admin/withdrawals/${second.body.data.id}/reject`, { reason: 'Address on a sanctions list' });
    expect(rejected.body.data).toMatchObject({ status: 'rejected', reason: 'Address on a sanctions list' });
    fund = (await balancesOf(t, member)).accounts[0];
    expect([fund?.available, fund?.frozen]).toEqual(['60', '0']);
    const types = (await get<Page<BillRow>>(member, '/api/member/bill/listH5?account=fund')).body.data.rows.map((bill) => bill.type);
    expect(types.slice(0, 4)).toEqual(['withdrawal_unfreeze', 'withdrawal_freeze', 'withdrawal_paid', 'withdrawal_freeze']);
  });

  it('checks the withdrawal address per chain and the minimum', async () => {
    const member = await signInMember(t);
    await fundMember(t, operator, member, '100');
    const cases: Array<[object, number, string]> = [
      [{ chain: 'ERC20', address: '0xdAC17F958D2ee523a2206206994597C13D831Ec7', amount: '20' }, 400, enUS.withdrawalAddressInvalid.replace('{network}', 'Ethereum')],
      [{ chain: 'ERC20', address: TRC20_ADDRESS, amount: '20' }, 400, enUS.withdrawalAddressInvalid.replace('{network}', 'Ethereum')],
      [{ chain: 'TRC20', address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u', amount: '20' }, 400, enUS.withdrawalAddressInvalid.replace('{network}', 'Tron')],
      [{ chain: 'TRC20', address: TRC20_ADDRESS }, 400, enUS.withdrawalAmountRequired],
      [{ chain: 'TRC20', address: TRC20_ADDRESS, amount: 'ten' }, 400, enUS.withdrawalAmountInvalid],
      [{ chain: 'TRC20', address: TRC20_ADDRESS, amount: '9.99' }, 422, enUS.withdrawalBelowMinimum.replace('{min}', '10').replace('{coin}', 'USDT')],
      [{ chain: 'TRC20', address: TRC20_ADDRESS, amount: '100.01' }, 422, enUS.insufficientBalance],
      [{ chain: 'BEP20', address: TRC20_ADDRESS, amount: '20' }, 400, enUS.fieldInvalid.replace('{field}', enUS.fields.chain)],
    ];
    for (const [payload, status, message] of cases) {
      const response = await post(member, '/api/member/withdrawalRecord/add', payload);
      expect([response.status, response.body.msg], JSON.stringify(payload)).toEqual([status, message]);
    }
    const fund = (await balancesOf(t, member)).accounts[0];
    expect([fund?.available, fund?.frozen]).toEqual(['100', '0']);
    expect((await get<Page<WithdrawalRow>>(member, '/api/member/withdrawalRecord/listH5')).body.data.total).toBe(0);
  });

  it("never shows another member's records, and lets only operators review", async () => {
    const owner = await signInMember(t);
    const stranger = await signInMember(t);
    await fundMember(t, operator, owner, '50');
    const transfer = await post<TransferRow>(owner, '/api/member/transferRecord/add', { coin: 'USDT', amount: '5', from: 'fund', to: 'staking' });
    const withdrawal = await post<WithdrawalRow>(owner, '/api/member/withdrawalRecord/add', { chain: 'ERC20', address: ERC20_ADDRESS, amount: '10' });
    const deposit = await post<DepositRow>(owner, '/api/member/rechargeRecord/add', { coin: 'USDT', chain: 'ERC20', amount: '10', txHash: randomTxHash() });
    for (const url of [
      `/api/member/transferRecord/${transfer.body.data.id}`,
      `/api/member/withdrawalRecord/${withdrawal.body.data.id}`,
      `/api/member/rechargeRecord/${deposit.body.data.id}`,
      '/api/member/rechargeRecord/999999',
    ]) {
      const response = await get(stranger, url);
      expect([response.status, response.body.msg], url).toEqual([404, enUS.notFound]);
    }
    expect((await get(stranger, '/api/member/rechargeRecord/abc')).status).toBe(400);
    for (const url of ['/api/admin/deposits', '/api/admin/withdrawals']) expect((await get(stranger, url)).status).toBe(403);
    const sneaky = await post(stranger, `/api/admin/deposits/${deposit.body.data.id}/approve`, {});
    expect([sneaky.status, sneaky.body.msg]).toEqual([403, enUS.forbidden]);
    expect((await get<DepositRow>(owner, `/api/member/rechargeRecord/${deposit.body.data.id}`)).body.data.status).toBe('submitted');
    expect((await t.call({ method: 'GET', url: '/api/admin/deposits' })).status).toBe(401);
  });

  it('refuses deposits and withdrawals of the demo account, but lets it transfer', async () => {
    const demo = await signInMember(t, { wallet: createTestWallet(DEMO_PRIVATE_KEY) });
    const deposit = await post(demo, '/api/member/rechargeRecord/add', { coin: 'USDT', chain: 'ERC20', amount: '20', txHash: randomTxHash() }, { 'accept-language': 'de-DE' });
    expect([deposit.status, deposit.body.msg]).toEqual([403, deDE.mockNotSupported]);
    const withdrawal = await post(demo, '/api/member/withdrawalRecord/add', { chain: 'ERC20', address: ERC20_ADDRESS, amount: '20' });
    expect([withdrawal.status, withdrawal.body.msg]).toEqual([403, enUS.mockNotSupported]);
    const transfer = await post(demo, '/api/member/transferRecord/add', { coin: 'USDT', amount: '100', from: 'fund', to: 'options' });
    expect(transfer.status).toBe(200);
    const demoBalances = await balancesOf(t, demo);
    expect(demoBalances.accounts.slice(0, 2).map((row) => row.available)).toEqual(['99900', '10100']);
  });

  it('asks for the user agreement before money moves', async () => {
    const member = await signInMember(t, { acceptAgreement: false });
    const response = await post(member, '/api/member/transferRecord/add', { coin: 'USDT', amount: '1', from: 'fund', to: 'options' });
    expect(response.body.code).toBe(100000032);
  });

  it('moves money once per Idempotency-Key and refuses the key for another request', async () => {
    const member = await signInMember(t);
    await fundMember(t, operator, member, '100');
    const body = { coin: 'USDT', amount: '10', from: 'fund', to: 'options' };
    const key = { 'idempotency-key': 'transfer-1' };
    const first = await post<TransferRow>(member, '/api/member/transferRecord/add', body, key);
    const replay = await post<TransferRow>(member, '/api/member/transferRecord/add', body, key);
    expect(replay.status).toBe(200);
    expect(replay.body.data).toEqual(first.body.data);
    expect(await available(t, member, 'fund')).toBe('90');
    const other = await post(member, '/api/member/transferRecord/add', { ...body, amount: '11' }, key);
    expect([other.status, other.body.msg]).toEqual([422, enUS.idempotencyKeyReused]);
    // Concurrent replays of a fresh key still move the money once.
    const concurrent = await Promise.all(
      Array.from({ length: 10 }, () => post<TransferRow>(member, '/api/member/transferRecord/add', body, { 'idempotency-key': 'transfer-2' })),
    );
    expect(concurrent.every((response) => response.status === 200)).toBe(true);
    expect(new Set(concurrent.map((response) => response.body.data.id)).size).toBe(1);
    expect(await available(t, member, 'fund')).toBe('80');
    // A refused request leaves its key unused: fixed, it goes through.
    const tooMuch = await post(member, '/api/member/transferRecord/add', { ...body, amount: '500' }, { 'idempotency-key': 'transfer-3' });
    expect(tooMuch.status).toBe(422);
    const bad = await post(member, '/api/member/transferRecord/add', body, { 'idempotency-key': 'x'.repeat(101) });
    expect([bad.status, bad.body.msg]).toEqual([400, enUS.idempotencyKeyInvalid]);
  });

  it('pages bills newest first and filters them by account and type', async () => {
    const member = await signInMember(t);
    await fundMember(t, operator, member, '100');
    for (let index = 1; index <= 6; index += 1) {
      await post(member, '/api/member/transferRecord/add', { coin: 'USDT', amount: String(index), from: 'fund', to: 'staking' });
    }
    const page1 = (await get<Page<BillRow>>(member, '/api/member/bill/listH5?pageNum=1&pageSize=5')).body.data;
    expect(page1.total).toBe(13);
    expect(page1.rows).toHaveLength(5);
    const page3 = (await get<Page<BillRow>>(member, '/api/member/bill/listH5?pageNum=3&pageSize=5')).body.data;
    expect(page3.rows).toHaveLength(3);
    expect(page3.rows[2]?.type).toBe('deposit');
    const staking = (await get<Page<BillRow>>(member, '/api/member/bill/listH5?account=staking')).body.data;
    expect(staking.total).toBe(6);
    expect(staking.rows.map((bill) => bill.availableAfter)).toEqual(['21', '15', '10', '6', '3', '1']);
    const outs = (await get<Page<BillRow>>(member, '/api/member/bill/listH5?account=fund&type=transfer_out&pageSize=2')).body.data;
    expect([outs.total, outs.rows.map((bill) => bill.amount)]).toEqual([6, ['-6', '-5']]);
    expect((await get(member, '/api/member/bill/listH5?type=lottery')).status).toBe(400);
  });
});
