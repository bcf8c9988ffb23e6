import enUS from '@halyard/shared/messages/en_US.json' with { type: 'json' };
import type { DepositRow, MoneyConfig } from '@halyard/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../lib/clock.js';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.js';
import { randomTxHash, signInMember, unbalancedAccounts, type TestMember } from '../../testing/members.js';
import { ScriptedFeed } from '../../testing/scripted-feed.js';
import { testDatabaseKinds } from '../../testing/test-database.js';
import { createTestWallet } from '../../testing/test-wallet.js';

/**
 * A coin's deposit limits follow its index price, which the simulated market moves every second:
 * the market here holds still (BTC at 43210.12, ETH at 2345.67, from the first second on), so an
 * expectation read from the channels is the one the server checks a moment later.
 */
const BTC_PRICE = '43210.12';
/** 10,000,000 USDT ÷ 43210.12, truncated to BTC's 8 places (rounded up it would end in 1). */
const BTC_MAX = '231.4272675';

describe.each(testDatabaseKinds())('what a deposit may claim, on %s', (database) => {
  const [operatorWallet, secondWallet] = [createTestWallet(), createTestWallet()];
  const feed = new ScriptedFeed(systemClock, '1');
  feed.setPrice('btcusdt', BTC_PRICE, 0);
  feed.setPrice('ethusdt', '2345.67', 0);
  let t: TestApp;
  let operator: TestMember;
  let second: TestMember;

  beforeAll(async () => {
    t = await buildTestApp({ database, marketFeed: feed, env: { ADMIN_ADDRESSES: `${operatorWallet.address},${secondWallet.address}` } });
    operator = await signInMember(t, { wallet: operatorWallet });
    second = await signInMember(t, { wallet: secondWallet });
  });
  afterAll(async () => {
    expect(await unbalancedAccounts(t)).toEqual([]);
    await t.close();
  });

  const deposit = (member: TestMember, payload: object) =>
    t.call<DepositRow>({ method: 'POST', url: '/api/member/rechargeRecord/add', headers: member.headers, payload });

  it('lets one of twenty concurrent claims of one transaction through, and tells the others why', async () => {
    const members = await Promise.all(Array.from({ length: 4 }, () => signInMember(t)));
    const txHash = randomTxHash();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) => deposit(members[index % 4] as TestMember, { coin: 'USDT', chain: 'ERC20', amount: '100', txHash })),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    const refused = answers.filter((answer) => answer.status !== 200);
    expect(refused).toHaveLength(19);
    for (const answer of refused) expect(answer).toMatchObject({ status: 422, body: { msg: enUS.depositTxUsed } });
    const rows = await t.database.db.selectFrom('deposits').select('id').where('tx_hash', '=', txHash).execute();
    expect(rows).toHaveLength(1);
  });

  it('refuses a transaction already used on the same network under another chain', async () => {
    const member = await signInMember(t);
    const txHash = randomTxHash();
    expect((await deposit(member, { coin: 'USDT', chain: 'ERC20', amount: '50', txHash })).status).toBe(200);
    const again = await deposit(member, { coin: 'ETH', chain: 'ETH', amount: '1', txHash });
    expect(again).toMatchObject({ status: 422, body: { msg: enUS.depositTxUsed } });
    // The same 64 hex digits on another network are another transaction.
    const bitcoin = await deposit(member, { coin: 'BTC', chain: 'BTC', amount: '0.01', txHash: txHash.slice(2) });
    expect(bitcoin.status).toBe(200);
  });

  it('refuses a deposit above its maximum, so no approval can overflow a balance', async () => {
    const member = await signInMember(t);
    const config = await t.call<MoneyConfig>({ method: 'GET', url: '/api/member/config/listH5', headers: member.headers });
    const btc = config.body.data.deposit.find((channel) => channel.coin === 'BTC');
    expect(btc).toMatchObject({ rate: BTC_PRICE, maxAmount: BTC_MAX });
    const refusal = enUS.depositAboveMaximum.replace('{max}', BTC_MAX).replace('{coin}', 'BTC');
    // One satoshi above the maximum is as far above it as the largest number.
    for (const amount of ['999999999999999999', '100000000', '231.42726751']) {
      const answer = await deposit(member, { coin: 'BTC', chain: 'BTC', amount, txHash: randomTxHash().slice(2) });
      expect([answer.status, answer.body.msg], amount).toEqual([422, refusal]);
    }
    const atMost = await deposit(member, { coin: 'BTC', chain: 'BTC', amount: BTC_MAX, txHash: randomTxHash().slice(2) });
    expect(atMost.status).toBe(200);
    const approve = (who: TestMember) => t.call<DepositRow>({ method: 'POST', url: `/api/admin/deposits/${atMost.body.data.id}/approve`, headers: who.headers });
    // Far above the four-eyes threshold: a second operator's approval credits it.
    expect((await approve(operator)).body.data.status).toBe('approved_once');
    const approved = await approve(second);
    expect(approved.status).toBe(200);
    // 231.4272675 × 43210.12, truncated to USDT's 6 places: just under the 10,000,000 maximum.
    expect(approved.body.data).toMatchObject({ rate: BTC_PRICE, creditedUsdt: '9999999.999947' });
    // Later approvals for the same member still work.
    const next = await deposit(member, { coin: 'USDT', chain: 'ERC20', amount: '10', txHash: randomTxHash() });
    expect((await t.call({ method: 'POST', url: `/api/admin/deposits/${next.body.data.id}/approve`, headers: operator.headers })).status).toBe(200);
  });

  it('refuses transfer and withdrawal amounts beyond any real balance as invalid', async () => {
    const member = await signInMember(t);
    const transfer = await t.call({
      method: 'POST',
      url: '/api/member/transferRecord/add',
      headers: member.headers,
      payload: { coin: 'USDT', from: 'fund', to: 'options', amount: '1000000000.01' },
    });
    expect(transfer).toMatchObject({ status: 400, body: { msg: enUS.transferAmountInvalid } });
  });

  it('answers 4xx, never 500, to ids the database cannot hold, on member and operator routes', async () => {
    const member = await signInMember(t);
    const reads = ['/api/member/transferRecord', '/api/member/rechargeRecord', '/api/member/withdrawalRecord'];
    const decisions = ['/api/admin/deposits/{id}/check', '/api/admin/deposits/{id}/approve', '/api/admin/withdrawals/{id}/check'];
    for (const id of ['2147483648', '99999999999', '1e10', '-1', '0', '1.5', 'abc']) {
      for (const path of reads) {
        const answer = await t.call({ method: 'GET', url: `${path}/${id}`, headers: member.headers });
        expect(answer.status, `${path}/${id}`).toBe(400);
      }
      for (const path of decisions) {
        const answer = await t.call({ method: 'POST', url: path.replace('{id}', id), headers: operator.headers });
        expect(answer.status, `${path} ${id}`).toBe(400);
      }
    }
    const farPage = await t.call({ method: 'GET', url: '/api/member/bill/listH5?pageNum=99999999999999', headers: member.headers });
    expect(farPage.status).toBe(400);
  });
});
