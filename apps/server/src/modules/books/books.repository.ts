import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../db/schema.js';

/** Platform accounts' USDT movement per day, over real bills. */
export async function dailyPlatformFlows(db: Kysely<Database>, since: Date) {
  const { rows } = await sql<{ day: string; account: string; amount: string }>`
    select to_char(date_trunc('day', created_at at time zone 'UTC'), 'YYYY-MM-DD') as day, platform_account as account, sum(amount)::text as amount
    from bills
    where platform_account in ('deposits', 'withdrawals', 'fees', 'house_pnl', 'option_pool') and coin = 'USDT' and created_at >= ${since}
    group by 1, 2 order by 1
  `.execute(db);
  return rows;
}

/** A platform account's USDT total by the bill type that moved it (which product earned it). */
export async function platformTotalsByType(db: Kysely<Database>, account: string) {
  const { rows } = await sql<{ type: string; amount: string }>`
    select type, sum(amount)::text as amount from bills where platform_account = ${account} and coin = 'USDT' group by type order by type
  `.execute(db);
  return rows;
}

export async function openInterest(db: Kysely<Database>) {
  const { rows } = await sql<{ pair: string; long_margin: string; short_margin: string; positions: string }>`
    select pair,
           coalesce(sum(margin) filter (where side = 'long'), 0)::text as long_margin,
           coalesce(sum(margin) filter (where side = 'short'), 0)::text as short_margin,
           count(*) as positions
    from contract_orders where status = 'open' group by pair order by pair
  `.execute(db);
  return rows;
}

export async function optionsInFlight(db: Kysely<Database>) {
  const { rows } = await sql<{ count: string; amount: string }>`
    select count(*) as count, coalesce(sum(amount), 0)::text as amount from option_orders where status = 'open'
  `.execute(db);
  return rows[0] ?? { count: '0', amount: '0' };
}

export async function lastLedgerCheck(db: Kysely<Database>) {
  return db.selectFrom('ledger_checks').select('checked_at').orderBy('id', 'desc').limit(1).executeTakeFirst();
}

/** The UTC days of a period, as YYYY-MM-DD, first and last included. */
export interface DayRange {
  from: string;
  to: string;
}

export interface RunningRow {
  day: string;
  key: string;
  a: string;
  b: string;
  n: string;
}

/**
 * Running totals at the end of every day of the range, per key, over events (`at`, `key`, `a`,
 * `b`, `n`): each record adds itself when it starts and takes itself away when it ends, so a day's
 * total is what stood open at its end. Events before the range fold into its first day; one scan
 * of the events and a window over days × keys, whatever the number of rows.
 */
async function runningByDay(db: Kysely<Database>, range: DayRange, events: RawBuilder<unknown>): Promise<RunningRow[]> {
  const { rows } = await sql<RunningRow>`
    with days as (
      select generate_series(${range.from}::timestamp, ${range.to}::timestamp, interval '1 day') as day
    ),
    events as (${events}),
    bucketed as (
      select greatest(date_trunc('day', at at time zone 'UTC'), ${range.from}::timestamp) as day, key, sum(a) as a, sum(b) as b, sum(n) as n
      from events
      where at < (${range.to}::timestamp + interval '1 day') at time zone 'UTC'
      group by 1, 2
    ),
    keys as (select distinct key from bucketed)
    select to_char(days.day, 'YYYY-MM-DD') as day, keys.key,
           (sum(coalesce(bucketed.a, 0)) over running)::text as a,
           (sum(coalesce(bucketed.b, 0)) over running)::text as b,
           (sum(coalesce(bucketed.n, 0)) over running)::text as n
    from days cross join keys
    left join bucketed on bucketed.day = days.day and bucketed.key = keys.key
    window running as (partition by keys.key order by days.day)
    order by 1, 2
  `.execute(db);
  return rows;
}

/** Margin of positions open at the end of each day, per pair: a = long, b = short, n = positions (opened, then closed or liquidated). */
export function openInterestByDay(db: Kysely<Database>, range: DayRange) {
  return runningByDay(
    db,
    range,
    sql`
      select opened_at as at, pair as key,
             case when side = 'long' then margin else 0 end as a,
             case when side = 'short' then margin else 0 end as b,
             1 as n
      from contract_orders where opened_at is not null
      union all
      select closed_at, pair,
             case when side = 'long' then -margin else 0 end,
             case when side = 'short' then -margin else 0 end,
             -1
      from contract_orders where opened_at is not null and closed_at is not null
    `,
  );
}

/** Options bought by the end of each day and not settled by then: a = amount staked, n = options. */
export function optionsInFlightByDay(db: Kysely<Database>, range: DayRange) {
  return runningByDay(
    db,
    range,
    sql`
      select created_at as at, '' as key, amount as a, 0::numeric as b, 1 as n from option_orders
      union all
      select settled_at, '', -amount, 0, -1 from option_orders where settled_at is not null
    `,
  );
}

/**
 * Principal of the stakes running at the end of each day: a = principal, n = stakes. A day's reward
 * is credited to the member in the same transaction that accrues it (staking.service accrue), so
 * no reward is ever accrued and unpaid: the principal is the whole liability.
 */
export function stakingLiabilitiesByDay(db: Kysely<Database>, range: DayRange) {
  return runningByDay(
    db,
    range,
    sql`
      select start_at as at, '' as key, amount as a, 0::numeric as b, 1 as n from stakes
      union all
      select ended_at, '', -amount, 0, -1 from stakes where ended_at is not null
    `,
  );
}

/**
 * Prizes owed at the end of each day: a box's prize is drawn when it opens but paid by the engine
 * at its payout time, so from opening until paid the platform owes its prize plus gift (a = USDT,
 * n = boxes).
 */
export function prizesOwedByDay(db: Kysely<Database>, range: DayRange) {
  return runningByDay(
    db,
    range,
    sql`
      select created_at as at, '' as key, prize + gift as a, 0::numeric as b, 1 as n from box_openings
      union all
      select paid_at, '', -(prize + gift), 0, -1 from box_openings where paid_at is not null
    `,
  );
}

/** The fees' and the house's USDT movement per day and bill type (which product moved it). */
export async function dailyResultsByType(db: Kysely<Database>, range: DayRange) {
  const { rows } = await sql<{ day: string; account: string; type: string; amount: string }>`
    select to_char(date_trunc('day', created_at at time zone 'UTC'), 'YYYY-MM-DD') as day, platform_account as account, type, sum(amount)::text as amount
    from bills
    where platform_account in ('fees', 'house_pnl', 'option_pool') and coin = 'USDT'
      and created_at >= ${range.from}::timestamp at time zone 'UTC'
      and created_at < (${range.to}::timestamp + interval '1 day') at time zone 'UTC'
    group by 1, 2, 3 order by 1, 2, 3
  `.execute(db);
  return rows;
}

/** Each day's last nightly ledger check in the range. */
export async function dailyLedgerChecks(db: Kysely<Database>, range: DayRange) {
  const { rows } = await sql<{ day: string; checked_at: Date; accounts: number; entries: number; unbalanced_accounts: number; unbalanced_entries: number }>`
    select distinct on (to_char(checked_at at time zone 'UTC', 'YYYY-MM-DD'))
           to_char(checked_at at time zone 'UTC', 'YYYY-MM-DD') as day, checked_at, accounts, entries, unbalanced_accounts, unbalanced_entries
    from ledger_checks
    where checked_at >= ${range.from}::timestamp at time zone 'UTC'
      and checked_at < (${range.to}::timestamp + interval '1 day') at time zone 'UTC'
    order by to_char(checked_at at time zone 'UTC', 'YYYY-MM-DD'), checked_at desc, id desc
  `.execute(db);
  return rows;
}
