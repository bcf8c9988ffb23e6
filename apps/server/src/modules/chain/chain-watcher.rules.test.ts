import { testAccount } from '@halyard/chain';
import Decimal from '@halyard/shared/decimal';
import type { DepositAddress } from '@halyard/shared';
import { createWalletClient, encodeFunctionData, erc20Abi, http, parseUnits, type Address } from 'viem';
import { hardhat } from 'viem/chains';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.js';
import { ledgerProblems } from '../../testing/load-audit.js';
import { available, signInMember, type TestMember } from '../../testing/members.js';
import { startTestChain, type TestChain } from '../../testing/test-chain.js';
import { testDatabaseKinds } from '../../testing/test-database.js';
import type { ChainNode } from './chain-node.js';
import { createChainWatcher, type ChainWatcherOptions } from './chain-watcher.service.js';

const WAIT = { timeout: 20_000, interval: 50 };

/**
 * The watcher's rules, each driven round by round (or polled with a deadline) on a real node: the
 * app's own watcher is stopped, so the one under test is the only one.
 */
describe.each(testDatabaseKinds())('the chain watcher’s rules on %s', (database) => {
  let node: TestChain;
  let t: TestApp;
  const logged: Array<{ level: string; message?: string; object: object }> = [];
  const log = {
    info: (object: object, message?: string) => logged.push({ level: 'info', object, message }),
    warn: (object: object, message?: string) => logged.push({ level: 'warn', object, message }),
    error: (object: object, message?: string) => logged.push({ level: 'error', object, message }),
  };

  beforeAll(async () => {
    node = await startTestChain({ confirmations: 3 });
    t = await buildTestApp({ database, env: node.env });
    await t.engineReady();
    await t.runtime.engine.end();
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await node?.stop();
  });
  beforeEach(async () => {
    logged.length = 0;
    await t.database.db.deleteFrom('chain_cursor').execute();
    await t.database.db.deleteFrom('chain_blocks').execute();
  });
  afterEach(async () => {
    expect(await ledgerProblems(t.database.db)).toEqual([]);
  });

  function watcher(options: Partial<ChainWatcherOptions> = {}) {
    const { services, push, clock } = t.runtime;
    const chainNode = services.chainNode;
    if (!chainNode) throw new Error('no node');
    return createChainWatcher({
      db: t.database.db,
      node: chainNode,
      money: services.money,
      terms: services.terms,
      push,
      clock,
      log,
      usdtRate: (coin) => services.market.usdtRate(coin),
      pollMs: 50,
      rangeBlocks: 500,
      ...options,
    });
  }
  async function addressOf(member: TestMember): Promise<Address> {
    return (await t.call<DepositAddress>({ method: 'GET', url: '/api/member/depositAddress?chain=ERC20', headers: member.headers })).body.data.address as Address;
  }
  const depositOf = (txHash: string) => t.database.db.selectFrom('deposits').selectAll().where('tx_hash', '=', txHash).executeTakeFirst();
  const cursor = () => t.database.db.selectFrom('chain_cursor').selectAll().executeTakeFirstOrThrow();
  const head = async () => Number(await node.chain.head());

  it('starts at CHAIN_START_BLOCK (its cursor one below), or without it at the node’s head', async () => {
    const member = await signInMember(t);
    const earlier = await node.chain.sendUsdt(1, await addressOf(member), '12');
    const earlierBlock = await head();
    await node.chain.mine(2);
    const fromBlock = watcher({ startBlock: earlierBlock });
    expect(await fromBlock.round()).toEqual({ processed: await head(), behind: false });
    expect(await depositOf(earlier)).toMatchObject({ status: 'passed', block_number: earlierBlock });

    await t.database.db.deleteFrom('chain_cursor').execute();
    const unseen = await node.chain.sendUsdt(1, await addressOf(member), '13');
    const fromHead = watcher();
    expect(await fromHead.round()).toEqual({ processed: await head(), behind: false });
    await node.chain.mine(3);
    await fromHead.round();
    // The head at the first start counts as processed: what was in it is before the watcher's time.
    expect(await depositOf(unseen)).toBeUndefined();
  });

  it('catches up in ranges of CHAIN_RANGE_BLOCKS, keeps a window of max(2 × confirmations, 64) blocks, and reports each round', async () => {
    const ranged = watcher({ rangeBlocks: 40 });
    const start = (await ranged.round()).processed ?? 0;
    await node.chain.mine(100);
    const rounds = [];
    for (let round = 0; round < 5; round += 1) rounds.push(await ranged.round());
    expect(rounds).toEqual([
      { processed: start + 40, behind: true },
      { processed: start + 80, behind: true },
      { processed: start + 100, behind: false },
      { processed: start + 100, behind: false },
      { processed: start + 100, behind: false },
    ]);
    const blocks = await t.database.db.selectFrom('chain_blocks').select('number').orderBy('number').execute();
    expect(blocks.map((block) => block.number)).toEqual(Array.from({ length: 64 }, (_, index) => start + 37 + index));

    // Polling: behind, the rounds follow one another; the hook hears each processed head, and its failure stops nothing.
    await t.database.db.deleteFrom('chain_cursor').execute();
    await t.database.db.deleteFrom('chain_blocks').execute();
    const heard: number[] = [];
    const first = await head();
    const polling = watcher({
      rangeBlocks: 10,
      startBlock: first - 30,
      afterRound: async (processed) => {
        heard.push(processed);
        if (heard.length === 1) throw new Error('the hook broke');
      },
    });
    const stop = polling.start();
    try {
      await expect.poll(() => heard.at(-1), WAIT).toBe(first);
      expect(heard.slice(0, 3)).toEqual([first - 21, first - 11, first - 1]);
      expect(logged.some((entry) => entry.level === 'error' && entry.message?.includes('after-round hook'))).toBe(true);
    } finally {
      await stop();
    }
  });

  it('keeps a node error on the cursor row, retries at the next poll, and clears it after a good round', async () => {
    const { services } = t.runtime;
    const real = services.chainNode as ChainNode;
    let down = false;
    const client = new Proxy(real.client, {
      get(target, property, receiver) {
        if (down && property === 'getBlockNumber') return () => Promise.reject(new Error('the node is down'));
        return Reflect.get(target, property, receiver) as unknown;
      },
    });
    const flaky = watcher({ node: { ...real, client } });
    const stop = flaky.start();
    try {
      await expect.poll(async () => (await t.database.db.selectFrom('chain_cursor').select('block_number').execute()).length, WAIT).toBe(1);
      down = true;
      await expect.poll(async () => (await cursor()).last_error, WAIT).toContain('the node is down');
      expect((await cursor()).last_error_at).toBeInstanceOf(Date);
      expect(logged.some((entry) => entry.level === 'warn' && JSON.stringify(entry.object).includes('the node is down'))).toBe(true);
      down = false;
      await node.chain.mine(1);
      await expect.poll(async () => (await cursor()).last_error, WAIT).toBeNull();
      // The round that cleared the error may have read the head just before the new block: the next one reaches it.
      const reached = await head();
      await expect.poll(async () => (await cursor()).block_number, WAIT).toBe(reached);
    } finally {
      await stop();
    }
  });

  it('raises deepReorg for a fork below the whole stored window and continues from the node’s block below it', async () => {
    const rounds = watcher();
    const start = (await rounds.round()).processed ?? 0;
    const snapshot = await node.chain.snapshot();
    await node.chain.mine(70);
    expect((await rounds.round()).processed).toBe(start + 70);
    await node.chain.revert(snapshot);
    // Later timestamps: the new branch's blocks differ from the old ones at every height.
    await node.chain.test.increaseTime({ seconds: 3600 });
    await node.chain.mine(72);
    expect(await rounds.round()).toEqual({ processed: start + 6, behind: true });
    const alarms = await t.database.db.selectFrom('chain_alarms').selectAll().where('kind', '=', 'deepReorg').execute();
    expect(alarms.map((alarm) => JSON.parse(alarm.detail) as unknown)).toEqual([
      { reason: 'no stored block is on the node chain', cursorBlock: start + 70, oldestStored: start + 7, resumedFrom: start + 6 },
    ]);
    expect((await cursor()).block_hash).toBe((await node.chain.public.getBlock({ blockNumber: BigInt(start + 6) })).hash);
    expect(await rounds.round()).toEqual({ processed: start + 72, behind: false });
    expect(logged.some((entry) => entry.level === 'error' && entry.message?.includes('deeper than the stored window'))).toBe(true);
    await t.database.db.deleteFrom('chain_alarms').execute();
  });

  it('values ETH when it credits it: without a quote it waits; under the minimum at the quote then it is below_minimum', async () => {
    const member = await signInMember(t);
    const address = await addressOf(member);
    const market: { quote?: Decimal } = {};
    const rounds = watcher({ usdtRate: (coin) => (coin === 'USDT' ? new Decimal(1) : market.quote) });
    await rounds.round();
    const large = await node.chain.sendEth(8, address, '1');
    const small = await node.chain.sendEth(8, address, '0.001');
    await node.chain.mine(3);
    await rounds.round();
    await rounds.round();
    expect([(await depositOf(large))?.status, (await depositOf(small))?.status]).toEqual(['detected', 'detected']);
    expect(await available(t, member, 'fund')).toBe('0');

    market.quote = new Decimal('3000.5');
    await rounds.round();
    const valued = async (txHash: string) => {
      const row = await depositOf(txHash);
      return row && { status: row.status, rate: row.rate && new Decimal(row.rate).toFixed(), credited: row.credited_usdt && new Decimal(row.credited_usdt).toFixed(), by: row.reviewed_by };
    };
    expect(await valued(large)).toEqual({ status: 'passed', rate: '3000.5', credited: '3000.5', by: 'chain' });
    expect(await valued(small)).toEqual({ status: 'below_minimum', rate: '3000.5', credited: null, by: null });
    expect(await available(t, member, 'fund')).toBe('3000.5');
    const kinds = await t.database.db.selectFrom('messages').select('kind').where('user_id', '=', member.userId).orderBy('id').execute();
    expect(kinds.map((message) => message.kind)).toEqual(['depositDetected', 'depositDetected', 'depositPassed', 'depositBelowMinimum']);
  });

  it('brings back a dropped transfer mined again on the new branch, and credits it once', async () => {
    const member = await signInMember(t);
    const address = await addressOf(member);
    const rounds = watcher();
    await rounds.round();
    // One signed transaction, sent on the old branch and again on the new one: the same hash and log.
    const wallet = createWalletClient({ chain: hardhat, account: testAccount(7), transport: http(node.node.url) });
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [address, parseUnits('42', 6)] });
    const signed = await wallet.signTransaction(await wallet.prepareTransactionRequest({ to: node.chain.usdt, data }));
    const snapshot = await node.chain.snapshot();
    const txHash = await node.chain.public.sendRawTransaction({ serializedTransaction: signed });
    await rounds.round();
    const seen = await depositOf(txHash);
    expect(seen).toMatchObject({ status: 'detected' });

    await node.chain.revert(snapshot);
    await node.chain.mine(1);
    expect(await node.chain.public.sendRawTransaction({ serializedTransaction: signed })).toBe(txHash);
    await rounds.round();
    expect(await depositOf(txHash)).toMatchObject({ id: seen?.id, status: 'dropped' });
    await rounds.round();
    const again = await depositOf(txHash);
    expect(again).toMatchObject({ id: seen?.id, status: 'detected', block_number: (seen?.block_number ?? 0) + 1 });
    expect(again?.block_hash).not.toBe(seen?.block_hash);

    await node.chain.mine(2);
    await rounds.round();
    expect(await depositOf(txHash)).toMatchObject({ status: 'passed' });
    expect(await available(t, member, 'fund')).toBe('42');
    const kinds = await t.database.db.selectFrom('messages').select('kind').where('user_id', '=', member.userId).orderBy('id').execute();
    expect(kinds.map((message) => message.kind)).toEqual(['depositDetected', 'depositDropped', 'depositDetected', 'depositPassed']);
  });
});
