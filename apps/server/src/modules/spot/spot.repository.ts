import { sql, type Kysely, type Transaction, type Updateable } from 'kysely';
import type { SpotListQuery, SpotRow } from '@halyard/shared';
import { fetchPage } from '../../db/paging.js';
import type { Database, SpotOrder, SpotOrdersTable } from '../../db/schema.js';
import { decimalText } from '../../lib/decimal-text.js';

type Reader = Kysely<Database> | Transaction<Database>;

/** The index second a step happened at, and its price. */
type IndexSecond = { second: number; price: string };

/** A new order as placed: pending until it fills, with what it holds back while it waits. */
export interface NewSpotOrder {
  userId: number;
  pair: string;
  side: SpotOrder['side'];
  priceType: SpotOrder['price_type'];
  /** The limit price; null for a market order. */
  price: string | null;
  amount: string;
  feeRate: string;
  reserved: string;
  placedSecond: number;
}

const text = (value: string | null): string | null => (value === null ? null : decimalText(value));

export function toSpotRow(row: SpotOrder): SpotRow {
  return {
    id: row.id,
    pair: row.pair,
    side: row.side,
    priceType: row.price_type,
    price: text(row.price),
    amount: decimalText(row.amount),
    status: row.status,
    fillPrice: text(row.fill_price),
    total: text(row.total),
    fee: text(row.fee),
    feeRate: decimalText(row.fee_rate),
    placedSecond: Number(row.placed_second),
    fillSecond: row.fill_second === null ? null : Number(row.fill_second),
    fillIndexPrice: text(row.fill_index_price),
    createdAt: row.created_at.toISOString(),
    filledAt: row.filled_at?.toISOString() ?? null,
    version: row.version,
  };
}

/** A spot fill: the price, what it came to and its fee, and the index second it filled in. */
export interface SpotFill {
  price: string;
  total: string;
  fee: string;
  index: IndexSecond;
}

/** A new order: waiting (no `fill`), or filled at once (a market order, or a limit the index has already reached), in one statement either way. */
export function insertOrder(trx: Transaction<Database>, order: NewSpotOrder, fill: SpotFill | null): Promise<SpotOrder> {
  return trx
    .insertInto('spot_orders')
    .values({
      user_id: order.userId,
      pair: order.pair,
      side: order.side,
      price_type: order.priceType,
      price: order.price,
      amount: order.amount,
      fee_rate: order.feeRate,
      reserved: fill ? '0' : order.reserved,
      status: fill ? 'filled' : 'pending',
      fill_price: fill?.price ?? null,
      total: fill?.total ?? null,
      fee: fill?.fee ?? null,
      placed_second: order.placedSecond,
      fill_second: fill?.index.second ?? null,
      fill_index_price: fill?.index.price ?? null,
      filled_at: fill ? new Date(fill.index.second * 1000) : null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function lockOrder(trx: Transaction<Database>, id: number): Promise<SpotOrder | undefined> {
  return trx.selectFrom('spot_orders').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

function updateOrder(trx: Transaction<Database>, id: number, changes: Updateable<SpotOrdersTable>): Promise<SpotOrder> {
  return trx
    .updateTable('spot_orders')
    .set({ ...changes, updated_at: sql<Date>`now()`, version: sql<number>`version + 1` })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Filled at `price` in the second `index`; nothing is held back any more. */
export function markFilled(trx: Transaction<Database>, id: number, fill: SpotFill): Promise<SpotOrder> {
  return updateOrder(trx, id, {
    status: 'filled',
    fill_price: fill.price,
    total: fill.total,
    fee: fill.fee,
    fill_second: fill.index.second,
    fill_index_price: fill.index.price,
    filled_at: new Date(fill.index.second * 1000),
    reserved: '0',
  });
}

export function markCancelled(trx: Transaction<Database>, id: number): Promise<SpotOrder> {
  return updateOrder(trx, id, { status: 'cancelled', reserved: '0' });
}

export function findOrder(db: Reader, userId: number, id: number): Promise<SpotOrder | undefined> {
  return db.selectFrom('spot_orders').selectAll().where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
}

export function listOrders(db: Reader, userId: number, query: SpotListQuery) {
  let base = db.selectFrom('spot_orders').selectAll().where('user_id', '=', userId);
  if (query.status === 'open') base = base.where('status', '=', 'pending');
  if (query.status === 'done') base = base.where('status', 'in', ['filled', 'cancelled']);
  return fetchPage(base.orderBy('updated_at', 'desc').orderBy('id', 'desc'), query);
}

export function pendingOrders(db: Reader): Promise<SpotOrder[]> {
  return db.selectFrom('spot_orders').selectAll().where('status', '=', 'pending').orderBy('id').execute();
}

export function ordersChangedSince(db: Reader, since: Date): Promise<SpotOrder[]> {
  return db.selectFrom('spot_orders').selectAll().where('updated_at', '>=', since).orderBy('id').execute();
}
