import { formatMessage, type WithdrawalRow } from '@halyard/shared';
import enUS from '@halyard/shared/messages/en_US.json' with { type: 'json' };
import { getAddress } from 'viem';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/build-test-app.js';
import { fundDirectly, randomTxHash, signInMember, unbalancedAccounts } from '../../testing/members.js';
import { deployOtherToken, freshAddress, PAYER, payoutTestApp, sendRevertedTransfer } from '../../testing/payouts.js';
import { connectSocket } from '../../testing/socket-client.js';
import { startTestChain, type TestChain } from '../../testing/test-chain.js';
import { testDatabaseKinds } from '../../testing/test-database.js';
import { createTestWallet } from '../../testing/test-wallet.js';

describe.each(testDatabaseKinds())('payouts paid from the operator’s wallet and verified on chain on %s', (database) => {
  let chain: TestChain;
  let app: Awaited<ReturnType<typeof payoutTestApp>>;

  beforeAll(async () => {
    chain = await startTestChain({ confirmations: 3 });
    app = await payoutTestApp(database, chain);
  }, 120_000);
  afterEach(async () => {
    expect(await unbalancedAccounts(app.t)).toEqual([]);
  });
  afterAll(async () => {
    await app?.t.close();
    await chain?.stop();
  });

  const refusal = (key: 'payoutWrongAddress' | 'payoutWrongAmount' | 'payoutWrongCoin', expected: string, found: string) => formatMessage(enUS[key], { expected, found });

  it('refuses a payout to another address, of a smaller amount, of another token or of plain ETH, says why and changes nothing', async () => {
    const { first, member, withdraw, approve, withdrawal, fund, auditOf, messagesOf } = app;
    const owner = await member();
    const row = await withdraw(owner, '50');
    expect(row.actualAmount).toBe('49');
    const elsewhere = freshAddress();
    const otherToken = await deployOtherToken(chain, 2);
    const attempts = [
      { hash: await chain.chain.sendUsdt(PAYER, elsewhere, '49'), message: refusal('payoutWrongAddress', row.address, elsewhere) },
      { hash: await chain.chain.sendUsdt(PAYER, row.address as `0x${string}`, '48.99'), message: refusal('payoutWrongAmount', '49', '48.99') },
      { hash: await otherToken.send(row.address as `0x${string}`, '49'), message: refusal('payoutWrongCoin', getAddress(chain.env.USDT_CONTRACT ?? ''), `ERC-20 ${otherToken.address}`) },
      { hash: await chain.chain.sendEth(PAYER, row.address as `0x${string}`, '0.25'), message: refusal('payoutWrongCoin', getAddress(chain.env.USDT_CONTRACT ?? ''), '0.25 ETH') },
    ];
    for (const attempt of attempts) {
      const refused = await approve(first, row.id, attempt.hash);
      expect(refused.status).toBe(422);
      expect(refused.body.msg).toBe(attempt.message);
    }
    expect(await withdrawal(row.id)).toMatchObject({ status: 'submitted', tx_hash: null, payout_log_index: null });
    expect(await fund(owner)).toMatchObject({ available: '950', frozen: '50' });
    const audit = await auditOf(row.id);
    expect(audit.map((entry) => [entry.action, entry.detail.reason])).toEqual([
      ['withdrawal.refused', 'payoutWrongAddress'],
      ['withdrawal.refused', 'payoutWrongAmount'],
      ['withdrawal.refused', 'payoutWrongCoin'],
      ['withdrawal.refused', 'payoutWrongCoin'],
    ]);
    expect(audit[0]).toMatchObject({ actor: first.address.toLowerCase(), detail: { attempted: 'approve', txHash: attempts[0]?.hash, expected: row.address, found: elsewhere } });
    expect(await messagesOf(owner)).toEqual([]);
  });

  it('refuses a reverted transaction, a hash the node does not know and an approval without a hash', async () => {
    const { first, member, withdraw, approve, withdrawal } = app;
    const row = await withdraw(await member(), '30');
    const unknown = await approve(first, row.id, randomTxHash());
    expect([unknown.status, unknown.body.msg]).toEqual([422, enUS.payoutNotFound]);
    const reverting = await sendRevertedTransfer(chain, 7, row.address as `0x${string}`);
    const reverted = await approve(first, row.id, reverting);
    expect([reverted.status, reverted.body.msg]).toEqual([422, enUS.payoutReverted]);
    const none = await approve(first, row.id);
    expect([none.status, none.body.msg]).toEqual([400, enUS.withdrawalPayoutTxRequired]);
    expect((await withdrawal(row.id)).status).toBe('submitted');
  });

  it('sends a payout after two operators, shows its confirmations live and pays it once at N confirmations, not before', async () => {
    const { t, first, second, member, withdraw, approve, withdrawal, queueRow, fund, auditOf, messagesOf, billsOf, confirm } = app;
    const owner = await member();
    const url = `${(await t.app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws')}/ws`;
    const socket = await connectSocket(url);
    socket.send({ auth: owner.token, id: 'a' });
    await socket.next((frame) => frame.id === 'a' && frame.status === 'ok');
    socket.send({ sub: 'user.withdrawals', id: 's' });
    await socket.next((frame) => frame.id === 's' && frame.status === 'ok');
    const pushed = async (match: (row: WithdrawalRow) => boolean) => (await socket.next((frame) => frame.ch === 'user.withdrawals' && match(frame.data as WithdrawalRow))).data as WithdrawalRow;

    const row = await withdraw(owner, '150');
    const card = await queueRow(first, row.id);
    expect(card?.payout).toEqual({ chainId: 31337, token: getAddress(chain.env.USDT_CONTRACT ?? ''), decimals: 6, to: row.address, amount: '149000000', confirmations: 3 });
    // Above the threshold the first approval carries no payout, as before.
    expect((await approve(first, row.id)).body.data.status).toBe('approved_once');
    const hash = await chain.chain.sendUsdt(PAYER, row.address as `0x${string}`, '149');
    const sent = await approve(second, row.id, hash);
    expect(sent.status).toBe(200);
    expect(sent.body.data).toMatchObject({ status: 'sent', txHash: hash, requiredConfirmations: 3 });
    expect(await pushed((pushedRow) => pushedRow.status === 'sent')).toMatchObject({ id: row.id, txHash: hash });
    const receipt = await chain.chain.public.getTransactionReceipt({ hash });
    expect(await withdrawal(row.id)).toMatchObject({ status: 'sent', sent_by: second.address.toLowerCase(), first_approved_by: first.address.toLowerCase(), payout_block_number: Number(receipt.blockNumber) });
    expect(await fund(owner)).toMatchObject({ available: '850', frozen: '150' });
    // While sent, nobody may reject it: the money stays frozen until the chain decides.
    expect((await t.call({ method: 'POST', url: `/api/admin/withdrawals/${row.id}/reject`, headers: first.headers, payload: { reason: 'late' } })).status).toBe(422);

    await confirm();
    expect((await pushed((pushedRow) => pushedRow.confirmations === 1)).status).toBe('sent');
    await chain.chain.mine(1);
    await confirm();
    expect(await pushed((pushedRow) => pushedRow.confirmations === 2)).toMatchObject({ status: 'sent', requiredConfirmations: 3 });
    expect(await fund(owner)).toMatchObject({ frozen: '150' });
    await chain.chain.mine(1);
    // Two rounds at once (a failover's overlap): paid exactly once.
    await Promise.all([confirm(), confirm()]);
    expect(await pushed((pushedRow) => pushedRow.status === 'passed')).toMatchObject({ id: row.id, txHash: hash });
    expect(await fund(owner)).toMatchObject({ available: '850', frozen: '0' });
    expect(await billsOf(owner, 'withdrawal_paid')).toHaveLength(1);
    expect((await messagesOf(owner)).map((message) => message.kind)).toEqual(['withdrawalSent', 'withdrawalPaid']);
    expect((await auditOf(row.id)).map((entry) => entry.action)).toEqual(['withdrawal.approveFirst', 'withdrawal.send']);
    const record = await t.call<WithdrawalRow>({ method: 'GET', url: `/api/member/withdrawalRecord/${row.id}`, headers: owner.headers });
    expect(record.body.data).toMatchObject({ status: 'passed', txHash: hash, confirmations: null });
    socket.socket.close();
  });

  it('lets one transfer pay one withdrawal: the same hash never pays a second, a batch pays each of its transfers once', async () => {
    const { first, member, withdraw, approve, withdrawal, confirm } = app;
    const owner = await member();
    const address = freshAddress();
    const [a, b, c] = [await withdraw(owner, '21', address), await withdraw(owner, '21', address), await withdraw(owner, '21', address)];
    const single = await chain.chain.sendUsdt(PAYER, address, '20');
    expect((await approve(first, a.id, single)).body.data.status).toBe('sent');
    const again = await approve(first, b.id, single);
    expect([again.status, again.body.msg]).toEqual([422, enUS.payoutTxUsed]);
    await chain.chain.mine(3);
    await confirm();
    expect((await withdrawal(a.id)).status).toBe('passed');
    expect((await approve(first, b.id, single)).status).toBe(422);
    // One transaction with two transfers of 20 to the address pays two withdrawals, one log each.
    const batch = await chain.chain.sendUsdtMany(PAYER, [
      { to: address, amount: '20' },
      { to: address, amount: '20' },
    ]);
    expect((await approve(first, b.id, batch)).body.data.status).toBe('sent');
    expect((await approve(first, c.id, batch)).body.data.status).toBe('sent');
    const logs = [(await withdrawal(b.id)).payout_log_index, (await withdrawal(c.id)).payout_log_index];
    expect(new Set(logs).size).toBe(2);
    const d = await withdraw(owner, '21', address);
    expect((await approve(first, d.id, batch)).body.msg).toBe(enUS.payoutTxUsed);
    // Two operators approving two withdrawals with one transfer at the same moment: one is sent.
    const e = await withdraw(owner, '21', address);
    const once = await chain.chain.sendUsdt(PAYER, address, '20');
    const answers = await Promise.all([approve(first, d.id, once), approve(first, e.id, once)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 422]);
    expect(answers.find((answer) => answer.status === 422)?.body.msg).toBe(enUS.payoutTxUsed);
  });

  it('is paid by the chain watcher’s own rounds once the blocks are mined', async () => {
    const { t, first, member, withdraw, approve, withdrawal, fund } = app;
    await t.engineReady();
    const owner = await member('100');
    const row = await withdraw(owner, '30');
    const hash = await chain.chain.sendUsdt(PAYER, row.address as `0x${string}`, '29');
    expect((await approve(first, row.id, hash)).body.data.status).toBe('sent');
    await expect.poll(async () => (await withdrawal(row.id)).payout_block_number, { timeout: 10_000 }).not.toBeNull();
    expect((await withdrawal(row.id)).status).toBe('sent');
    await chain.chain.mine(2);
    await expect.poll(async () => (await withdrawal(row.id)).status, { timeout: 15_000 }).toBe('passed');
    expect(await fund(owner)).toMatchObject({ available: '70', frozen: '0' });
  });

  it('keeps TRC20 payouts hand-entered as before', async () => {
    const { first, member, withdraw, approve, queueRow, fund } = app;
    const owner = await member('100');
    const row = await withdraw(owner, '20', 'TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL', 'TRC20');
    expect((await queueRow(first, row.id))?.payout).toBeNull();
    const hash = randomTxHash().slice(2);
    expect((await approve(first, row.id, hash)).body.data).toMatchObject({ status: 'passed', txHash: hash, confirmations: null });
    expect(await fund(owner)).toMatchObject({ available: '80', frozen: '0' });
  });
});

describe('payouts without a node', () => {
  it('stay as today: the hash is taken on the operator’s word and the console offers no wallet payout', async () => {
    const operatorWallet = createTestWallet();
    const t = await buildTestApp({ env: { ADMIN_ADDRESSES: operatorWallet.address } });
    try {
      const operator = await signInMember(t, { wallet: operatorWallet });
      const owner = await signInMember(t);
      await fundDirectly(t, owner, '100');
      const row = (await t.call<WithdrawalRow>({ method: 'POST', url: '/api/member/withdrawalRecord/add', headers: owner.headers, payload: { chain: 'ERC20', address: freshAddress(), amount: '20' } })).body.data;
      const queue = await t.call<{ rows: Array<{ id: number; payout: unknown }> }>({ method: 'GET', url: '/api/admin/withdrawals', headers: operator.headers });
      expect(queue.body.data.rows.find((candidate) => candidate.id === row.id)?.payout).toBeNull();
      const hash = randomTxHash();
      const paid = await t.call<WithdrawalRow>({ method: 'POST', url: `/api/admin/withdrawals/${row.id}/approve`, headers: operator.headers, payload: { txHash: hash } });
      expect(paid.body.data).toMatchObject({ status: 'passed', txHash: hash });
      expect(await unbalancedAccounts(t)).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
