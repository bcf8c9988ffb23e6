import type { Clock } from '../lib/clock.js';
import { compileContract, testAccount } from '@halyard/chain';
import { DEFAULT_PRODUCT_TERMS, type AdminWithdrawalRow, type BillType, type FundTerms, type WithdrawalRow } from '@halyard/shared';
import { createWalletClient, http, parseUnits, type Address, type Hash } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { hardhat } from 'viem/chains';
import { buildTestApp } from './build-test-app.js';
import { balancesOf, fundDirectly, signInMember, type TestMember } from './members.js';
import type { TestChain } from './test-chain.js';
import type { TestDatabaseKind } from './test-database.js';
import { createTestWallet } from './test-wallet.js';

/** The funded test wallet that plays the operator's own wallet paying withdrawals out. */
export const PAYER = 1;

/**
 * An app following a real node with two operators (four eyes on withdrawals above 100 USDT) and
 * helpers for the payout tests: members are funded straight through the money module
 * (`fundDirectly`), since with a node Ethereum deposits come from the chain alone.
 */
export async function payoutTestApp(database: TestDatabaseKind, chain: TestChain, clock?: Clock) {
  const [firstWallet, secondWallet] = [createTestWallet(), createTestWallet()];
  const t = await buildTestApp({ database, clock, env: { ...chain.env, ADMIN_ADDRESSES: `${firstWallet.address},${secondWallet.address}` } });
  const first = await signInMember(t, { wallet: firstWallet });
  const second = await signInMember(t, { wallet: secondWallet });
  const funds: FundTerms = { ...DEFAULT_PRODUCT_TERMS.funds, withdrawalFourEyesUsdt: '100' };
  const terms = await t.call({ method: 'PUT', url: '/api/admin/terms/funds', headers: first.headers, payload: funds });
  if (terms.status !== 200) throw new Error(`could not set the fund terms: ${terms.body.msg}`);

  const post = <T>(who: TestMember, url: string, payload: object = {}) => t.call<T>({ method: 'POST', url, headers: who.headers, payload });

  /** A funded member. */
  async function member(usdt = '1000'): Promise<TestMember> {
    const signedIn = await signInMember(t);
    await fundDirectly(t, signedIn, usdt);
    return signedIn;
  }

  async function withdraw(who: TestMember, amount: string, address: string = freshAddress(), chainName: 'ERC20' | 'TRC20' = 'ERC20'): Promise<WithdrawalRow> {
    const response = await post<WithdrawalRow>(who, '/api/member/withdrawalRecord/add', { chain: chainName, address, amount });
    if (response.status !== 200) throw new Error(`withdrawal refused: ${response.body.msg}`);
    return response.body.data;
  }

  const approve = (operator: TestMember, id: number, txHash?: string) => post<WithdrawalRow>(operator, `/api/admin/withdrawals/${id}/approve`, txHash === undefined ? {} : { txHash });

  async function withdrawal(id: number) {
    return t.database.db.selectFrom('withdrawals').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  }

  async function queueRow(operator: TestMember, id: number): Promise<AdminWithdrawalRow | undefined> {
    const page = await t.call<{ rows: AdminWithdrawalRow[] }>({ method: 'GET', url: '/api/admin/withdrawals?pageSize=100', headers: operator.headers });
    return page.body.data.rows.find((row) => row.id === id);
  }

  async function fund(who: TestMember) {
    return (await balancesOf(t, who)).accounts.find((row) => row.account === 'fund' && row.coin === 'USDT');
  }

  async function auditOf(id: number) {
    const rows = await t.database.db.selectFrom('audit_log').selectAll().where('target_type', '=', 'withdrawal').where('target_id', '=', String(id)).orderBy('id').execute();
    return rows.map((row) => ({ actor: row.actor, action: row.action, detail: JSON.parse(row.detail) as Record<string, unknown> }));
  }

  async function messagesOf(who: TestMember) {
    return t.database.db.selectFrom('messages').select(['kind', 'params', 'ref_id']).where('user_id', '=', who.userId).orderBy('id').execute();
  }

  async function billsOf(who: TestMember, type: BillType) {
    return t.database.db.selectFrom('bills').selectAll().where('user_id', '=', who.userId).where('type', '=', type).execute();
  }

  /** What the chain watcher does after a round, at the node's head now (or the head given). */
  async function confirm(head?: number): Promise<void> {
    await t.runtime.services.payouts.confirmSentPayouts(head ?? Number(await chain.chain.head()));
  }

  return { t, first, second, member, withdraw, approve, withdrawal, queueRow, fund, auditOf, messagesOf, billsOf, confirm };
}

export function freshAddress(): Address {
  return privateKeyToAccount(generatePrivateKey()).address;
}

/** A second ERC-20 of the same shape as the test USDT, deployed by another wallet: "another token". */
export async function deployOtherToken(chain: TestChain, from: number): Promise<{ address: Address; send(to: Address, amount: string): Promise<Hash> }> {
  const { abi, bytecode } = compileContract('TestUSDT');
  const wallet = createWalletClient({ chain: hardhat, account: testAccount(from), transport: http(chain.node.url) });
  const receipt = await chain.chain.public.waitForTransactionReceipt({ hash: await wallet.deployContract({ abi, bytecode }) });
  const address = receipt.contractAddress;
  if (!address) throw new Error('the other token was not deployed');
  const mined = async (hash: Hash) => (await chain.chain.public.waitForTransactionReceipt({ hash })).transactionHash;
  await mined(await wallet.writeContract({ address, abi, functionName: 'mint', args: [wallet.account.address, parseUnits('1000000', 6)] }));
  return { address, send: async (to, amount) => mined(await wallet.writeContract({ address, abi, functionName: 'transfer', args: [to, parseUnits(amount, 6)] })) };
}

/** A USDT transfer of more than the sending wallet holds, mined (the node would refuse to mine it straight away) and reverted. */
export async function sendRevertedTransfer(chain: TestChain, from: number, to: Address): Promise<Hash> {
  const { abi } = compileContract('TestUSDT');
  const wallet = createWalletClient({ chain: hardhat, account: testAccount(from), transport: http(chain.node.url) });
  await chain.chain.test.setAutomine(false);
  try {
    const hash = await wallet.writeContract({ address: chain.chain.usdt, abi, functionName: 'transfer', args: [to, 10n ** 30n], gas: 100_000n });
    await chain.chain.mine(1);
    return hash;
  } finally {
    await chain.chain.test.setAutomine(true);
  }
}
