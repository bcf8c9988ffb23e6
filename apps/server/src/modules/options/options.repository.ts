import { sql, type Kysely, type Transaction } from 'kysely';
import type { OptionListQuery, OptionResult, OptionRow } from '@halyard/shared';
import { fetchPage } from '../../db/paging.js';
import type { Database, OptionOrder } from '../../db/schema.js';
import { decimalText } from '../../lib/decimal-text.js';

type Reader = Kysely<Database> | Transaction<Database>;

export function toOptionRow(row: OptionOrder): OptionRow {
  return {
    id: row.id,
    pair: row.pair,
    direction: row.direction,
    period: row.period,
    amount: decimalText(row.amount),
    fee: decimalText(row.fee),
    profitRate: decimalText(row.profit_rate),
    buyPrice: decimalText(row.buy_price),
    buyTime: new Date(Number(row.buy_second) * 1000).toISOString(),
    buySecond: Number(row.buy_second),
    closeTime: new Date(Number(row.close_second) * 1000).toISOString(),
    closeSecond: Number(row.close_second),
    settlementPrice: row.settlement_price === null ? null : decimalText(row.settlement_price),
    result: row.result,
    payout: row.payout === null ? null : decimalText(row.payout),
    status: row.status,
  };
}

/** An option as bought: open until its close second settles it. */
export interface NewOption {
  userId: number;
  pair: string;
  direction: OptionOrder['direction'];
  period: number;
  amount: string;
  fee: string;
  profitRate: string;
  buyPrice: string;
  buySecond: number;
  closeSecond: number;
}

export function insertOpenOption(trx: Transaction<Database>, option: NewOption): Promise<OptionOrder> {
  return trx
    .insertInto('option_orders')
    .values({
      user_id: option.userId,
      pair: option.pair,
      direction: option.direction,
      period: option.period,
      amount: option.amount,
      fee: option.fee,
      profit_rate: option.profitRate,
      buy_price: option.buyPrice,
      buy_second: option.buySecond,
      close_second: option.closeSecond,
      settlement_price: null,
      result: null,
      payout: null,
      status: 'open',
      settled_at: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
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
