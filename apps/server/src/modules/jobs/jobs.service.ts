import type { Kysely, Transaction } from 'kysely';
import type { Database, Job } from '../../db/schema.js';
import * as repository from './jobs.repository.js';

type Executor = Kysely<Database> | Transaction<Database>;

/** Timed work (ARCHITECTURE §1.4): a kind, a key that makes it unique, a due time and what it needs. */
export interface JobRequest {
  kind: string;
  key: string;
  dueAt: Date;
  payload?: Record<string, unknown>;
}

/** A job being run: its handler runs in the transaction that also marks it done, so it happens exactly once. */
export interface DueJob {
  id: number;
  kind: string;
  key: string;
  dueAt: Date;
  payload: Record<string, unknown>;
  attempts: number;
}

export type JobHandler = (trx: Transaction<Database>, job: DueJob) => Promise<void>;

/** How a job's transaction is opened: the money module's, so a handler may move money (and balances are pushed after the commit). */
export type JobTransaction = <T>(work: (trx: Transaction<Database>) => Promise<T>) => Promise<T>;

/** Schedules a job; in the caller's transaction it commits (or vanishes) with the work that asked for it. */
export function scheduleJob(db: Executor, job: JobRequest): Promise<void> {
  return repository.insertJob(db, { kind: job.kind, key: job.key, dueAt: job.dueAt, payload: JSON.stringify(job.payload ?? {}) });
}

function toDueJob(row: Job): DueJob {
  return { id: row.id, kind: row.kind, key: row.key, dueAt: row.due_at, payload: JSON.parse(row.payload) as Record<string, unknown>, attempts: row.attempts };
}

/**
 * Runs the oldest due job (or answers null), marked done in the same transaction as its effect; a
 * handler's error rolls its work back and is thrown, for the runner to reschedule.
 */
export async function runOneDueJob(
  transaction: JobTransaction,
  now: Date,
  handlerOf: (kind: string) => JobHandler | undefined,
): Promise<DueJob | null> {
  return transaction(async (trx) => {
    const row = await repository.claimDueJob(trx, now);
    if (!row) return null;
    const job = toDueJob(row);
    const handler = handlerOf(job.kind);
    if (!handler) throw new JobError(job, new Error(`no handler for ${job.kind}`));
    try {
      await handler(trx, job);
    } catch (error) {
      throw new JobError(job, error);
    }
    await repository.markDone(trx, job.id, now);
    return job;
  });
}

/** A job whose handler failed: its work was rolled back. */
export class JobError extends Error {
  override name = 'JobError';
  constructor(
    readonly job: DueJob,
    override readonly cause: unknown,
  ) {
    super(`job ${job.kind}/${job.key} failed: ${cause instanceof Error ? cause.message : String(cause)}`);
  }
}

export function rescheduleFailed(db: Kysely<Database>, job: DueJob, failure: { error: string; retryAt: Date; giveUp: boolean }): Promise<void> {
  return repository.markAttemptFailed(db, job.id, failure);
}

export function nextDueAt(db: Kysely<Database>): Promise<Date | undefined> {
  return repository.nextDueAt(db);
}

/** The last index second the trigger engine settled (it replays from the next one after a restart). */
export function loadEngineSecond(db: Kysely<Database>): Promise<number | undefined> {
  return repository.loadSetting(db, ENGINE_SECOND_KEY).then((value) => (value === undefined ? undefined : Number(value)));
}

export function saveEngineSecond(db: Kysely<Database>, second: number): Promise<void> {
  return repository.saveSetting(db, ENGINE_SECOND_KEY, String(second));
}

const ENGINE_SECOND_KEY = 'engine.triggers.second';
