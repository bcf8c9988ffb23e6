import type { Clock } from '../lib/clock.js';
import type { TestApp } from './build-test-app.js';

/**
 * Runs every job due by the test's clock, and waits for any the app's own runner has in hand
 * (a job is pending until its transaction commits), so a test reads the state after the work.
 */
export async function settleJobs(t: TestApp, clock: Clock): Promise<void> {
  for (;;) {
    await t.runtime.jobs.runDue();
    const due = await t.database.db.selectFrom('jobs').select('id').where('status', '=', 'pending').where('due_at', '<=', clock.now()).execute();
    if (due.length === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** A form-encoded body, as the spec sends `exchangeEth`, `stakWithdrawal` and `openBox`. */
export function formBody(fields: Record<string, string>): { payload: string; headers: Record<string, string> } {
  return { payload: new URLSearchParams(fields).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } };
}
