import { randomBytes } from 'node:crypto';
import { USER_AGREEMENT_VERSION, type Balances, type DepositRow, type MemberMessage, type MemberMessagePage } from '@halyard/shared';
import type { AccountKind } from '../db/schema.js';
import type { TestApp } from './build-test-app.js';
import { createTestWallet } from './test-wallet.js';

export interface TestMember {
  address: string;
  token: string;
  userId: number;
  headers: Record<string, string>;
}

/** Signs a fresh wallet in through SIWE and, unless told not to, accepts the user agreement. */
export async function signInMember(t: TestApp, { acceptAgreement = true, wallet = createTestWallet() } = {}): Promise<TestMember> {
  const token = await t.signIn(wallet);
  const headers = { authorization: `Bearer ${token}` };
  if (acceptAgreement) {
    const accepted = await t.call({ method: 'POST', url: '/api/member/app/auth', headers, payload: { version: USER_AGREEMENT_VERSION } });
    if (accepted.status !== 200) throw new Error(`could not accept the agreement: ${accepted.body.msg}`);
  }
  const user = await t.database.db.selectFrom('users').select('id').where('address', '=', wallet.address.toLowerCase()).executeTakeFirstOrThrow();
  return { address: wallet.address, token, userId: user.id, headers };
}

export function randomTxHash(): string {
  return `0x${randomBytes(32).toString('hex')}`;
}

/** Deposits USDT for the member and has the operator pass it: real money in, through the real endpoints. */
export async function fundMember(t: TestApp, operator: TestMember, member: TestMember, amount: string): Promise<void> {
  const deposit = await t.call<DepositRow>({
    method: 'POST',
    url: '/api/member/rechargeRecord/add',
    headers: member.headers,
    payload: { coin: 'USDT', chain: 'ERC20', amount, txHash: randomTxHash() },
  });
  if (deposit.status !== 200) throw new Error(`deposit refused: ${deposit.body.msg}`);
  const approved = await t.call({ method: 'POST', url: `/api/admin/deposits/${deposit.body.data.id}/approve`, headers: operator.headers });
  if (approved.status !== 200) throw new Error(`approval refused: ${approved.body.msg}`);
}

export async function balancesOf(t: TestApp, member: TestMember): Promise<Balances> {
  const response = await t.call<Balances>({ method: 'GET', url: '/api/member/transferRecord/getMoeny', headers: member.headers });
  return response.body.data;
}

/** The member's balance of one account, e.g. available USDT of the fund account. */
export async function available(t: TestApp, member: TestMember, account: string, coin = 'USDT'): Promise<string> {
  const balances = await balancesOf(t, member);
  return balances.accounts.find((row) => row.account === account && row.coin === coin)?.available ?? '0';
}

export async function billCount(t: TestApp, userId: number): Promise<number> {
  const rows = await t.database.db.selectFrom('bills').select('id').where('user_id', '=', userId).execute();
  return rows.length;
}

/**
 * The ledger's invariants over the whole database: every member account equals its bills, and
 * every movement's sides sum to zero. Empty when the books are sound.
 */
export async function unbalancedAccounts(t: TestApp) {
  const check = await t.runtime.money.check();
  return [...check.unbalancedAccounts, ...check.unbalancedEntries];
}

/**
 * Funds a member straight through the money module, with its platform side (the deposits
 * account), for tests that need money but are not about deposits.
 */
export async function fundDirectly(t: TestApp, member: Pick<TestMember, 'userId'>, amount: string, account: AccountKind = 'fund'): Promise<void> {
  await t.runtime.money.transaction((trx) =>
    t.runtime.money.post(trx, {
      type: 'deposit',
      ref: { type: 'test', id: 'factory' },
      sides: [
        { member: member.userId, account, coin: 'USDT', available: amount },
        { platform: 'deposits', coin: 'USDT', amount: `-${amount}` },
      ],
    }),
  );
}

/** The member's messages about one kind of record, oldest first, as the message center answers them. */
export async function alertsOf(t: TestApp, member: TestMember, refType: string): Promise<Array<Pick<MemberMessage, 'kind' | 'params' | 'refId'>>> {
  const answer = await t.call<MemberMessagePage>({ method: 'GET', url: '/api/member/message/listH5?pageSize=100', headers: member.headers });
  return answer.body.data.rows
    .filter((message) => message.refType === refType)
    .reverse()
    .map(({ kind, params, refId }) => ({ kind, params, refId }));
}
