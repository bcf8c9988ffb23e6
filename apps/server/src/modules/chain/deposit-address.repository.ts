import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';

type Reader = Kysely<Database> | Transaction<Database>;

export function findMemberAddress(db: Reader, userId: number) {
  return db.selectFrom('member_deposit_addresses').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/** The next index below the platform key: a sequence, so two members never share one (a rolled-back index is skipped). */
export async function nextAddressIndex(db: Reader): Promise<number> {
  const { rows } = await sql<{ index: number }>`select nextval('deposit_address_index')::integer as index`.execute(db);
  const index = rows[0]?.index;
  if (index === undefined) throw new Error('the deposit address sequence answered nothing');
  return index;
}

/** Assigns the address unless the member already has one (a concurrent request won): answers the member's address either way. */
export async function assignMemberAddress(db: Reader, row: { userId: number; index: number; address: string }) {
  await db.insertInto('member_deposit_addresses').values({ user_id: row.userId, hd_index: row.index, address: row.address }).onConflict((oc) => oc.column('user_id').doNothing()).execute();
  return db.selectFrom('member_deposit_addresses').selectAll().where('user_id', '=', row.userId).executeTakeFirstOrThrow();
}

/** The earliest assigned address: the start checks it still derives from the configured key. */
export function firstAssignedAddress(db: Reader) {
  return db.selectFrom('member_deposit_addresses').selectAll().orderBy('hd_index').limit(1).executeTakeFirst();
}

/** Every assigned address, by index (the watcher's set, the sweep's list). */
export function assignedAddresses(db: Reader, page?: { offset: number; limit: number }) {
  let query = db
    .selectFrom('member_deposit_addresses')
    .innerJoin('users', 'users.id', 'member_deposit_addresses.user_id')
    .select(['member_deposit_addresses.user_id', 'member_deposit_addresses.hd_index', 'member_deposit_addresses.address', 'users.mb_id'])
    .orderBy('member_deposit_addresses.hd_index');
  if (page) query = query.offset(page.offset).limit(page.limit);
  return query.execute();
}

export async function countAssignedAddresses(db: Reader): Promise<number> {
  const row = await db.selectFrom('member_deposit_addresses').select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow();
  return Number(row.count);
}
