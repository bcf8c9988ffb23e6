import type { Kysely, Transaction } from 'kysely';
import type { OperatorRole } from '@halyard/shared';
import type { Database } from '../../db/schema.js';

/** The `operators` table's one reader and writer: other modules ask here. */

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

/** The configured first admins (ADMIN_ADDRESSES), at every start; an address already an operator keeps its role. */
export async function seedAdmins(db: Reader, addresses: readonly string[]): Promise<void> {
  if (!addresses.length) return;
  await db
    .insertInto('operators')
    .values(addresses.map((address) => ({ address: address.toLowerCase(), role: 'admin' as const, added_by: 'ADMIN_ADDRESSES' })))
    .onConflict((oc) => oc.column('address').doNothing())
    .execute();
}

/** The addresses of the operators in any of these roles. */
export function addressesWithRoles(db: Reader, roles: readonly OperatorRole[]) {
  return db.selectFrom('operators').select('address').where('role', 'in', roles).execute();
}
