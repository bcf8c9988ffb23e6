import { DEMO_PRIVATE_KEY, WITHDRAWAL_ADDRESS_BOOK_MAX, type WithdrawalAddressCheck, type WithdrawalAddressRow, type WithdrawalRow } from '@halyard/shared';
import enUS from '@halyard/shared/messages/en_US.json' with { type: 'json' };
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.js';
import { fundDirectly, randomTxHash, signInMember, unbalancedAccounts, type TestMember } from '../../testing/members.js';
import { testDatabaseKinds } from '../../testing/test-database.js';
import { createTestWallet } from '../../testing/test-wallet.js';

type Page<T> = { rows: T[]; total: number };

const ERC20_ADDRESS = '0xdAC17F958D2ee523a2206206994597C13D831ec7';
const TRC20_ADDRESS = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';

describe.each(testDatabaseKinds())("a member's withdrawal address book on %s", (database) => {
  const operatorWallet = createTestWallet();
  let t: TestApp;
  let operator: TestMember;

  beforeAll(async () => {
    t = await buildTestApp({ database, env: { ADMIN_ADDRESSES: operatorWallet.address } });
    operator = await signInMember(t, { wallet: operatorWallet });
  });
  afterAll(async () => {
    expect(await unbalancedAccounts(t)).toEqual([]);
    await t.close();
  });

  const call = <T>(member: TestMember, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    t.call<T>({ method, url, headers: member.headers, ...(payload ? { payload } : {}) });
  const check = async (member: TestMember, chain: string, address: string) =>
    (await call<WithdrawalAddressCheck>(member, 'GET', `/api/member/withdrawalAddress/check?chain=${chain}&address=${address}`)).body.data;

  it('keeps labelled addresses in one spelling, refuses bad and repeated ones, and shows them newest first', async () => {
    const member = await signInMember(t);
    const ledger = await call<WithdrawalAddressRow>(member, 'POST', '/api/member/withdrawalAddress/add', { chain: 'ERC20', address: ERC20_ADDRESS.toLowerCase(), label: 'Ledger' });
    expect(ledger.body.data).toMatchObject({ chain: 'ERC20', address: ERC20_ADDRESS, label: 'Ledger', paidCount: 0 });
    await call(member, 'POST', '/api/member/withdrawalAddress/add', { chain: 'TRC20', address: TRC20_ADDRESS, label: 'Office' });

    const again = await call(member, 'POST', '/api/member/withdrawalAddress/add', { chain: 'ERC20', address: ERC20_ADDRESS, label: 'Twice' });
    expect([again.status, again.body.msg]).toEqual([422, enUS.withdrawalAddressExists]);
    const bad = await call(member, 'POST', '/api/member/withdrawalAddress/add', { chain: 'TRC20', address: ERC20_ADDRESS, label: 'Wrong' });
    expect([bad.status, bad.body.msg]).toEqual([400, 'Enter a valid Tron address']);
    const blank = await call(member, 'POST', '/api/member/withdrawalAddress/add', { chain: 'ERC20', address: ERC20_ADDRESS, label: '  ' });
    expect(blank.status).toBe(400);

    const list = (await call<Page<WithdrawalAddressRow>>(member, 'GET', '/api/member/withdrawalAddress/listH5')).body.data;
    expect(list.total).toBe(2);
    expect(list.rows.map((row) => row.label)).toEqual(['Office', 'Ledger']);
    // Another member sees none of them and cannot remove them.
    const other = await signInMember(t);
    expect((await call<Page<WithdrawalAddressRow>>(other, 'GET', '/api/member/withdrawalAddress/listH5')).body.data.total).toBe(0);
    expect((await call(other, 'DELETE', `/api/member/withdrawalAddress/${ledger.body.data.id}`)).status).toBe(404);
    expect((await call(member, 'DELETE', `/api/member/withdrawalAddress/${ledger.body.data.id}`)).status).toBe(200);
    expect((await call<Page<WithdrawalAddressRow>>(member, 'GET', '/api/member/withdrawalAddress/listH5')).body.data.rows.map((row) => row.label)).toEqual(['Office']);
  });

  it('tells the confirmation whether a destination is new to the member until a withdrawal there is paid', async () => {
    const member = await signInMember(t);
    await fundDirectly(t, member, '100');
    await call(member, 'POST', '/api/member/withdrawalAddress/add', { chain: 'ERC20', address: ERC20_ADDRESS, label: 'Ledger' });
    expect(await check(member, 'ERC20', ERC20_ADDRESS.toLowerCase())).toEqual({ paidBefore: 0, label: 'Ledger' });
    const withdrawal = await call<WithdrawalRow>(member, 'POST', '/api/member/withdrawalRecord/add', { chain: 'ERC20', address: ERC20_ADDRESS.toLowerCase(), amount: '20' });
    expect(withdrawal.body.data.address).toBe(ERC20_ADDRESS);
    expect(await check(member, 'ERC20', ERC20_ADDRESS)).toEqual({ paidBefore: 0, label: 'Ledger' });
    await call(operator, 'POST', `/api/admin/withdrawals/${withdrawal.body.data.id}/approve`, { txHash: randomTxHash() });
    expect(await check(member, 'ERC20', ERC20_ADDRESS)).toEqual({ paidBefore: 1, label: 'Ledger' });
    expect((await call<Page<WithdrawalAddressRow>>(member, 'GET', '/api/member/withdrawalAddress/listH5')).body.data.rows[0]?.paidCount).toBe(1);
    // Paid to one member is still new to another.
    expect(await check(await signInMember(t), 'ERC20', ERC20_ADDRESS)).toEqual({ paidBefore: 0, label: null });
    const invalid = await call(member, 'GET', '/api/member/withdrawalAddress/check?chain=ERC20&address=0x1234');
    expect([invalid.status, invalid.body.msg]).toEqual([400, 'Enter a valid Ethereum address']);
  });

  it(`holds at most ${WITHDRAWAL_ADDRESS_BOOK_MAX} addresses, and none for the demo account`, async () => {
    const member = await signInMember(t);
    const values = Array.from({ length: WITHDRAWAL_ADDRESS_BOOK_MAX }, (_, index) => ({
      user_id: member.userId,
      chain: 'ERC20' as const,
      address: `0x${(index + 1).toString(16).padStart(40, '0')}`,
      label: `Wallet ${index + 1}`,
    }));
    await t.database.db.insertInto('withdrawal_addresses').values(values).execute();
    const full = await call(member, 'POST', '/api/member/withdrawalAddress/add', { chain: 'TRC20', address: TRC20_ADDRESS, label: 'One more' });
    expect([full.status, full.body.msg]).toEqual([422, enUS.withdrawalAddressBookFull.replace('{max}', String(WITHDRAWAL_ADDRESS_BOOK_MAX))]);
    const demo = await signInMember(t, { wallet: createTestWallet(DEMO_PRIVATE_KEY) });
    expect((await call(demo, 'POST', '/api/member/withdrawalAddress/add', { chain: 'TRC20', address: TRC20_ADDRESS, label: 'Demo' })).status).toBe(403);
  });
});
