import { testDepositXpub } from '@halyard/chain';
import { RESERVE_ZERO, addReserveAmounts, reserveAmount, type DepositAddress, type ReserveSnapshot } from '@halyard/shared';
import { depositAddressAt } from '@halyard/shared/hd-address';
import { erc20Abi, formatEther, formatUnits, type Address } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.js';
import { available, fundDirectly, signInMember, type TestMember } from '../../testing/members.js';
import { startTestChain, type TestChain } from '../../testing/test-chain.js';
import { createTestWallet } from '../../testing/test-wallet.js';
import type { TakenReserveSnapshot } from './reserves.service.js';

const WAIT = { timeout: 20_000, interval: 50 };
/** A wallet the platform declares (set straight in its table here: the four-eyes flow has its own tests). */
const DECLARED = '0x00000000000000000000000000000000000c0ffe';

describe('reserves read on a real node', () => {
  const adminWallet = createTestWallet();
  let node: TestChain;
  let t: TestApp;
  let admin: TestMember;

  beforeAll(async () => {
    node = await startTestChain({ confirmations: 3 });
    t = await buildTestApp({ env: { ...node.env, ADMIN_ADDRESSES: adminWallet.address } });
    admin = await signInMember(t, { wallet: adminWallet });
    await t.engineReady();
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await node?.stop();
  });

  const addressOf = async (member: TestMember) =>
    (await t.call<DepositAddress>({ method: 'GET', url: '/api/member/depositAddress?chain=ERC20', headers: member.headers })).body.data.address as Address;

  /** What anyone computes from the published fields alone: derive 0 … n − 1 from the xpub, add the wallets, read at the block. */
  async function recompute(snapshot: ReserveSnapshot): Promise<string> {
    const reserves = snapshot.reserves;
    if (!reserves) throw new Error('no reserves published');
    const addresses = [...Array.from({ length: reserves.addresses }, (_, index) => depositAddressAt(reserves.xpub, index)), ...reserves.wallets] as Address[];
    const blockNumber = BigInt(reserves.blockNumber);
    let total = RESERVE_ZERO;
    for (const address of addresses) {
      const amount =
        snapshot.coin === 'ETH'
          ? formatEther(await node.chain.public.getBalance({ address, blockNumber }))
          : formatUnits(await node.chain.public.readContract({ address: node.chain.usdt, abi: erc20Abi, functionName: 'balanceOf', args: [address], blockNumber }), 6);
      total = addReserveAmounts(total, reserveAmount(amount));
    }
    return total;
  }

  it("publishes each chain coin's reserves at the snapshot's block: the sum of every derived address and declared wallet", async () => {
    const [usdtMember, ethMember, bookMember] = [await signInMember(t), await signInMember(t), await signInMember(t)];
    const [usdtAddress, ethAddress] = [await addressOf(usdtMember), await addressOf(ethMember)];
    await t.database.db.insertInto('reserve_wallets').values({ address: DECLARED, label: 'cold', proposed_by: 'a', approved_by: 'b' }).execute();
    await node.chain.sendUsdt(1, usdtAddress, '250');
    await node.chain.sendEth(2, ethAddress, '0.75');
    await node.chain.sendUsdt(1, DECLARED, '12.5');
    await node.chain.sendEth(2, DECLARED, '0.1');
    await node.chain.mine(3);
    await expect.poll(() => available(t, usdtMember, 'fund'), WAIT).toBe('250');
    // ETH deposits are credited in USDT at the index price; members hold ETH by trading (posted here).
    await expect.poll(async () => Number(await available(t, ethMember, 'fund')), WAIT).toBeGreaterThan(0);
    const ethCredit = await available(t, ethMember, 'fund');
    await t.runtime.money.transaction((trx) =>
      t.runtime.money.post(trx, {
        type: 'deposit',
        ref: { type: 'test', id: 'eth' },
        sides: [
          { member: bookMember.userId, account: 'fund', coin: 'ETH', available: '0.3' },
          { platform: 'deposits', coin: 'ETH', amount: '-0.3' },
        ],
      }),
    );
    // Credited in the books without anything on chain: liabilities above reserves, as the ratio must show.
    await fundDirectly(t, bookMember, '100');

    const head = await node.chain.head();
    const taken = await t.call<TakenReserveSnapshot>({ method: 'POST', url: '/api/admin/reserves/snapshot', headers: admin.headers });
    expect(taken.status).toBe(200);
    const [eth, usdt] = taken.body.data.coins as [ReserveSnapshot, ReserveSnapshot];
    expect([eth.coin, eth.reservesStatus, eth.liabilities, usdt.coin, usdt.reservesStatus, usdt.liabilities]).toEqual([
      'ETH',
      'read',
      '0.300000000000000000',
      'USDT',
      'read',
      addReserveAmounts(reserveAmount('350'), reserveAmount(ethCredit)),
    ]);
    for (const snapshot of [eth, usdt]) {
      expect(snapshot.reserves).toMatchObject({ blockNumber: Number(head), addresses: 2, xpub: testDepositXpub(), wallets: [DECLARED] });
      expect(snapshot.reserves?.amount).toBe(await recompute(snapshot));
    }
    expect(usdt.reserves?.amount).toBe('262.500000000000000000');
    expect(eth.reserves?.amount).toBe('0.850000000000000000');

    // Money that moves after the block does not change what was published: it was read at the block.
    await node.chain.sendUsdt(1, usdtAddress, '1');
    const listed = await t.call<{ rows: ReserveSnapshot[] }>({ method: 'GET', url: '/api/reserves?coin=USDT' });
    expect(listed.body.data.rows[0]).toEqual(usdt);
    expect(await recompute(usdt)).toBe('262.500000000000000000');
  }, 60_000);
});
