import { sql, type Kysely } from 'kysely';
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
