import { sql, type Kysely, type Transaction, type Updateable } from 'kysely';
import type { SpotListQuery } from '@halyard/shared';
import { fetchPage } from '../../db/paging.js';
import type { Database, SpotOrder, SpotOrdersTable } from '../../db/schema.js';

type Reader = Kysely<Database> | Transaction<Database>;

export function insertOrder(trx: Transaction<Database>, row: Omit<SpotOrder, 'id' | 'created_at' | 'updated_at' | 'version'>): Promise<SpotOrder> {
  return trx.insertInto('spot_orders').values(row).returningAll().executeTakeFirstOrThrow();
}

export function lockOrder(trx: Transaction<Database>, id: number): Promise<SpotOrder | undefined> {
  return trx.selectFrom('spot_orders').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export function updateOrder(trx: Transaction<Database>, id: number, changes: Updateable<SpotOrdersTable>): Promise<SpotOrder> {
  return trx
    .updateTable('spot_orders')
    .set({ ...changes, updated_at: sql<Date>`now()`, version: sql<number>`version + 1` })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
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
