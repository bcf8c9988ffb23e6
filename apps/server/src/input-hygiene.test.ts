import type { DepositRow, MemberRow, SpotRow } from '@halyard/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './testing/build-test-app.js';
import { billCount, fundMember, randomTxHash, signInMember, type TestMember } from './testing/members.js';
import { testDatabaseKinds } from './testing/test-database.js';
import { createTestWallet } from './testing/test-wallet.js';

/**
 * The input rules of packages/shared (input-rules.ts) across the modules that do not test them
 * beside their own routes: numeric text capped before trimming, control characters refused before
 * the database sees them, each with a message naming the field.
 */
describe.each(testDatabaseKinds())('input hygiene across the API, on %s', (database) => {
  const operatorWallet = createTestWallet();
  let t: TestApp;
  let operator: TestMember;
  let member: TestMember;

  beforeAll(async () => {
    t = await buildTestApp({ database, env: { ADMIN_ADDRESSES: operatorWallet.address } });
    operator = await signInMember(t, { wallet: operatorWallet });
    member = await signInMember(t);
  });
  afterAll(async () => {
    await t.close();
  });

  const send = <T>(who: TestMember, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.call<T>({ method, url, headers: { ...who.headers, 'accept-language': 'en-US' }, ...(payload ? { payload } : {}) });

  it('refuses a deposit amount padded to 10,000 characters, and records no deposit', async () => {
    const padded = await send(member, 'POST', '/api/member/rechargeRecord/add', { coin: 'USDT', chain: 'ERC20', amount: `${' '.repeat(9_998)}10`, txHash: randomTxHash() });
    expect(padded.status).toBe(400);
    expect(padded.body.msg).toBe('Enter a valid deposit amount');
    const coin = await send(member, 'POST', '/api/member/rechargeRecord/add', { coin: 'US\u0000DT', chain: 'ERC20', amount: '10', txHash: randomTxHash() });
    expect(coin.status).toBe(400);
    expect(coin.body.msg).toBe('Coin contains control characters, which are not allowed');
    expect((await send<{ total: number }>(member, 'GET', '/api/member/rechargeRecord/listH5')).body.data.total).toBe(0);
  });

  it('caps every decimal a member types at 40 characters, and moves no money', async () => {
    const trader = await signInMember(t);
    await fundMember(t, operator, trader, '100');
    const bills = await billCount(t, trader.userId);
    const long = `0.${'0'.repeat(37)}1`;
    const spot = await send(trader, 'POST', '/api/member/spotOrder/add', { pair: 'btcusdt', side: 'buy', priceType: 'limit', price: `${' '.repeat(40)}1`, amount: '0.001' });
    expect(spot.status).toBe(400);
    expect(spot.body.msg).toBe('Price can be at most 40 characters long');
    expect((await send(trader, 'POST', '/api/member/transferRecord/add', { coin: 'USDT', amount: long, from: 'fund', to: 'options' })).status).toBe(400);
    expect((await send<{ total: number; rows: SpotRow[] }>(trader, 'GET', '/api/member/spotOrder/listH5')).body.data.total).toBe(0);
    expect(await billCount(t, trader.userId)).toBe(bills);
  });

  it('refuses control characters in a reason or an address before anything changes', async () => {
    const deposit = await send<DepositRow>(member, 'POST', '/api/member/rechargeRecord/add', { coin: 'USDT', chain: 'ERC20', amount: '20', txHash: randomTxHash() });
    expect(deposit.status).toBe(200);
    const reject = await send(operator, 'POST', `/api/admin/deposits/${deposit.body.data.id}/reject`, { reason: 'Wrong\u0000 hash' });
    expect(reject.status).toBe(400);
    expect(reject.body.msg).toBe('Reason contains control characters, which are not allowed');
    expect((await send<DepositRow>(member, 'GET', `/api/member/rechargeRecord/${deposit.body.data.id}`)).body.data.status).toBe('submitted');
    const withdrawal = await send(member, 'POST', '/api/member/withdrawalRecord/add', { chain: 'ERC20', address: '0x\u00850000000000000000000000000000000000dEaD', amount: '10' });
    expect(withdrawal.status).toBe(400);
    expect(withdrawal.body.msg).toBe('Address contains control characters, which are not allowed');
  });

  it('refuses control characters in what a member or an operator searches for, before the database sees them', async () => {
    const keyword = await t.call({ method: 'GET', url: '/api/system/bulletin/listH5?keyword=fee%00s', headers: { 'accept-language': 'de-DE' } });
    expect(keyword.status).toBe(400);
    expect(keyword.body.msg).toBe('Suchbegriff enthält Steuerzeichen, die nicht erlaubt sind');
    const search = await send<{ rows: MemberRow[] }>(operator, 'GET', '/api/admin/members?q=0x%07');
    expect(search.status).toBe(400);
    expect(search.body.msg).toBe('Search contains control characters, which are not allowed');
    expect((await send(operator, 'GET', `/api/admin/members?q=${'a'.repeat(65)}`)).body.msg).toBe('Search can be at most 64 characters long');
  });
});
