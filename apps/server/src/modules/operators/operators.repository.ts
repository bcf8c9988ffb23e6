import type { Kysely, Transaction } from 'kysely';
import type { OperatorRole } from '@halyard/shared';
import type { Database } from '../../db/schema.js';

type Reader = Kysely<Database> | Transaction<Database>;

export function listOperators(db: Reader) {
  return db.selectFrom('operators').selectAll().orderBy('created_at').execute();
}

export function findOperator(db: Reader, address: string) {
  return db.selectFrom('operators').selectAll().where('address', '=', address.toLowerCase()).executeTakeFirst();
}

export async function upsertOperator(trx: Transaction<Database>, address: string, role: OperatorRole, addedBy: string): Promise<void> {
  await trx
    .insertInto('operators')
    .values({ address: address.toLowerCase(), role, added_by: addedBy })
    .onConflict((oc) => oc.column('address').doUpdateSet({ role }))
    .execute();
}

export async function deleteOperator(trx: Transaction<Database>, address: string): Promise<void> {
  await trx.deleteFrom('operators').where('address', '=', address.toLowerCase()).execute();
}

export function countAdmins(db: Reader) {
  return db.selectFrom('operators').select((eb) => eb.fn.countAll<string>().as('count')).where('role', '=', 'admin').executeTakeFirstOrThrow();
}
