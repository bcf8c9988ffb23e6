import { sql, type Insertable, type Kysely, type Transaction, type Updateable } from 'kysely';
import type { StakeRow, StakingPlanRow } from '@halyard/shared';
import { fetchPage, type Page } from '../../db/paging.js';
import type { Database } from '../../db/schema.js';
import type { Stake, StakeStatus, StakingPlan, StakingPlansTable } from '../../db/web3-tables.js';
import { decimalText } from '../../lib/decimal-text.js';

type Reader = Kysely<Database> | Transaction<Database>;

export function toPlanRow(plan: StakingPlan): StakingPlanRow {
  return { id: plan.id, days: plan.days, minAmount: decimalText(plan.min_amount), maxAmount: decimalText(plan.max_amount), dailyRate: decimalText(plan.daily_rate) };
}

/** ST + the start day + the id: readable and unique. */
function orderNumber(stake: Stake): string {
  return `ST${stake.start_at.toISOString().slice(0, 10).replaceAll('-', '')}${String(stake.id).padStart(8, '0')}`;
}

export function toStakeRow(stake: Stake): StakeRow {
  return {
    id: stake.id,
    orderNo: orderNumber(stake),
    configId: stake.plan_id,
    amount: decimalText(stake.amount),
    days: stake.days,
    dailyRate: decimalText(stake.daily_rate),
    startTime: stake.start_at.toISOString(),
    endTime: stake.end_at.toISOString(),
    totalProfit: decimalText(stake.reward_eth),
    totalProfitUsdt: decimalText(stake.reward_usdt),
    daysPaid: stake.days_paid,
    status: stake.status,
  };
}


// Plans -----------------------------------------------------------------------------------------

export function listPlans(db: Reader) {
  return db.selectFrom('staking_plans').selectAll().where('active', '=', true).orderBy('sort').orderBy('id').execute();
}

export function findPlan(db: Reader, id: number) {
  return db.selectFrom('staking_plans').selectAll().where('id', '=', id).where('active', '=', true).executeTakeFirst();
}

/** Two processes starting at once on a fresh database seed the plans once: the second waits, then sees them. */
export async function lockPlans(trx: Transaction<Database>): Promise<void> {
  await sql`lock table staking_plans in share row exclusive mode`.execute(trx);
}

export async function countPlans(db: Reader): Promise<number> {
  const row = await db.selectFrom('staking_plans').select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function insertPlans(trx: Transaction<Database>, plans: Insertable<StakingPlansTable>[]): Promise<void> {
  await trx.insertInto('staking_plans').values(plans).execute();
}

/** Every plan for the console, offered or not, with how many stakes run under it now. */
export function listAllPlans(db: Reader) {
  return db
    .selectFrom('staking_plans as p')
    .selectAll('p')
    .select((eb) => eb.selectFrom('stakes as s').select(eb.fn.countAll<string>().as('n')).whereRef('s.plan_id', '=', 'p.id').where('s.status', '=', 'active').as('active_stakes'))
    .orderBy('p.sort')
    .orderBy('p.id')
    .execute();
}

export function lockPlan(trx: Transaction<Database>, id: number) {
  return trx.selectFrom('staking_plans').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export function insertPlan(trx: Transaction<Database>, plan: Insertable<StakingPlansTable>) {
  return trx.insertInto('staking_plans').values(plan).returning('id').executeTakeFirstOrThrow();
}

export async function updatePlan(trx: Transaction<Database>, id: number, plan: Updateable<StakingPlansTable>): Promise<void> {
  await trx.updateTable('staking_plans').set(plan).where('id', '=', id).execute();
}

// Stakes ----------------------------------------------------------------------------------------

/** A new stake, active from `startAt` until its last day is paid. */
export function insertActiveStake(
  trx: Transaction<Database>,
  stake: { userId: number; planId: number; amount: string; days: number; dailyRate: string; startAt: Date; endAt: Date },
) {
  return trx
    .insertInto('stakes')
    .values({
      user_id: stake.userId,
      plan_id: stake.planId,
      amount: stake.amount,
      days: stake.days,
      daily_rate: stake.dailyRate,
      start_at: stake.startAt,
      end_at: stake.endAt,
      ended_at: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The stake, locked for this transaction: one accrual of a day at a time. */
export function lockStake(trx: Transaction<Database>, id: number) {
  return trx.selectFrom('stakes').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

/** Day `day` paid with the stake's rewards so far; `endedAt` when it was the last. */
export function recordDayPaid(trx: Transaction<Database>, id: number, paid: { day: number; rewardEth: string; rewardUsdt: string; endedAt: Date | null }) {
  return trx
    .updateTable('stakes')
    .set({
      days_paid: paid.day,
      reward_eth: paid.rewardEth,
      reward_usdt: paid.rewardUsdt,
      ...(paid.endedAt ? { status: 'ended' as const, ended_at: paid.endedAt } : {}),
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function listStakes(db: Reader, userId: number, query: Page & { status?: StakeStatus }) {
  let base = db.selectFrom('stakes').selectAll().where('user_id', '=', userId);
  if (query.status) base = base.where('status', '=', query.status);
  return fetchPage(base.orderBy('id', 'desc'), query);
}

export function findStake(db: Reader, userId: number, id: number) {
  return db.selectFrom('stakes').selectAll().where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
}

export async function memberStaked(db: Reader, userId: number): Promise<{ staked: string; count: number }> {
  const row = await db
    .selectFrom('stakes')
    .select((eb) => [eb.fn.coalesce(eb.fn.sum<string>('amount'), sql<string>`0`).as('staked'), eb.fn.countAll<string>().as('count')])
    .where('user_id', '=', userId)
    .where('status', '=', 'active')
    .executeTakeFirstOrThrow();
  return { staked: String(row.staked), count: Number(row.count) };
}

// Rewards ---------------------------------------------------------------------------------------

export function insertReward(
  trx: Transaction<Database>,
  row: { stakeId: number; userId: number; day: number; usdt: string; price: string; second: number; eth: string; accruedAt: Date },
) {
  return trx
    .insertInto('stake_rewards')
    .values({
      stake_id: row.stakeId,
      user_id: row.userId,
      day: row.day,
      usdt_amount: row.usdt,
      eth_price: row.price,
      price_second: row.second,
      eth_amount: row.eth,
      accrued_at: row.accruedAt,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function listRewards(db: Reader, stakeId: number, page: Page) {
  return fetchPage(db.selectFrom('stake_rewards').selectAll().where('stake_id', '=', stakeId).orderBy('day', 'desc'), page);
}

/** The member's rewards in ETH: ever, and since `since`. */
export async function memberRewards(db: Reader, userId: number, since: Date): Promise<{ total: string; recent: string }> {
  const { rows } = await sql<{ total: string; recent: string }>`
    select coalesce(sum(eth_amount), 0)::text as total,
           coalesce(sum(eth_amount) filter (where accrued_at >= ${since}), 0)::text as recent
    from stake_rewards where user_id = ${userId}
  `.execute(db);
  return rows[0] ?? { total: '0', recent: '0' };
}

// The pool: every figure over real rows, employee accounts left out (ARCHITECTURE §8) --------------

export async function poolFigures(db: Reader, planId?: number) {
  const plan = planId === undefined ? sql`true` : sql`s.plan_id = ${planId}`;
  const { rows } = await sql<{ production: string; staked: string; active: string; participants: string }>`
    select
      (select coalesce(sum(r.eth_amount), 0) from stake_rewards r join stakes s on s.id = r.stake_id join users u on u.id = s.user_id
        where u.kind <> 'employee' and ${plan})::text as production,
      (select coalesce(sum(s.amount), 0) from stakes s join users u on u.id = s.user_id
        where u.kind <> 'employee' and s.status = 'active' and ${plan})::text as staked,
      (select count(*) from stakes s join users u on u.id = s.user_id
        where u.kind <> 'employee' and s.status = 'active' and ${plan}) as active,
      (select count(distinct s.user_id) from stakes s join users u on u.id = s.user_id
        where u.kind <> 'employee' and ${plan}) as participants
  `.execute(db);
  const row = rows[0];
  return { production: row?.production ?? '0', staked: row?.staked ?? '0', active: Number(row?.active ?? 0), participants: Number(row?.participants ?? 0) };
}

export function recentRewards(db: Reader, limit: number) {
  return db
    .selectFrom('stake_rewards as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .select(['r.id', 'u.address', 'r.eth_amount', 'r.accrued_at'])
    .where('u.kind', '<>', 'employee')
    .orderBy('r.accrued_at', 'desc')
    .orderBy('r.id', 'desc')
    .limit(limit)
    .execute();
}

/** ETH produced per UTC day since `from` (days without a reward are absent). */
export async function dailyProduction(db: Reader, from: Date) {
  const { rows } = await sql<{ day: string; amount: string }>`
    select to_char(r.accrued_at at time zone 'UTC', 'YYYY-MM-DD') as day, sum(r.eth_amount)::text as amount
    from stake_rewards r join users u on u.id = r.user_id
    where u.kind <> 'employee' and r.accrued_at >= ${from}
    group by 1 order by 1
  `.execute(db);
  return rows;
}

// Exchanges -------------------------------------------------------------------------------------

export function insertExchange(trx: Transaction<Database>, row: { userId: number; eth: string; price: string; second: number; usdt: string; at: Date }) {
  return trx
    .insertInto('eth_exchanges')
    .values({ user_id: row.userId, eth_amount: row.eth, eth_price: row.price, price_second: row.second, usdt_amount: row.usdt, created_at: row.at })
    .returningAll()
    .executeTakeFirstOrThrow();
}
