import type { Kysely, Transaction } from 'kysely';
import type { Database, DepositAddressProposalRecord } from '../../db/schema.js';

type Reader = Kysely<Database> | Transaction<Database>;

/** Per network the latest approved proposal (the address in force) and the pending one, if any. */
export async function currentProposals(db: Reader): Promise<DepositAddressProposalRecord[]> {
  const approved = db
    .selectFrom('deposit_address_proposals')
    .selectAll()
    .distinctOn('network')
    .where('status', '=', 'approved')
    .orderBy('network')
    .orderBy('decided_at', 'desc')
    .orderBy('id', 'desc');
  const pending = db.selectFrom('deposit_address_proposals').selectAll().where('status', '=', 'pending');
  return [...(await approved.execute()), ...(await pending.execute())];
}

export function chainSwitches(db: Reader) {
  return db.selectFrom('deposit_chains').selectAll().execute();
}

export function pendingProposal(trx: Transaction<Database>, network: string) {
  return trx.selectFrom('deposit_address_proposals').selectAll().where('network', '=', network).where('status', '=', 'pending').executeTakeFirst();
}

export function insertProposal(trx: Transaction<Database>, row: { network: string; address: string; proposedBy: string; at: Date }) {
  return trx
    .insertInto('deposit_address_proposals')
    .values({ network: row.network, address: row.address, proposed_by: row.proposedBy, proposed_at: row.at })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Locks a proposal so two admins' decisions apply one after the other: the second sees it decided. */
export function lockProposal(trx: Transaction<Database>, id: number) {
  return trx.selectFrom('deposit_address_proposals').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export function decideProposal(trx: Transaction<Database>, id: number, decision: { status: 'approved' | 'rejected'; by: string; at: Date }) {
  return trx
    .updateTable('deposit_address_proposals')
    .set({ status: decision.status, decided_by: decision.by, decided_at: decision.at })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function lockChain(trx: Transaction<Database>, chain: string) {
  return trx.selectFrom('deposit_chains').selectAll().where('chain', '=', chain).forUpdate().executeTakeFirst();
}

export async function saveChain(trx: Transaction<Database>, row: { chain: string; enabled: boolean; by: string; at: Date }): Promise<void> {
  await trx
    .insertInto('deposit_chains')
    .values({ chain: row.chain, enabled: row.enabled, updated_by: row.by, updated_at: row.at })
    .onConflict((oc) => oc.column('chain').doUpdateSet({ enabled: row.enabled, updated_by: row.by, updated_at: row.at }))
    .execute();
}
