import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { Clock } from '../lib/clock.js';
import { scheduleJob, type JobHandler } from '../modules/jobs/jobs.service.js';
import type { MoneyService } from '../modules/money/money.service.js';
import type { ReservesService } from '../modules/reserves/reserves.service.js';
import { nextMidnightUtc } from './ledger-check-job.js';

export const RESERVES_SNAPSHOT_JOB = 'reserves.snapshot';

/** Makes sure tonight's snapshot is scheduled (a no-op when it is). */
export function scheduleNightlyReservesSnapshot(db: Kysely<Database>, clock: Clock): Promise<void> {
  const dueAt = nextMidnightUtc(clock.now());
  return scheduleJob(db, { kind: RESERVES_SNAPSHOT_JOB, key: dueAt.toISOString(), dueAt });
}

/**
 * The daily snapshot of what members are owed, at 00:00 UTC, unique by its due time (a night missed
 * while no process held the role is taken when one does, once); the next night is scheduled in the
 * same transaction and the reserves are read on chain after the commit.
 */
export function reservesSnapshotJob(reserves: ReservesService, money: MoneyService): JobHandler {
  return async (trx, job) => {
    const taken = await reserves.takeSnapshot(trx, { trigger: 'daily', dueAt: job.dueAt });
    if (taken !== undefined) money.afterCommit(trx, () => void reserves.readPendingReserves());
    const next = nextMidnightUtc(job.dueAt);
    await scheduleJob(trx, { kind: RESERVES_SNAPSHOT_JOB, key: next.toISOString(), dueAt: next });
  };
}
