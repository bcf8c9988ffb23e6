import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { Clock } from '../lib/clock.js';
import { scheduleJob, type JobHandler } from '../modules/jobs/jobs.service.js';
import type { MoneyService } from '../modules/money/money.service.js';

export const LEDGER_CHECK_JOB = 'ledger.check';

/** The next midnight (UTC) after a moment. */
export function nextMidnightUtc(after: Date): Date {
  const next = new Date(after);
  next.setUTCHours(24, 0, 0, 0);
  return next;
}

/** Makes sure tonight's check is scheduled (a no-op when it is). */
export function scheduleNightlyLedgerCheck(db: Kysely<Database>, clock: Clock): Promise<void> {
  const dueAt = nextMidnightUtc(clock.now());
  return scheduleJob(db, { kind: LEDGER_CHECK_JOB, key: dueAt.toISOString(), dueAt });
}

/**
 * The nightly proof of the books, kept in `ledger_checks` with the time it was due, and the next
 * night scheduled in the same transaction: a night missed while no process held the role is
 * checked when one does, once.
 */
export function ledgerCheckJob(money: MoneyService, log: { error(object: object, message?: string): void }): JobHandler {
  return async (trx, job) => {
    const result = await money.recordCheck(trx, job.dueAt);
    if (!result.ok) {
      log.error({ unbalancedAccounts: result.unbalancedAccounts.length, unbalancedEntries: result.unbalancedEntries.length }, 'the ledger check failed');
    }
    const next = nextMidnightUtc(job.dueAt);
    await scheduleJob(trx, { kind: LEDGER_CHECK_JOB, key: next.toISOString(), dueAt: next });
  };
}
