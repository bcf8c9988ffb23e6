import { sql, type Kysely, type Transaction } from 'kysely';
import type { MemberSearchQuery } from '@halyard/shared';
import { fetchPage, type Page } from '../../db/paging.js';
import type { Database, NewUser, User } from '../../db/schema.js';

/** The `users` table's one reader and writer: other modules ask here. */

type Reader = Kysely<Database> | Transaction<Database>;

export function findUserByAddress(db: Reader, address: string): Promise<User | undefined> {
  return db.selectFrom('users').selectAll().where('address', '=', address.toLowerCase()).executeTakeFirst();
}

/** Inserts the user unless the address exists; returns the row either way. */
export async function insertUserIfAbsent(db: Reader, user: NewUser): Promise<User> {
  await db
    .insertInto('users')
    .values({ ...user, address: user.address.toLowerCase() })
    .onConflict((oc) => oc.column('address').doNothing())
    .execute();
  const row = await findUserByAddress(db, user.address);
  if (!row) throw new Error(`user ${user.address} missing after insert`);
  return row;
}

export async function mbIdExists(db: Reader, mbId: string): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').where('mb_id', '=', mbId).executeTakeFirst();
  return row !== undefined;
}

export async function setAgreementVersion(db: Reader, userId: number, version: string): Promise<void> {
  await db.updateTable('users').set({ agreement_version: version }).where('id', '=', userId).execute();
}

/** The agent a referral code belongs to. */
export function findAgentByCode(db: Reader, code: string): Promise<User | undefined> {
  return db.selectFrom('users').selectAll().where('referral_code', '=', code).where('kind', '=', 'agent').executeTakeFirst();
}

export function findUserByMbId(db: Reader, mbId: string) {
  return db.selectFrom('users').select(['id', 'mb_id']).where('mb_id', '=', mbId).executeTakeFirst();
}

export function findMbId(db: Reader, userId: number) {
  return db.selectFrom('users').select('mb_id').where('id', '=', userId).executeTakeFirst();
}

/** What the review card tells an operator about the member (issue 29). */
export interface MemberFacts {
  id: number;
  address: string;
  mb_id: string;
  kind: Database['users']['kind'];
  credit_score: number;
  created_at: Date;
}

export function membersByIds(db: Reader, ids: readonly number[]): Promise<MemberFacts[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('users').select(['id', 'address', 'mb_id', 'kind', 'credit_score', 'created_at']).where('id', 'in', ids).execute();
}

/** The members behind these wallets (an address that never signed in has none). */
export function idsOfAddresses(db: Reader, addresses: readonly string[]) {
  if (addresses.length === 0) return Promise.resolve([]);
  return db.selectFrom('users').select('id').where('address', 'in', addresses.map((address) => address.toLowerCase())).execute();
}

const memberColumns = ['users.id', 'users.address', 'users.mb_id', 'users.kind', 'users.credit_score', 'users.frozen', 'users.trading_disabled', 'users.referral_code', 'users.created_at', 'agent.mb_id as agent_mb_id'] as const;

export function searchMembers(db: Reader, query: MemberSearchQuery) {
  let base = db.selectFrom('users').leftJoin('users as agent', 'agent.id', 'users.referred_by').select(memberColumns);
  const q = query.q?.toLowerCase();
  if (q) base = base.where((eb) => eb.or([eb('users.mb_id', '=', q), eb('users.address', 'like', `%${q.replace(/[%_\\]/g, '')}%`)]));
  if (query.kind) base = base.where('users.kind', '=', query.kind);
  return fetchPage(base.orderBy('users.id', 'desc'), query);
}

export function findMember(db: Reader, id: number) {
  return db.selectFrom('users').leftJoin('users as agent', 'agent.id', 'users.referred_by').select(memberColumns).where('users.id', '=', id).executeTakeFirst();
}

export function lockMember(trx: Transaction<Database>, id: number) {
  return trx.selectFrom('users').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export async function updateMember(
  trx: Transaction<Database>,
  id: number,
  changes: { kind?: 'regular' | 'agent' | 'employee'; credit_score?: number; frozen?: boolean; trading_disabled?: boolean; referral_code?: string },
): Promise<void> {
  await trx.updateTable('users').set(changes).where('id', '=', id).execute();
}

/** Open and total records of each kind, and the money that crossed the platform's edge. */
export async function memberActivity(db: Reader, userId: number) {
  const { rows } = await sql<Record<string, string>>`
    select
      (select count(*) from contract_orders where user_id = ${userId} and status in ('pending', 'open')) as contracts_open,
      (select count(*) from contract_orders where user_id = ${userId}) as contracts_total,
      (select count(*) from spot_orders where user_id = ${userId} and status = 'pending') as spot_open,
      (select count(*) from spot_orders where user_id = ${userId}) as spot_total,
      (select count(*) from option_orders where user_id = ${userId} and status = 'open') as options_open,
      (select count(*) from option_orders where user_id = ${userId}) as options_total,
      (select count(*) from deposits where user_id = ${userId} and status in ('submitted', 'checking')) as deposits_open,
      (select count(*) from deposits where user_id = ${userId}) as deposits_total,
      (select coalesce(sum(credited_usdt), 0)::text from deposits where user_id = ${userId} and status = 'passed') as deposits_usdt,
      (select count(*) from withdrawals where user_id = ${userId} and status in ('submitted', 'checking')) as withdrawals_open,
      (select count(*) from withdrawals where user_id = ${userId}) as withdrawals_total,
      (select coalesce(sum(amount), 0)::text from withdrawals where user_id = ${userId} and status = 'passed') as withdrawals_usdt,
      (select count(*) from users where referred_by = ${userId}) as referred
  `.execute(db);
  return rows[0] ?? {};
}

/** The members an agent referred, each with what they deposited and how many orders they placed. */
export function listReferrals(db: Reader, agentId: number, page: Page) {
  return fetchPage(
    db
      .selectFrom('users')
      .select([
        'users.mb_id',
        'users.address',
        'users.created_at',
        sql<string>`(select coalesce(sum(credited_usdt), 0)::text from deposits where deposits.user_id = users.id and status = 'passed')`.as('deposited'),
        sql<string>`(select count(*) from contract_orders where contract_orders.user_id = users.id) + (select count(*) from spot_orders where spot_orders.user_id = users.id) + (select count(*) from option_orders where option_orders.user_id = users.id)`.as('orders'),
      ])
      .where('users.referred_by', '=', agentId)
      .orderBy('users.id', 'desc'),
    page,
  );
}
