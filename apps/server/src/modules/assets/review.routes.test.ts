import {
  DEFAULT_PRODUCT_TERMS,
  type AdminDepositRow,
  type AdminWithdrawalRow,
  type DepositRow,
  type FundTerms,
  type WithdrawalRow,
} from '@halyard/shared';
import deDE from '@halyard/shared/messages/de_DE.json' with { type: 'json' };
import enUS from '@halyard/shared/messages/en_US.json' with { type: 'json' };
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.js';
import { available, billCount, fundDirectly, randomTxHash, signInMember, unbalancedAccounts, type TestMember } from '../../testing/members.js';
import { testDatabaseKinds } from '../../testing/test-database.js';
import { createTestWallet } from '../../testing/test-wallet.js';

type Page<T> = { rows: T[]; total: number };

const ERC20_ADDRESS = '0xdAC17F958D2ee523a2206206994597C13D831ec7';

describe.each(testDatabaseKinds())('four eyes on money at the platform edge on %s', (database) => {
  const [firstWallet, secondWallet] = [createTestWallet(), createTestWallet()];
  let t: TestApp;
  let first: TestMember;
  let second: TestMember;

  beforeAll(async () => {
    t = await buildTestApp({ database, env: { ADMIN_ADDRESSES: `${firstWallet.address},${secondWallet.address}` } });
    first = await signInMember(t, { wallet: firstWallet });
    second = await signInMember(t, { wallet: secondWallet });
  });
  afterAll(async () => {
    expect(await unbalancedAccounts(t)).toEqual([]);
    await t.close();
  });

  const post = <T>(member: TestMember, url: string, payload: object = {}, headers: Record<string, string> = {}) =>
    t.call<T>({ method: 'POST', url, headers: { ...member.headers, ...headers }, payload });
  const get = <T>(member: TestMember, url: string) => t.call<T>({ method: 'GET', url, headers: member.headers });
  const setFundTerms = async (changes: Partial<FundTerms>) => {
    const response = await t.call({ method: 'PUT', url: '/api/admin/terms/funds', headers: first.headers, payload: { ...DEFAULT_PRODUCT_TERMS.funds, ...changes } });
    expect(response.status).toBe(200);
  };
  const deposit = async (member: TestMember, amount: string) => {
    const response = await post<DepositRow>(member, '/api/member/rechargeRecord/add', { coin: 'USDT', chain: 'ERC20', amount, txHash: randomTxHash() });
    expect(response.status).toBe(200);
    return response.body.data.id;
  };
  const withdraw = async (member: TestMember, amount: string, address = ERC20_ADDRESS) => {
    const response = await post<WithdrawalRow>(member, '/api/member/withdrawalRecord/add', { chain: 'ERC20', address, amount });
    expect(response.status).toBe(200);
    return response.body.data.id;
  };
  const auditOf = async (targetType: string, id: number) =>
    (await t.database.db.selectFrom('audit_log').selectAll().where('target_type', '=', targetType).where('target_id', '=', String(id)).orderBy('id').execute()).map(
      (row) => [row.actor, row.action, JSON.parse(row.detail) as Record<string, unknown>] as const,
    );
  const queueRow = async <T extends { id: number }>(viewer: TestMember, kind: 'deposits' | 'withdrawals', id: number) =>
    (await get<Page<T>>(viewer, `/api/admin/${kind}?pageSize=100`)).body.data.rows.find((row) => row.id === id);

  it("refuses an operator every step of their own deposit, audits each attempt and changes nothing", async () => {
    const id = await deposit(first, '50');
    const bills = await billCount(t, first.userId);
    for (const [action, payload] of [['check', {}], ['approve', {}], ['reject', { reason: 'mine' }]] as const) {
      const refused = await post(first, `/api/admin/deposits/${id}/${action}`, payload, { 'accept-language': 'de-DE' });
      expect(refused.status).toBe(403);
      expect(refused.body.msg).toBe(deDE.reviewOwnMoney);
    }
    expect(await available(t, first, 'fund')).toBe('0');
    expect(await billCount(t, first.userId)).toBe(bills);
    const own = await queueRow<AdminDepositRow>(first, 'deposits', id);
    expect(own?.status).toBe('submitted');
    expect(own?.review).toMatchObject({ may: [], blocked: 'ownMoney' });
    expect((await queueRow<AdminDepositRow>(second, 'deposits', id))?.review).toMatchObject({ may: ['check', 'approve', 'reject'], blocked: null });
    const actor = firstWallet.address.toLowerCase();
    expect(await auditOf('deposit', id)).toEqual(
      ['check', 'approve', 'reject'].map((attempted) => [actor, 'deposit.refused', { attempted, reason: 'ownMoney' }]),
    );
    // Another operator decides it as any other member's.
    expect((await post<DepositRow>(second, `/api/admin/deposits/${id}/approve`)).body.data.status).toBe('passed');
    expect(await available(t, first, 'fund')).toBe('50');
  });

  it("refuses an operator every step of their own withdrawal and leaves the amount frozen", async () => {
    const id = await withdraw(first, '20');
    for (const [action, payload] of [['check', {}], ['approve', { txHash: randomTxHash() }], ['reject', { reason: 'mine' }]] as const) {
      const refused = await post(first, `/api/admin/withdrawals/${id}/${action}`, payload);
      expect(refused.status).toBe(403);
      expect(refused.body.msg).toBe(enUS.reviewOwnMoney);
    }
    const row = await queueRow<AdminWithdrawalRow>(first, 'withdrawals', id);
    expect(row).toMatchObject({ status: 'submitted', review: { may: [], blocked: 'ownMoney' } });
    expect(await available(t, first, 'fund')).toBe('30');
    expect((await auditOf('withdrawal', id)).map(([, action]) => action)).toEqual(['withdrawal.refused', 'withdrawal.refused', 'withdrawal.refused']);
    expect((await post<WithdrawalRow>(second, `/api/admin/withdrawals/${id}/reject`, { reason: 'Test' })).body.data.status).toBe('rejected');
    expect(await available(t, first, 'fund')).toBe('50');
  });

  it('moves a deposit above the threshold only after a second, different operator', async () => {
    await setFundTerms({ depositFourEyesUsdt: '100' });
    const member = await signInMember(t);
    const below = await deposit(member, '100');
    expect((await post<DepositRow>(first, `/api/admin/deposits/${below}/approve`)).body.data.status).toBe('passed');
    const above = await deposit(member, '100.01');
    expect((await queueRow<AdminDepositRow>(first, 'deposits', above))?.review).toMatchObject({ usdtValue: '100.01', threshold: '100', fourEyes: true });

    const once = await post<DepositRow>(first, `/api/admin/deposits/${above}/approve`);
    expect(once.body.data.status).toBe('approved_once');
    expect(await available(t, member, 'fund')).toBe('100');
    // "To review" holds every item still to decide: the one approved once, not the one passed.
    const open = (await get<Page<AdminDepositRow>>(second, '/api/admin/deposits?status=open&pageSize=100')).body.data.rows;
    expect(open.map((row) => row.id)).toContain(above);
    expect(open.map((row) => row.id)).not.toContain(below);
    expect(new Set(open.map((row) => row.status))).toEqual(new Set(open.map((row) => row.status).filter((status) => ['submitted', 'checking', 'approved_once'].includes(status))));
    const waiting = await queueRow<AdminDepositRow>(first, 'deposits', above);
    expect(waiting?.review).toMatchObject({ firstApprovedBy: firstWallet.address.toLowerCase(), may: [], blocked: 'secondReviewer' });
    expect((await queueRow<AdminDepositRow>(second, 'deposits', above))?.review).toMatchObject({ may: ['approve', 'reject'], blocked: null });
    // The member sees it waiting, in their own list.
    expect((await get<Page<DepositRow>>(member, '/api/member/rechargeRecord/listH5')).body.data.rows[0]).toMatchObject({ id: above, status: 'approved_once' });

    for (const action of ['approve', 'reject'] as const) {
      const again = await post(first, `/api/admin/deposits/${above}/${action}`, action === 'reject' ? { reason: 'x' } : {});
      expect(again.status).toBe(403);
      expect(again.body.msg).toBe(enUS.reviewSecondReviewer);
    }
    expect(await available(t, member, 'fund')).toBe('100');

    const confirmed = await post<DepositRow>(second, `/api/admin/deposits/${above}/approve`);
    expect(confirmed.body.data).toMatchObject({ status: 'passed', creditedUsdt: '100.01' });
    expect(await available(t, member, 'fund')).toBe('200.01');
    const [firstActor, secondActor] = [firstWallet, secondWallet].map((wallet) => wallet.address.toLowerCase());
    expect((await auditOf('deposit', above)).map(([actor, action, detail]) => [actor, action, detail.firstApprovedBy ?? detail.reason ?? detail.threshold])).toEqual([
      [firstActor, 'deposit.approveFirst', '100'],
      [firstActor, 'deposit.refused', 'secondReviewer'],
      [firstActor, 'deposit.refused', 'secondReviewer'],
      [secondActor, 'deposit.approve', firstActor],
    ]);
  });

  it('lets a second operator reject a deposit approved once, and 0 puts every deposit under four eyes', async () => {
    await setFundTerms({ depositFourEyesUsdt: '0' });
    const member = await signInMember(t);
    const id = await deposit(member, '10');
    expect((await post<DepositRow>(second, `/api/admin/deposits/${id}/approve`)).body.data.status).toBe('approved_once');
    const rejected = await post<DepositRow>(first, `/api/admin/deposits/${id}/reject`, { reason: 'No such transfer on chain' });
    expect(rejected.body.data).toMatchObject({ status: 'rejected', reason: 'No such transfer on chain' });
    expect(await available(t, member, 'fund')).toBe('0');
  });

  it('pays a withdrawal above the threshold only on the second approval, which records the payout', async () => {
    await setFundTerms({ withdrawalFourEyesUsdt: '50' });
    const member = await signInMember(t);
    await fundDirectly(t, member, '200');
    const id = await withdraw(member, '60');

    const early = await post(first, `/api/admin/withdrawals/${id}/approve`, { txHash: randomTxHash() });
    expect(early.status).toBe(422);
    expect(early.body.msg).toBe(enUS.withdrawalPayoutAfterSecondReview);
    expect((await post<WithdrawalRow>(first, `/api/admin/withdrawals/${id}/approve`)).body.data).toMatchObject({ status: 'approved_once', txHash: null });
    const frozen = await t.database.db.selectFrom('accounts').select('frozen').where('user_id', '=', member.userId).where('account', '=', 'fund').executeTakeFirstOrThrow();
    expect(Number(frozen.frozen)).toBe(60);

    const noHash = await post(second, `/api/admin/withdrawals/${id}/approve`);
    expect(noHash.status).toBe(400);
    expect(noHash.body.msg).toBe(enUS.withdrawalPayoutTxRequired);
    const payout = randomTxHash();
    expect((await post<WithdrawalRow>(second, `/api/admin/withdrawals/${id}/approve`, { txHash: payout })).body.data).toMatchObject({ status: 'passed', txHash: payout });
    expect(await available(t, member, 'fund')).toBe('140');
    expect((await auditOf('withdrawal', id)).map(([, action]) => action)).toEqual(['withdrawal.approveFirst', 'withdrawal.approve']);

    // At or below the threshold one approval with the payout pays it, as before.
    const small = await withdraw(member, '50');
    expect((await post<WithdrawalRow>(first, `/api/admin/withdrawals/${small}/approve`, { txHash: randomTxHash() })).body.data.status).toBe('passed');
  });

  it('tells the reviewer who the member is, what they moved, where the money goes and who sent it', async () => {
    await setFundTerms({ depositFourEyesUsdt: '10000', withdrawalFourEyesUsdt: '10000' });
    const member = await signInMember(t);
    const other = await signInMember(t);
    await sql`update users set kind = 'agent', credit_score = 87, created_at = now() - interval '10 days 1 hour' where id = ${member.userId}`.execute(t.database.db);
    await post(first, `/api/admin/deposits/${await deposit(member, '300')}/approve`);
    await post(first, `/api/admin/deposits/${await deposit(member, '200.5')}/approve`);
    const paid = await withdraw(member, '100');
    await post(first, `/api/admin/withdrawals/${paid}/approve`, { txHash: randomTxHash() });
    await fundDirectly(t, other, '50');
    await withdraw(other, '20');

    const again = await withdraw(member, '30', ERC20_ADDRESS.toLowerCase());
    const fresh = await withdraw(member, '30', '0x52908400098527886E0F7030069857D2E4169EE7');
    const [sameRow, freshRow] = await Promise.all([again, fresh].map((id) => queueRow<AdminWithdrawalRow>(second, 'withdrawals', id)));
    expect(sameRow?.member).toMatchObject({
      kind: 'agent',
      ageDays: 10,
      creditScore: 87,
      deposits: { count: 2, sumUsdt: '500.5' },
      withdrawals: { count: 1, sumUsdt: '100' },
    });
    // Another spelling of an address paid before is the same address.
    expect(sameRow).toMatchObject({ address: ERC20_ADDRESS, addressHistory: { paidToMember: 1, otherMembers: expect.any(Number) } });
    expect(sameRow?.addressHistory.otherMembers).toBeGreaterThanOrEqual(1);
    expect(freshRow?.addressHistory).toEqual({ paidToMember: 0, otherMembers: 0 });

    const own = await post<DepositRow>(member, '/api/member/rechargeRecord/add', { coin: 'USDT', chain: 'ERC20', amount: '15', txHash: randomTxHash() });
    const claimed = await post<DepositRow>(member, '/api/member/rechargeRecord/add', { coin: 'USDT', chain: 'ERC20', amount: '15', txHash: randomTxHash(), sender: ERC20_ADDRESS });
    expect(own.body.data.sender?.toLowerCase()).toBe(member.address.toLowerCase());
    expect((await queueRow<AdminDepositRow>(second, 'deposits', own.body.data.id))?.senderIsMember).toBe(true);
    expect((await queueRow<AdminDepositRow>(second, 'deposits', claimed.body.data.id))).toMatchObject({ sender: ERC20_ADDRESS, senderIsMember: false });
    const typo = await post(member, '/api/member/rechargeRecord/add', { coin: 'USDT', chain: 'ERC20', amount: '15', txHash: randomTxHash(), sender: ERC20_ADDRESS.replace('dAC', 'DaC') });
    expect([typo.status, typo.body.msg]).toEqual([400, 'Sender address is invalid']);
    const bitcoin = await post(member, '/api/member/rechargeRecord/add', { coin: 'BTC', chain: 'BTC', amount: '1', txHash: randomTxHash().slice(2), sender: ERC20_ADDRESS });
    expect(bitcoin.status).toBe(400);
  });
});
