import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

export interface Flow {
  count: number;
  sum: string;
}

/** Per member: deposits passed and the USDT they credited. */
export async function passedDeposits(db: Kysely<Database>, ids: readonly number[]): Promise<Map<number, Flow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('deposits')
    .select(['user_id', sql<string>`count(*)`.as('count'), sql<string>`coalesce(sum(credited_usdt), 0)`.as('sum')])
    .where('user_id', 'in', ids)
    .where('status', '=', 'passed')
    .groupBy('user_id')
    .execute();
  return new Map(rows.map((row) => [row.user_id, { count: Number(row.count), sum: row.sum }]));
}

/** Per member: withdrawals paid and their amounts. */
export async function paidWithdrawals(db: Kysely<Database>, ids: readonly number[]): Promise<Map<number, Flow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('withdrawals')
    .select(['user_id', sql<string>`count(*)`.as('count'), sql<string>`coalesce(sum(amount), 0)`.as('sum')])
    .where('user_id', 'in', ids)
    .where('status', '=', 'passed')
    .groupBy('user_id')
    .execute();
  return new Map(rows.map((row) => [row.user_id, { count: Number(row.count), sum: row.sum }]));
}

export interface AddressUse {
  /** This member's earlier withdrawals paid to the address. */
  paidToMember: number;
  /** Other members who asked for a withdrawal to it. */
  otherMembers: number;
}

/** How each withdrawal's destination was used before, by its member and by others. */
export async function addressUses(db: Kysely<Database>, items: ReadonlyArray<{ id: number; user_id: number; address: string }>): Promise<Map<number, AddressUse>> {
  if (items.length === 0) return new Map();
  const rows = await db
    .selectFrom('withdrawals as item')
    .select((eb) => [
      'item.id',
      eb
        .selectFrom('withdrawals as earlier')
        .select(sql<string>`count(*)`.as('n'))
        .whereRef('earlier.address', '=', 'item.address')
        .whereRef('earlier.user_id', '=', 'item.user_id')
        .whereRef('earlier.id', '<>', 'item.id')
        .where('earlier.status', '=', 'passed')
        .as('paid_to_member'),
      eb
        .selectFrom('withdrawals as other')
        .select(sql<string>`count(distinct other.user_id)`.as('n'))
        .whereRef('other.address', '=', 'item.address')
        .whereRef('other.user_id', '<>', 'item.user_id')
        .as('other_members'),
    ])
    .where('item.id', 'in', items.map((item) => item.id))
    .execute();
  return new Map(rows.map((row) => [row.id, { paidToMember: Number(row.paid_to_member ?? 0), otherMembers: Number(row.other_members ?? 0) }]));
}

/** A member's withdrawals paid to one address (the confirmation sheet's "new address"). */
export async function paidTo(db: Kysely<Database>, userId: number, address: string): Promise<number> {
  const row = await db
    .selectFrom('withdrawals')
    .select(sql<string>`count(*)`.as('n'))
    .where('user_id', '=', userId)
    .where('address', '=', address)
    .where('status', '=', 'passed')
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
