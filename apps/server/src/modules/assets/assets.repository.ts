import { sql, type Kysely, type Transaction } from 'kysely';
import { DEPOSIT_STATUSES, UNDECIDED_REVIEW_STATUSES, WITHDRAWAL_STATUSES, type Chain, type ReviewQueueFilter, type ReviewStatus, type TransferAccount, type WithdrawalChain } from '@halyard/shared';
import { fetchPage, type Page } from '../../db/paging.js';
import type { Database } from '../../db/schema.js';

type Reader = Kysely<Database> | Transaction<Database>;

export type { Page };

// Transfers -------------------------------------------------------------------------------------

export function insertTransfer(trx: Transaction<Database>, row: { userId: number; coin: string; amount: string; from: TransferAccount; to: TransferAccount }) {
  return trx
    .insertInto('transfers')
    .values({ user_id: row.userId, coin: row.coin, amount: row.amount, from_account: row.from, to_account: row.to })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function listTransfers(db: Reader, userId: number, page: Page) {
  return fetchPage(db.selectFrom('transfers').where('user_id', '=', userId).selectAll().orderBy('id', 'desc'), page);
}

export function findTransfer(db: Reader, userId: number, id: number) {
  return db.selectFrom('transfers').selectAll().where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
}

/** A review's change of a deposit or withdrawal; what is undefined stays as it is. */
interface ReviewChanges {
  status: ReviewStatus;
  reason?: string;
  reviewedAt?: Date;
  reviewedBy?: string;
  firstApprovedBy?: string;
  firstApprovedAt?: Date;
}

function reviewColumns(changes: ReviewChanges) {
  return {
    status: changes.status,
    ...(changes.reason === undefined ? {} : { reason: changes.reason }),
    ...(changes.reviewedAt === undefined ? {} : { reviewed_at: changes.reviewedAt }),
    ...(changes.reviewedBy === undefined ? {} : { reviewed_by: changes.reviewedBy }),
    ...(changes.firstApprovedBy === undefined ? {} : { first_approved_by: changes.firstApprovedBy }),
    ...(changes.firstApprovedAt === undefined ? {} : { first_approved_at: changes.firstApprovedAt }),
  };
}

// Deposits --------------------------------------------------------------------------------------

/** A deposit already backed by this transaction on any of the chains of one network. */
export function depositWithHash(db: Reader, chains: readonly Chain[], txHash: string) {
  return db.selectFrom('deposits').select('id').where('chain', 'in', chains).where('tx_hash', '=', txHash).executeTakeFirst();
}

export function insertDeposit(
  trx: Transaction<Database>,
  row: { userId: number; coin: string; chain: Chain; address: string; amount: string; txHash: string; sender: string | null },
) {
  return trx
    .insertInto('deposits')
    .values({ user_id: row.userId, coin: row.coin, chain: row.chain, address: row.address, amount: row.amount, tx_hash: row.txHash, sender: row.sender })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function listDeposits(db: Reader, userId: number, page: Page) {
  return fetchPage(db.selectFrom('deposits').where('user_id', '=', userId).selectAll().orderBy('id', 'desc'), page);
}

export function findDeposit(db: Reader, userId: number, id: number) {
  return db.selectFrom('deposits').selectAll().where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
}

export function lockDeposit(trx: Transaction<Database>, id: number) {
  return trx.selectFrom('deposits').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export function updateDeposit(
  trx: Transaction<Database>,
  id: number,
  changes: ReviewChanges & { rate?: string; creditedUsdt?: string },
) {
  return trx
    .updateTable('deposits')
    .set({
      ...(changes.rate === undefined ? {} : { rate: changes.rate }),
      ...(changes.creditedUsdt === undefined ? {} : { credited_usdt: changes.creditedUsdt }),
      ...reviewColumns(changes),
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

// Withdrawals -----------------------------------------------------------------------------------

export function insertWithdrawal(
  trx: Transaction<Database>,
  row: { userId: number; coin: string; chain: WithdrawalChain; address: string; amount: string; fee: string; actualAmount: string },
) {
  return trx
    .insertInto('withdrawals')
    .values({
      user_id: row.userId,
      coin: row.coin,
      chain: row.chain,
      address: row.address,
      amount: row.amount,
      fee: row.fee,
      actual_amount: row.actualAmount,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function listWithdrawals(db: Reader, userId: number, page: Page) {
  return fetchPage(db.selectFrom('withdrawals').where('user_id', '=', userId).selectAll().orderBy('id', 'desc'), page);
}

export function findWithdrawal(db: Reader, userId: number, id: number) {
  return db.selectFrom('withdrawals').selectAll().where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
}

export function lockWithdrawal(trx: Transaction<Database>, id: number) {
  return trx.selectFrom('withdrawals').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export function updateWithdrawal(
  trx: Transaction<Database>,
  id: number,
  changes: ReviewChanges & { txHash?: string },
) {
  return trx
    .updateTable('withdrawals')
    .set({
      ...(changes.txHash === undefined ? {} : { tx_hash: changes.txHash }),
      ...reviewColumns(changes),
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

// Review queues (operators) ---------------------------------------------------------------------

/** The statuses a queue filter stands for (none: every item). */
function statusesOf<Status extends string>(filter: ReviewQueueFilter, statuses: readonly Status[]): Status[] {
  const wanted: readonly string[] = filter === 'open' ? UNDECIDED_REVIEW_STATUSES : [filter];
  return statuses.filter((status) => wanted.includes(status));
}

export async function listDepositsForReview(db: Reader, filter: ReviewQueueFilter | undefined, page: Page) {
  let base = db.selectFrom('deposits').innerJoin('users', 'users.id', 'deposits.user_id');
  const statuses = filter && statusesOf(filter, DEPOSIT_STATUSES);
  if (statuses) base = statuses.length > 0 ? base.where('deposits.status', 'in', statuses) : base.where(sql<boolean>`false`);
  return fetchPage(base.selectAll('deposits').select(['users.address as member_address', 'users.mb_id']).orderBy('deposits.id', 'asc'), page);
}

/** Withdrawals to review; "open" also holds those sent and waiting for the chain, so the operator who paid sees them confirm. */
export async function listWithdrawalsForReview(db: Reader, filter: ReviewQueueFilter | undefined, page: Page) {
  let base = db.selectFrom('withdrawals').innerJoin('users', 'users.id', 'withdrawals.user_id');
  const statuses = filter && [...statusesOf(filter, WITHDRAWAL_STATUSES), ...(filter === 'open' ? (['sent'] as const) : [])];
  if (statuses) base = statuses.length > 0 ? base.where('withdrawals.status', 'in', statuses) : base.where(sql<boolean>`false`);
  return fetchPage(base.selectAll('withdrawals').select(['users.address as member_address', 'users.mb_id']).orderBy('withdrawals.id', 'asc'), page);
}
