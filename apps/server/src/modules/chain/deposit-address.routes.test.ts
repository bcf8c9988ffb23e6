import { testDepositAccount } from '@halyard/chain';
import type { DepositAddress, MoneyConfig } from '@halyard/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.js';
import { signInMember } from '../../testing/members.js';
import { startTestChain, type TestChain } from '../../testing/test-chain.js';

describe("a member's own deposit address", () => {
  let chain: TestChain;
  let t: TestApp;
  beforeAll(async () => {
    chain = await startTestChain();
    t = await buildTestApp({ env: chain.env });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await chain?.stop();
  });

  it('is assigned once, the next index, and derives from the public key as the operator’s wallet does', async () => {
    const first = await signInMember(t);
    const second = await signInMember(t);
    const url = '/api/member/depositAddress?chain=ERC20';
    const a = await t.call<DepositAddress>({ method: 'GET', url, headers: first.headers });
    const b = await t.call<DepositAddress>({ method: 'GET', url, headers: second.headers });
    expect(a.status).toBe(200);
    expect(b.body.data.index).toBe(a.body.data.index + 1);
    for (const answer of [a.body.data, b.body.data]) expect(answer.address).toBe(testDepositAccount(answer.index).address);
    // Asked again, on either Ethereum chain: the same address for ever.
    const again = await t.call<DepositAddress>({ method: 'GET', url: '/api/member/depositAddress?chain=ETH', headers: first.headers });
    expect(again.body.data).toEqual({ chain: 'ETH', address: a.body.data.address, index: a.body.data.index });
  });

  it('makes Ethereum deposits credited by the chain, and refuses a report of one', async () => {
    const member = await signInMember(t);
    const config = await t.call<MoneyConfig>({ method: 'GET', url: '/api/member/config/listH5', headers: member.headers });
    const usdt = config.body.data.deposit.find((channel) => channel.chain === 'ERC20');
    expect(usdt).toMatchObject({ credit: 'chain', confirmations: 3, address: '' });
    const report = await t.call({
      method: 'POST',
      url: '/api/member/rechargeRecord/add',
      headers: member.headers,
      payload: { coin: 'USDT', chain: 'ERC20', amount: '50', txHash: `0x${'cd'.repeat(32)}` },
    });
    expect(report.status).toBe(422);
    expect(report.body.msg).toContain('credited by the chain');
  });

  it('refuses a chain it does not know, and answers 404 where chain deposits are off', async () => {
    const member = await signInMember(t);
    expect((await t.call({ method: 'GET', url: '/api/member/depositAddress?chain=BTC', headers: member.headers })).status).toBe(400);
    const plain = await buildTestApp();
    try {
      const other = await signInMember(plain);
      const off = await plain.call({ method: 'GET', url: '/api/member/depositAddress?chain=ERC20', headers: other.headers });
      expect(off.status).toBe(404);
      expect(off.body.msg).toContain('not switched on');
    } finally {
      await plain.close();
    }
  });

  it('refuses to start against a node of another chain than CHAIN_ID', async () => {
    await expect(buildTestApp({ env: { ...chain.env, CHAIN_ID: '1' } })).rejects.toThrow(/chain 31337, but CHAIN_ID is 1/);
  });
});
