import type { Kysely, Transaction } from 'kysely';
import type { ChainDepositChain } from '@halyard/shared';
import type { Database } from '../../db/schema.js';

type Reader = Kysely<Database> | Transaction<Database>;

/** A transfer to a member's address as the watcher records it. */
export interface NewChainDeposit {
  userId: number;
  chain: ChainDepositChain;
  coin: string;
  /** The member's deposit address, as assigned (checksummed). */
  address: string;
  sender: string;
  amount: string;
  txHash: string;
  /** The Transfer log's index in its block; -1 for a plain ETH transaction. */
  logIndex: number;
  blockNumber: number;
  blockHash: string;
  status: 'detected' | 'below_minimum';
}

/**
 * Records transfers once: the unique (chain, tx_hash, log_index) of chain deposits makes a repeated
 * range insert nothing. A transfer dropped by a reorganisation and mined again on the new branch
 * comes back to life in its new block. Answers only the rows inserted or revived.
 */
export async function insertChainDeposits(trx: Transaction<Database>, deposits: readonly NewChainDeposit[]) {
  if (deposits.length === 0) return [];
  return trx
    .insertInto('deposits')
    .values(
      deposits.map((deposit) => ({
        user_id: deposit.userId,
        coin: deposit.coin,
        chain: deposit.chain,
        address: deposit.address,
        amount: deposit.amount,
        tx_hash: deposit.txHash,
        sender: deposit.sender,
        status: deposit.status,
        origin: 'chain' as const,
        log_index: deposit.logIndex,
        block_number: deposit.blockNumber,
        block_hash: deposit.blockHash,
      })),
    )
    .onConflict((oc) =>
      oc
        .columns(['chain', 'tx_hash', 'log_index'])
        .where('origin', '=', 'chain')
        .doUpdateSet((eb) => ({ status: eb.ref('excluded.status'), block_number: eb.ref('excluded.block_number'), block_hash: eb.ref('excluded.block_hash') }))
        .where('deposits.status', '=', 'dropped'),
    )
    .returningAll()
    .execute();
}

/** Chain deposits not yet credited in blocks above a fork point: they left the canonical chain. */
export function dropDepositsAbove(trx: Transaction<Database>, blockNumber: number) {
  return trx
    .updateTable('deposits')
    .set({ status: 'dropped' })
    .where('origin', '=', 'chain')
    .where('status', 'in', ['detected', 'below_minimum'])
    .where('block_number', '>', blockNumber)
    .returningAll()
    .execute();
}

/** Credited chain deposits in blocks above a fork point: a credit the chain took back. */
export function creditedDepositsAbove(trx: Transaction<Database>, blockNumber: number) {
  return trx
    .selectFrom('deposits')
    .innerJoin('users', 'users.id', 'deposits.user_id')
    .selectAll('deposits')
    .select('users.mb_id')
    .where('deposits.origin', '=', 'chain')
    .where('deposits.status', '=', 'passed')
    .where('deposits.block_number', '>', blockNumber)
    .execute();
}

/** Ids of detected deposits in blocks at or below `blockNumber` (those with enough confirmations), oldest first. */
export async function confirmedDepositIds(db: Reader, blockNumber: number): Promise<number[]> {
  const rows = await db
    .selectFrom('deposits')
    .select('id')
    .where('status', '=', 'detected')
    .where('origin', '=', 'chain')
    .where('block_number', '<=', blockNumber)
    .orderBy('id')
    .execute();
  return rows.map((row) => row.id);
}

/** Detected deposits in blocks at or below `blockNumber`: their confirmations changed when the cursor moved. */
export function detectedDepositsUpTo(db: Reader, blockNumber: number) {
  return db.selectFrom('deposits').selectAll().where('status', '=', 'detected').where('origin', '=', 'chain').where('block_number', '<=', blockNumber).orderBy('id').execute();
}

export function lockChainDeposit(trx: Transaction<Database>, id: number) {
  return trx.selectFrom('deposits').selectAll().where('id', '=', id).where('origin', '=', 'chain').forUpdate().executeTakeFirst();
}

/** The credit's record: passed by the chain with its rate and USDT, or below the minimum at the rate of the day. */
export function settleChainDeposit(
  trx: Transaction<Database>,
  id: number,
  change: { status: 'passed' | 'below_minimum'; rate: string; creditedUsdt: string | null; at: Date },
) {
  return trx
    .updateTable('deposits')
    .set({
      status: change.status,
      rate: change.rate,
      credited_usdt: change.creditedUsdt,
      ...(change.status === 'passed' ? { reviewed_at: change.at, reviewed_by: 'chain' } : {}),
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}
