import { sql, type Kysely, type Transaction } from 'kysely';
import type { BillQuery, BillType, Chain, DepositStatus, TransferAccount, WithdrawalStatus } from '@halyard/shared';
import type { AccountKind, Database } from '../../db/schema.js';

type Reader = Kysely<Database> | Transaction<Database>;

export interface Page {
  pageNum: number;
  pageSize: number;
}

function offset(page: Page): number {
  return (page.pageNum - 1) * page.pageSize;
}

async function countOf(query: Promise<{ total: string | number } | undefined>): Promise<number> {
  return Number((await query)?.total ?? 0);
}

// Balances --------------------------------------------------------------------------------------

export function listAccounts(db: Reader, userId: number) {
  return db.selectFrom('accounts').select(['account', 'coin', 'available', 'frozen']).where('user_id', '=', userId).orderBy('id').execute();
}

// Transfers -------------------------------------------------------------------------------------

export function insertTransfer(trx: Transaction<Database>, row: { userId: number; coin: string; amount: string; from: TransferAccount; to: TransferAccount }) {
  return trx
    .insertInto('transfers')
    .values({ user_id: row.userId, coin: row.coin, amount: row.amount, from_account: row.from, to_account: row.to })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function listTransfers(db: Reader, userId: number, page: Page) {
  const base = db.selectFrom('transfers').where('user_id', '=', userId);
  const [rows, total] = await Promise.all([
    base.selectAll().orderBy('id', 'desc').limit(page.pageSize).offset(offset(page)).execute(),
    countOf(base.select(sql<string>`count(*)`.as('total')).executeTakeFirst()),
  ]);
  return { rows, total };
}

export function findTransfer(db: Reader, userId: number, id: number) {
  return db.selectFrom('transfers').selectAll().where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
}

// Deposits --------------------------------------------------------------------------------------

export function depositWithHash(db: Reader, chain: Chain, txHash: string) {
  return db.selectFrom('deposits').select('id').where('chain', '=', chain).where('tx_hash', '=', txHash).executeTakeFirst();
}

export function insertDeposit(
  trx: Transaction<Database>,
  row: { userId: number; coin: string; chain: Chain; address: string; amount: string; txHash: string },
) {
  return trx
    .insertInto('deposits')
    .values({ user_id: row.userId, coin: row.coin, chain: row.chain, address: row.address, amount: row.amount, tx_hash: row.txHash })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function listDeposits(db: Reader, userId: number, page: Page) {
  const base = db.selectFrom('deposits').where('user_id', '=', userId);
  const [rows, total] = await Promise.all([
    base.selectAll().orderBy('id', 'desc').limit(page.pageSize).offset(offset(page)).execute(),
    countOf(base.select(sql<string>`count(*)`.as('total')).executeTakeFirst()),
  ]);
  return { rows, total };
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
  changes: { status: DepositStatus; rate?: string; creditedUsdt?: string; reason?: string; reviewedAt?: Date; reviewedBy?: string },
) {
  return trx
    .updateTable('deposits')
    .set({
      status: changes.status,
      ...(changes.rate === undefined ? {} : { rate: changes.rate }),
      ...(changes.creditedUsdt === undefined ? {} : { credited_usdt: changes.creditedUsdt }),
      ...(changes.reason === undefined ? {} : { reason: changes.reason }),
      ...(changes.reviewedAt === undefined ? {} : { reviewed_at: changes.reviewedAt }),
      ...(changes.reviewedBy === undefined ? {} : { reviewed_by: changes.reviewedBy }),
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

// Withdrawals -----------------------------------------------------------------------------------

export function insertWithdrawal(
  trx: Transaction<Database>,
  row: { userId: number; coin: string; chain: 'ERC20' | 'TRC20'; address: string; amount: string; fee: string; actualAmount: string },
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
  const base = db.selectFrom('withdrawals').where('user_id', '=', userId);
  const [rows, total] = await Promise.all([
    base.selectAll().orderBy('id', 'desc').limit(page.pageSize).offset(offset(page)).execute(),
    countOf(base.select(sql<string>`count(*)`.as('total')).executeTakeFirst()),
  ]);
  return { rows, total };
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
  changes: { status: WithdrawalStatus; txHash?: string; reason?: string; reviewedAt?: Date; reviewedBy?: string },
) {
  return trx
    .updateTable('withdrawals')
    .set({
      status: changes.status,
      ...(changes.txHash === undefined ? {} : { tx_hash: changes.txHash }),
      ...(changes.reason === undefined ? {} : { reason: changes.reason }),
      ...(changes.reviewedAt === undefined ? {} : { reviewed_at: changes.reviewedAt }),
      ...(changes.reviewedBy === undefined ? {} : { reviewed_by: changes.reviewedBy }),
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

// Review queues (operators) ---------------------------------------------------------------------

export async function listDepositsForReview(db: Reader, status: DepositStatus | undefined, page: Page) {
  let base = db.selectFrom('deposits').innerJoin('users', 'users.id', 'deposits.user_id');
  if (status) base = base.where('deposits.status', '=', status);
  const [rows, total] = await Promise.all([
    base.selectAll('deposits').select(['users.address as member_address', 'users.mb_id']).orderBy('deposits.id', 'asc').limit(page.pageSize).offset(offset(page)).execute(),
    countOf(base.select(sql<string>`count(*)`.as('total')).executeTakeFirst()),
  ]);
  return { rows, total };
}

export async function listWithdrawalsForReview(db: Reader, status: WithdrawalStatus | undefined, page: Page) {
  let base = db.selectFrom('withdrawals').innerJoin('users', 'users.id', 'withdrawals.user_id');
  if (status) base = base.where('withdrawals.status', '=', status);
  const [rows, total] = await Promise.all([
    base.selectAll('withdrawals').select(['users.address as member_address', 'users.mb_id']).orderBy('withdrawals.id', 'asc').limit(page.pageSize).offset(offset(page)).execute(),
    countOf(base.select(sql<string>`count(*)`.as('total')).executeTakeFirst()),
  ]);
  return { rows, total };
}


export async function insertAudit(
  trx: Transaction<Database>,
  entry: { actor: string; action: string; targetType: string; targetId: string; detail: Record<string, unknown>; at: Date },
): Promise<void> {
  await trx
    .insertInto('audit_log')
    .values({ actor: entry.actor, action: entry.action, target_type: entry.targetType, target_id: entry.targetId, detail: JSON.stringify(entry.detail), created_at: entry.at })
    .execute();
}

export function auditOf(db: Reader, targetType: string, targetId: string) {
  return db.selectFrom('audit_log').selectAll().where('target_type', '=', targetType).where('target_id', '=', targetId).orderBy('id').execute();
}

// Bills -----------------------------------------------------------------------------------------

export async function listBills(db: Reader, userId: number, query: BillQuery) {
  let base = db.selectFrom('bills').innerJoin('accounts', 'accounts.id', 'bills.account_id').where('bills.user_id', '=', userId);
  if (query.account) base = base.where('accounts.account', '=', query.account);
  if (query.type) base = base.where('bills.type', '=', query.type);
  const [rows, total] = await Promise.all([
    base
      .select([
        'bills.id',
        'accounts.account',
        'accounts.coin',
        'bills.type',
        'bills.amount',
        'bills.frozen_change',
        'bills.available_after',
        'bills.frozen_after',
        'bills.ref_type',
        'bills.ref_id',
        'bills.created_at',
      ])
      .orderBy('bills.id', 'desc')
      .limit(query.pageSize)
      .offset(offset(query))
      .execute(),
    countOf(base.select(sql<string>`count(*)`.as('total')).executeTakeFirst()),
  ]);
  return { rows: rows as Array<(typeof rows)[number] & { account: AccountKind; type: BillType }>, total };
}
