import type { Kysely, Transaction } from 'kysely';
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
