import { sql, type Kysely, type Transaction } from 'kysely';
import type { OptionListQuery, OptionResult } from '@halyard/shared';
import { fetchPage } from '../../db/paging.js';
import type { Database, OptionOrder } from '../../db/schema.js';

type Reader = Kysely<Database> | Transaction<Database>;

export function insertOption(trx: Transaction<Database>, row: Omit<OptionOrder, 'id' | 'created_at'>): Promise<OptionOrder> {
  return trx.insertInto('option_orders').values(row).returningAll().executeTakeFirstOrThrow();
}

/** The open options that close at a second, locked: each is settled once. */
export function lockOpenClosingAt(trx: Transaction<Database>, second: number): Promise<OptionOrder[]> {
  return trx.selectFrom('option_orders').selectAll().where('status', '=', 'open').where('close_second', '=', second).orderBy('id').forUpdate().execute();
}

export interface OptionSettlement {
  id: number;
  settlementPrice: string;
  result: OptionResult;
  payout: string;
}

/** Marks locked open options settled, a thousand per statement, and returns them as they now are. */
export async function settleOptions(trx: Transaction<Database>, settlements: readonly OptionSettlement[], settledAt: Date): Promise<OptionOrder[]> {
  const settled: OptionOrder[] = [];
  for (let start = 0; start < settlements.length; start += 1000) {
    const values = sql.join(
      settlements.slice(start, start + 1000).map((row) => sql`(${row.id}::bigint, ${row.settlementPrice}::numeric, ${row.result}::text, ${row.payout}::numeric)`),
    );
    const { rows } = await sql<OptionOrder>`
      update option_orders o
      set status = 'settled', settlement_price = v.price, result = v.result, payout = v.payout, settled_at = ${settledAt}
      from (values ${values}) as v(id, price, result, payout)
      where o.id = v.id and o.status = 'open'
      returning o.*
    `.execute(trx);
    settled.push(...rows);
  }
  return settled;
}

export function findOption(db: Reader, userId: number, id: number): Promise<OptionOrder | undefined> {
  return db.selectFrom('option_orders').selectAll().where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
}

export function listOptions(db: Reader, userId: number, query: OptionListQuery) {
  let base = db.selectFrom('option_orders').selectAll().where('user_id', '=', userId);
  if (query.status) base = base.where('status', '=', query.status);
  return fetchPage(base.orderBy('id', 'desc'), query);
}
