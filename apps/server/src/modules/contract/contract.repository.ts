import { sql, type Kysely, type Transaction, type Updateable } from 'kysely';
import type { ContractListQuery } from '@halyard/shared';
import { fetchPage, type Page } from '../../db/paging.js';
import type { ContractOrder, ContractOrdersTable, Database } from '../../db/schema.js';

type Reader = Kysely<Database> | Transaction<Database>;

export function insertOrder(trx: Transaction<Database>, row: Omit<ContractOrder, 'id' | 'created_at' | 'updated_at' | 'version'>): Promise<ContractOrder> {
  return trx.insertInto('contract_orders').values(row).returningAll().executeTakeFirstOrThrow();
}

/** Locks one order for a decision on it (fill, close, cancel, edit): decisions on one order never overlap. */
export function lockOrder(trx: Transaction<Database>, id: number): Promise<ContractOrder | undefined> {
  return trx.selectFrom('contract_orders').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export function updateOrder(trx: Transaction<Database>, id: number, changes: Updateable<ContractOrdersTable>): Promise<ContractOrder> {
  return trx
    .updateTable('contract_orders')
    .set({ ...changes, updated_at: sql<Date>`now()`, version: sql<number>`version + 1` })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function findOrder(db: Reader, userId: number, id: number): Promise<ContractOrder | undefined> {
  return db.selectFrom('contract_orders').selectAll().where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
}

export function findOrderById(db: Reader, id: number): Promise<ContractOrder | undefined> {
  return db.selectFrom('contract_orders').selectAll().where('id', '=', id).executeTakeFirst();
}

export function listOrders(db: Reader, userId: number, query: ContractListQuery) {
  let base = db.selectFrom('contract_orders').selectAll().where('user_id', '=', userId);
  if (query.status === 'closed') base = base.where('status', 'in', ['closed', 'cancelled']);
  else if (query.status) base = base.where('status', '=', query.status);
  const newest = query.status === 'closed' ? base.orderBy('updated_at', 'desc').orderBy('id', 'desc') : base.orderBy('id', 'desc');
  return fetchPage(newest, query);
}

/** A member's orders in some statuses, newest placed first (an operator's look at one member). */
export function listOrdersIn(db: Reader, userId: number, statuses: readonly ContractOrder['status'][], page: Page) {
  return fetchPage(db.selectFrom('contract_orders').selectAll().where('user_id', '=', userId).where('status', 'in', statuses).orderBy('id', 'desc'), page);
}

/** Every order the engine must watch: pending limit orders and open positions. */
export function activeOrders(db: Reader): Promise<ContractOrder[]> {
  return db.selectFrom('contract_orders').selectAll().where('status', 'in', ['pending', 'open']).orderBy('id').execute();
}

/** Orders changed at or after a moment (the engine's poll for work other processes took). */
export function ordersChangedSince(db: Reader, since: Date): Promise<ContractOrder[]> {
  return db.selectFrom('contract_orders').selectAll().where('updated_at', '>=', since).orderBy('id').execute();
}
