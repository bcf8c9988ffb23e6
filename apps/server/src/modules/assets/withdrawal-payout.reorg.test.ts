import { compileContract, testAccount } from '@halyard/chain';
import { formatMessage } from '@halyard/shared';
import enUS from '@halyard/shared/messages/en_US.json' with { type: 'json' };
import { createWalletClient, encodeFunctionData, http, keccak256, parseUnits, type Address, type Hash, type Hex } from 'viem';
import { hardhat } from 'viem/chains';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createManualClock } from '../../testing/build-test-app.js';
import { unbalancedAccounts } from '../../testing/members.js';
import { PAYER, payoutTestApp } from '../../testing/payouts.js';
import { PAYOUT_MISSING_GRACE_MS } from './withdrawal-payout.service.js';
import { startTestChain, type TestChain } from '../../testing/test-chain.js';
import { testDatabaseKinds } from '../../testing/test-database.js';

/**
 * A sent payout through what the chain may do before its confirmations: wait in the pool, be
 * re-mined in another block by a reorganisation, or be re-mined reverted. Each is read again
 * after every round of the watcher (driven here as the watcher does, with the node's head).
 */
describe.each(testDatabaseKinds())('sent payouts through pools and reorganisations on %s', (database) => {
  let chain: TestChain;
  let app: Awaited<ReturnType<typeof payoutTestApp>>;
  // Time moves only where a test moves it: a payout missing from the node is held for a day.
  const clock = createManualClock();

  beforeAll(async () => {
    chain = await startTestChain({ confirmations: 3 });
    app = await payoutTestApp(database, chain, clock);
    // The chain is moved by hand here (a pool, snapshots): the test runs each round of the watcher itself, between its steps.
    await app.t.runtime.engine.end();
  }, 120_000);
  afterEach(async () => {
    expect(await unbalancedAccounts(app.t)).toEqual([]);
  });
  afterAll(async () => {
    await app?.t.close();
    await chain?.stop();
  });

  const { abi } = compileContract('TestUSDT');
  const wallet = (index: number) => createWalletClient({ chain: hardhat, account: testAccount(index), transport: http(chain.node.url) });
  /** Signs a call of the token without sending it: the same transaction can then be mined on two branches. */
  async function signedCall(from: number, data: Hex): Promise<{ hash: Hash; send(): Promise<Hash> }> {
    const client = wallet(from);
    const raw = await client.signTransaction(await client.prepareTransactionRequest({ to: chain.chain.usdt, data, gas: 200_000n }));
    return { hash: keccak256(raw), send: () => client.sendRawTransaction({ serializedTransaction: raw }) };
  }

  it('waits for a payout still in the pool, then counts it from the block it is mined in', async () => {
    const { first, member, withdraw, approve, withdrawal, confirm } = app;
    const row = await withdraw(await member(), '40');
    await chain.chain.test.setAutomine(false);
    const hash = await wallet(PAYER).writeContract({ address: chain.chain.usdt, abi, functionName: 'transfer', args: [row.address as Address, parseUnits('39', 6)] });
    const sent = await approve(first, row.id, hash);
    expect(sent.body.data).toMatchObject({ status: 'sent', txHash: hash, confirmations: 0, requiredConfirmations: 3 });
    expect(await withdrawal(row.id)).toMatchObject({ payout_block_number: null, payout_log_index: null });
    await confirm();
    expect((await withdrawal(row.id)).status).toBe('sent');
    await chain.chain.mine(1);
    await chain.chain.test.setAutomine(true);
    await confirm();
    const mined = await chain.chain.public.getTransactionReceipt({ hash });
    expect(await withdrawal(row.id)).toMatchObject({ status: 'sent', payout_block_number: Number(mined.blockNumber) });
    await chain.chain.mine(2);
    await confirm();
    expect((await withdrawal(row.id)).status).toBe('passed');
  });

  it('follows a payout a reorganisation re-mined in another block, and pays it at N confirmations there', async () => {
    const { first, member, withdraw, approve, withdrawal, confirm } = app;
    const row = await withdraw(await member(), '40');
    const snapshot = await chain.chain.snapshot();
    const payout = await signedCall(PAYER, encodeFunctionData({ abi, functionName: 'transfer', args: [row.address as Address, parseUnits('39', 6)] }));
    await payout.send();
    expect((await approve(first, row.id, payout.hash)).body.data.status).toBe('sent');
    const before = (await withdrawal(row.id)).payout_block_number ?? 0;
    await chain.chain.mine(1);
    // The branch is replaced: two empty blocks, then the same transaction two blocks later.
    await chain.chain.revert(snapshot);
    await chain.chain.mine(2);
    await payout.send();
    await confirm();
    expect(await withdrawal(row.id)).toMatchObject({ status: 'sent', payout_block_number: before + 2 });
    await chain.chain.mine(1);
    await confirm();
    expect((await withdrawal(row.id)).status).toBe('sent');
    await chain.chain.mine(1);
    await confirm();
    expect(await withdrawal(row.id)).toMatchObject({ status: 'passed', payout_block_number: before + 2 });
  });

  it('returns a payout re-mined reverted to the operators with the reason and an alarm, the amount still frozen', async () => {
    const { first, second, member, withdraw, approve, withdrawal, fund, confirm, messagesOf, t } = app;
    const owner = await member();
    const row = await withdraw(owner, '140');
    expect((await approve(first, row.id)).body.data.status).toBe('approved_once');
    // The payout moves USDT the payer was allowed to spend: on the new branch the allowance is gone first.
    const holder = 4;
    await wallet(holder).writeContract({ address: chain.chain.usdt, abi, functionName: 'approve', args: [testAccount(PAYER).address, parseUnits('1000', 6)] });
    const snapshot = await chain.chain.snapshot();
    const payout = await signedCall(PAYER, encodeFunctionData({ abi, functionName: 'transferFrom', args: [testAccount(holder).address, row.address as Address, parseUnits('139', 6)] }));
    await payout.send();
    expect((await approve(second, row.id, payout.hash)).body.data.status).toBe('sent');
    await confirm();
    await chain.chain.revert(snapshot);
    await wallet(holder).writeContract({ address: chain.chain.usdt, abi, functionName: 'approve', args: [testAccount(PAYER).address, 0n] });
    await chain.chain.test.setAutomine(false);
    await payout.send();
    await chain.chain.mine(3);
    await chain.chain.test.setAutomine(true);
    expect((await chain.chain.public.getTransactionReceipt({ hash: payout.hash })).status).toBe('reverted');
    await confirm();

    const back = await withdrawal(row.id);
    expect(back).toMatchObject({ status: 'approved_once', first_approved_by: first.address.toLowerCase(), tx_hash: null, sent_by: null, payout_block_number: null });
    expect(back.reason).toBe(formatMessage(enUS.payoutReverted, {}));
    expect(await fund(owner)).toMatchObject({ available: '860', frozen: '140' });
    const alarms = await t.database.db.selectFrom('chain_alarms').selectAll().where('kind', '=', 'payoutMismatch').execute();
    expect(alarms.map((alarm) => JSON.parse(alarm.detail) as Record<string, unknown>)).toEqual([
      expect.objectContaining({ withdrawalId: row.id, txHash: payout.hash, reason: 'payoutReverted', sentBy: second.address.toLowerCase() }),
    ]);
    // Nobody is told of a payout that never happened; the second operator may pay it again.
    expect((await messagesOf(owner)).map((message) => message.kind)).toEqual(['withdrawalSent']);
    const again = await chain.chain.sendUsdt(PAYER, row.address as Address, '139');
    expect((await approve(second, row.id, again)).body.data.status).toBe('sent');
    await chain.chain.mine(2);
    await confirm();
    expect(await fund(owner)).toMatchObject({ available: '860', frozen: '0' });
  });

  it('holds a sent payout the node no longer knows, with an alarm, and returns it to review only after a day', async () => {
    const { first, member, withdraw, approve, withdrawal, confirm, t } = app;
    const row = await withdraw(await member(), '40');
    const snapshot = await chain.chain.snapshot();
    const payout = await signedCall(PAYER, encodeFunctionData({ abi, functionName: 'transfer', args: [row.address as Address, parseUnits('39', 6)] }));
    await payout.send();
    expect((await approve(first, row.id, payout.hash)).body.data.status).toBe('sent');
    // The branch goes, and the transaction with it: this node neither mined it nor holds it.
    await chain.chain.revert(snapshot);
    const missing = () => t.database.db.selectFrom('chain_alarms').selectAll().where('kind', '=', 'payoutMismatch').where('detail', 'like', `%"withdrawalId":${row.id},%`).execute();
    await confirm();
    await confirm();
    expect(await withdrawal(row.id)).toMatchObject({ status: 'sent', tx_hash: payout.hash });
    expect((await missing()).map((alarm) => (JSON.parse(alarm.detail) as { reason: string }).reason)).toEqual(['payoutNotFound']);
    clock.advance(PAYOUT_MISSING_GRACE_MS);
    await confirm();
    expect(await withdrawal(row.id)).toMatchObject({ status: 'checking', tx_hash: null });
    expect((await missing()).length).toBe(2);
  });
});
