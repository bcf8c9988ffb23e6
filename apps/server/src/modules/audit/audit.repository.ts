import type { Kysely, Transaction } from 'kysely';
import type { AuditQuery } from '@halyard/shared';
import { fetchPage } from '../../db/paging.js';
import type { Database } from '../../db/schema.js';

export async function insertEntry(
  trx: Transaction<Database>,
  entry: { actor: string; action: string; targetType: string; targetId: string; detail: Record<string, unknown>; at: Date },
): Promise<void> {
  await trx
    .insertInto('audit_log')
    .values({ actor: entry.actor, action: entry.action, target_type: entry.targetType, target_id: entry.targetId, detail: JSON.stringify(entry.detail), created_at: entry.at })
    .execute();
}

export function entriesOf(db: Kysely<Database>, targetType: string, targetId: string) {
  return db.selectFrom('audit_log').selectAll().where('target_type', '=', targetType).where('target_id', '=', targetId).orderBy('id').execute();
}

export function listEntries(db: Kysely<Database>, query: AuditQuery) {
  let base = db.selectFrom('audit_log').selectAll();
  if (query.actor) base = base.where('actor', '=', query.actor.toLowerCase());
  if (query.action) base = base.where('action', 'like', `${query.action.replace(/[%_\\]/g, '')}%`);
  if (query.targetType) base = base.where('target_type', '=', query.targetType);
  if (query.from) base = base.where('created_at', '>=', new Date(`${query.from}T00:00:00Z`));
  // The whole last day: before the next one begins.
  if (query.to) base = base.where('created_at', '<', new Date(new Date(`${query.to}T00:00:00Z`).getTime() + 86_400_000));
  return fetchPage(base.orderBy('id', 'desc'), query);
}
