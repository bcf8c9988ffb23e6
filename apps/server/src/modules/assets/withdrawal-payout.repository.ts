import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';

type Reader = Kysely<Database> | Transaction<Database>;

/** A withdrawal as it is now, unlocked (what a payout must pay never changes once asked for). */
export function findWithdrawalById(db: Reader, id: number) {
  return db.selectFrom('withdrawals').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The logs of this transaction that already pay other withdrawals. */
export async function claimedPayoutLogs(db: Reader, txHash: string, exceptId: number): Promise<Set<number>> {
  const rows = await db
    .selectFrom('withdrawals')
    .select('payout_log_index')
    .where(sql<string>`lower(tx_hash)`, '=', txHash.toLowerCase())
    .where('payout_log_index', 'is not', null)
    .where('id', '<>', exceptId)
    .execute();
  return new Set(rows.flatMap((row) => (row.payout_log_index === null ? [] : [row.payout_log_index])));
}

/** The payout's place on chain: unknown while its transaction waits to be mined. */
export interface PayoutPlace {
  blockNumber: number | null;
  logIndex: number | null;
}

/** The deciding approval with the payout's transaction: it waits for its confirmations, the amount still frozen. */
export function markWithdrawalSent(trx: Transaction<Database>, id: number, sent: { txHash: string; at: Date; by: string; place: PayoutPlace }) {
  return trx
    .updateTable('withdrawals')
    .set({
      status: 'sent',
      tx_hash: sent.txHash,
      sent_at: sent.at,
      sent_by: sent.by,
      reviewed_at: sent.at,
      reviewed_by: sent.by,
      reason: null,
      payout_block_number: sent.place.blockNumber,
      payout_log_index: sent.place.logIndex,
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The sent payouts, oldest first: each is checked again after every round of the watcher. */
export function listSentWithdrawals(db: Reader) {
  return db.selectFrom('withdrawals').selectAll().where('status', '=', 'sent').orderBy('id', 'asc').execute();
}

/** The payout was (re-)mined in another block, or found after it waited in the pool. */
export function movePayout(trx: Transaction<Database>, id: number, place: PayoutPlace) {
  return trx
    .updateTable('withdrawals')
    .set({ payout_block_number: place.blockNumber, payout_log_index: place.logIndex })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Confirmed: paid out where the chain shows it. */
export function markPayoutPaid(trx: Transaction<Database>, id: number, place: PayoutPlace) {
  return trx
    .updateTable('withdrawals')
    .set({ status: 'passed', payout_block_number: place.blockNumber, payout_log_index: place.logIndex })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The sent transaction stopped paying it: back to where it was before its deciding approval, with the reason. */
export function returnSentWithdrawal(trx: Transaction<Database>, id: number, back: { status: 'approved_once' | 'checking'; reason: string }) {
  return trx
    .updateTable('withdrawals')
    .set({
      status: back.status,
      reason: back.reason,
      tx_hash: null,
      sent_at: null,
      sent_by: null,
      reviewed_at: null,
      reviewed_by: null,
      payout_block_number: null,
      payout_log_index: null,
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}
