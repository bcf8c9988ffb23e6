import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { ReserveWalletAction, ReserveWalletProposalsTable, ReserveWalletsTable } from '../../db/reserves-tables.js';

type Reader = Kysely<Database> | Transaction<Database>;
export type ReserveWalletProposalRecord = Selectable<ReserveWalletProposalsTable>;
export type ReserveWalletRecord = Selectable<ReserveWalletsTable>;

/** The wallets in force, by address (lower case: the order of the numbers they are). */
export function walletsInForce(db: Reader): Promise<ReserveWalletRecord[]> {
  return db.selectFrom('reserve_wallets').selectAll().orderBy(sql`lower(address)`).execute();
}

export function pendingProposals(db: Reader): Promise<ReserveWalletProposalRecord[]> {
  return db.selectFrom('reserve_wallet_proposals').selectAll().where('status', '=', 'pending').orderBy('proposed_at').orderBy('id').execute();
}

export function recentDecisions(db: Reader, limit: number): Promise<ReserveWalletProposalRecord[]> {
  return db
    .selectFrom('reserve_wallet_proposals')
    .selectAll()
    .where('status', '<>', 'pending')
    .orderBy('decided_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** A wallet in force, whatever the case it is written in. */
export function walletOf(trx: Transaction<Database>, address: string) {
  return trx.selectFrom('reserve_wallets').selectAll().where(sql<string>`lower(address)`, '=', address.toLowerCase()).executeTakeFirst();
}

export function pendingProposalOf(trx: Transaction<Database>, address: string) {
  return trx
    .selectFrom('reserve_wallet_proposals')
    .selectAll()
    .where(sql<string>`lower(address)`, '=', address.toLowerCase())
    .where('status', '=', 'pending')
    .executeTakeFirst();
}

export function insertProposal(trx: Transaction<Database>, row: { action: ReserveWalletAction; address: string; label: string; proposedBy: string; at: Date }) {
  return trx
    .insertInto('reserve_wallet_proposals')
    .values({ action: row.action, address: row.address, label: row.label, proposed_by: row.proposedBy, proposed_at: row.at })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Locks a proposal so two admins' decisions apply one after the other: the second sees it decided. */
export function lockProposal(trx: Transaction<Database>, id: number) {
  return trx.selectFrom('reserve_wallet_proposals').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export function decideProposal(trx: Transaction<Database>, id: number, decision: { status: 'approved' | 'rejected'; by: string; at: Date }) {
  return trx
    .updateTable('reserve_wallet_proposals')
    .set({ status: decision.status, decided_by: decision.by, decided_at: decision.at })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function insertWallet(trx: Transaction<Database>, row: { address: string; label: string; proposedBy: string; approvedBy: string; at: Date }): Promise<void> {
  await trx
    .insertInto('reserve_wallets')
    .values({ address: row.address, label: row.label, proposed_by: row.proposedBy, approved_by: row.approvedBy, added_at: row.at })
    .execute();
}

export async function deleteWallet(trx: Transaction<Database>, address: string): Promise<void> {
  await trx.deleteFrom('reserve_wallets').where(sql<string>`lower(address)`, '=', address.toLowerCase()).execute();
}
