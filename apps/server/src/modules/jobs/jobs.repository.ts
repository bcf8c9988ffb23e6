import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database, Job } from '../../db/schema.js';

type Executor = Kysely<Database> | Transaction<Database>;

/** Schedules a job unless one of the same kind and key exists already: scheduling twice is a no-op. */
export async function insertJob(db: Executor, job: { kind: string; key: string; dueAt: Date; payload: string }): Promise<void> {
  await db
    .insertInto('jobs')
    .values({ kind: job.kind, key: job.key, due_at: job.dueAt, payload: job.payload })
    .onConflict((oc) => oc.columns(['kind', 'key']).doNothing())
    .execute();
}

/** The oldest due job nobody else is running, locked for this transaction (others skip it). */
export function claimDueJob(trx: Transaction<Database>, now: Date): Promise<Job | undefined> {
  return trx
    .selectFrom('jobs')
    .selectAll()
    .where('status', '=', 'pending')
    .where('due_at', '<=', now)
    .orderBy('due_at')
    .orderBy('id')
    .limit(1)
    .forUpdate()
    .skipLocked()
    .executeTakeFirst();
}

export async function markDone(trx: Transaction<Database>, id: number, now: Date): Promise<void> {
  await trx.updateTable('jobs').set({ status: 'done', done_at: now, attempts: sql`attempts + 1` }).where('id', '=', id).where('status', '=', 'pending').execute();
}

export async function markAttemptFailed(db: Executor, id: number, failure: { error: string; retryAt: Date; giveUp: boolean }): Promise<void> {
  await db
    .updateTable('jobs')
    .set({ attempts: sql`attempts + 1`, last_error: failure.error.slice(0, 2000), due_at: failure.retryAt, status: failure.giveUp ? 'failed' : 'pending' })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .execute();
}

export async function nextDueAt(db: Executor): Promise<Date | undefined> {
  const row = await db.selectFrom('jobs').select((eb) => eb.fn.min('due_at').as('due')).where('status', '=', 'pending').executeTakeFirst();
  return row?.due ?? undefined;
}

export async function loadSetting(db: Executor, key: string): Promise<string | undefined> {
  const row = await db.selectFrom('app_settings').select('value').where('key', '=', key).executeTakeFirst();
  return row?.value;
}

export async function saveSetting(db: Executor, key: string, value: string): Promise<void> {
  await db.insertInto('app_settings').values({ key, value }).onConflict((oc) => oc.column('key').doUpdateSet({ value })).execute();
}
