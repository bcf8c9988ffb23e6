import type { Kysely, Transaction, Updateable } from 'kysely';
import type { OptionListQuery } from '@halyard/shared';
import { fetchPage } from '../../db/paging.js';
import type { Database, OptionOrder, OptionOrdersTable } from '../../db/schema.js';

type Reader = Kysely<Database> | Transaction<Database>;

export function insertOption(trx: Transaction<Database>, row: Omit<OptionOrder, 'id' | 'created_at'>): Promise<OptionOrder> {
  return trx.insertInto('option_orders').values(row).returningAll().executeTakeFirstOrThrow();
}

/** The open options that close at a second, locked: each is settled once. */
export function lockOpenClosingAt(trx: Transaction<Database>, second: number): Promise<OptionOrder[]> {
  return trx.selectFrom('option_orders').selectAll().where('status', '=', 'open').where('close_second', '=', second).orderBy('id').forUpdate().execute();
}

export function updateOption(trx: Transaction<Database>, id: number, changes: Updateable<OptionOrdersTable>): Promise<OptionOrder> {
  return trx.updateTable('option_orders').set(changes).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}

export function findOption(db: Reader, userId: number, id: number): Promise<OptionOrder | undefined> {
  return db.selectFrom('option_orders').selectAll().where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
}

export function listOptions(db: Reader, userId: number, query: OptionListQuery) {
  let base = db.selectFrom('option_orders').selectAll().where('user_id', '=', userId);
  if (query.status) base = base.where('status', '=', query.status);
  return fetchPage(base.orderBy('id', 'desc'), query);
}
