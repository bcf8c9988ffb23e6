import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';

type Reader = Kysely<Database> | Transaction<Database>;

/** Every open alarm (oldest first: the first raised is the first to look at). */
export function openAlarms(db: Reader) {
  return db.selectFrom('chain_alarms').selectAll().where('acknowledged_at', 'is', null).orderBy('id').execute();
}

/** The latest acknowledged alarms, newest first. */
export function acknowledgedAlarms(db: Reader, limit: number) {
  return db.selectFrom('chain_alarms').selectAll().where('acknowledged_at', 'is not', null).orderBy('acknowledged_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
}

/** One alarm, locked: two admins acknowledging at once are decided one after the other. */
export function lockAlarm(trx: Transaction<Database>, id: number) {
  return trx.selectFrom('chain_alarms').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export function acknowledgeAlarm(trx: Transaction<Database>, id: number, by: { actor: string; at: Date }) {
  return trx
    .updateTable('chain_alarms')
    .set({ acknowledged_at: by.at, acknowledged_by: by.actor })
    .where('id', '=', id)
    .where('acknowledged_at', 'is', null)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Open alarms by kind, for the metrics. */
export async function openAlarmCounts(db: Reader): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('chain_alarms')
    .select(['kind', (eb) => eb.fn.countAll<string>().as('count')])
    .where('acknowledged_at', 'is', null)
    .groupBy('kind')
    .execute();
  return new Map(rows.map((row) => [row.kind, Number(row.count)]));
}
