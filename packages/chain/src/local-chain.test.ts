import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testAccount, testDepositAccount } from './accounts.js';
import { LocalChain } from './local-chain.js';
import { LOCAL_CHAIN_ID, startLocalNode, type LocalNode } from './node.js';

describe('the local node', () => {
  let node: LocalNode;
  let chain: LocalChain;
  beforeAll(async () => {
    node = await startLocalNode();
    chain = new LocalChain(node.url);
    await chain.deployUsdt({ fund: [1] });
  }, 120_000);
  afterAll(async () => node?.stop());

  it('answers as chain 31337 and moves the test USDT', async () => {
    expect(await chain.public.getChainId()).toBe(LOCAL_CHAIN_ID);
    const to = testDepositAccount(0).address;
    await chain.sendUsdt(1, to, '12.5');
    expect(await chain.usdtBalance(to)).toBe(12_500_000n);
    expect(await chain.usdtBalance(testAccount(1).address)).toBe(999_987_500_000n);
  });

  it('takes a mined block back with evm_revert', async () => {
    const snapshot = await chain.snapshot();
    const before = await chain.head();
    await chain.mine(3);
    expect(await chain.head()).toBe(before + 3n);
    await chain.revert(snapshot);
    expect(await chain.head()).toBe(before);
  });
});
