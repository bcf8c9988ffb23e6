import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { Clock } from '../lib/clock.js';
import { JobError, nextDueAt, rescheduleFailed, runOneDueJob, type JobHandler, type JobTransaction } from '../modules/jobs/jobs.service.js';

export interface JobRunnerLog {
  info(object: object, message?: string): void;
  error(object: object, message?: string): void;
}

/** How often the runner looks for due work when it has nothing better to wait for. */
const POLL_MS = 250;
/** A failed job is retried after attempts² seconds, at most an hour later, and given up after this many. */
const MAX_ATTEMPTS = 20;

/**
 * Runs due jobs, oldest first, one transaction each, on the process that holds the engine role.
 * Work that fell due while nobody held it runs as soon as someone does, with its own due time.
 */
export class JobRunner {
  private readonly handlers = new Map<string, JobHandler>();
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  /** The runDue call under way; the next waits for it. */
  private turn: Promise<unknown> = Promise.resolve();
  private started = false;
  /** Set by stop(): the job under way finishes, no other starts. */
  private halting = false;

  constructor(
    private readonly deps: {
      db: Kysely<Database>;
      clock: Clock;
      log: JobRunnerLog;
      /** The transaction each job runs in: the money module's, so a job may move money and its pushes follow the commit. */
      transaction: JobTransaction;
    },
  ) {}

  handle(kind: string, handler: JobHandler): void {
    this.handlers.set(kind, handler);
  }

  start(): void {
    this.started = true;
    this.halting = false;
    this.wake();
  }

  async stop(): Promise<void> {
    this.started = false;
    this.halting = true;
    clearTimeout(this.timer);
    await this.running;
  }

  /**
   * Runs every job due now; resolves with how many ran (tests and the loop use it). Calls take turns
   * within the process: a caller never returns while the loop still works on a job it skipped as taken.
   */
  runDue(): Promise<number> {
    const run = this.turn.then(() => this.runDueNow());
    this.turn = run.catch(() => undefined);
    return run;
  }

  private async runDueNow(): Promise<number> {
    let ran = 0;
    while (!this.halting) {
      const now = this.deps.clock.now();
      try {
        const job = await runOneDueJob(this.deps.transaction, now, (kind) => this.handlers.get(kind));
        if (!job) break;
        ran += 1;
      } catch (error) {
        if (!(error instanceof JobError)) throw error;
        await this.reschedule(error, now);
      }
    }
    return ran;
  }

  private async reschedule(error: JobError, now: Date): Promise<void> {
    const attempts = error.job.attempts + 1;
    const giveUp = attempts >= MAX_ATTEMPTS;
    this.deps.log.error({ kind: error.job.kind, key: error.job.key, attempts, giveUp, reason: error.message }, 'a timed job failed');
    const retryAt = new Date(now.getTime() + Math.min(3600, attempts * attempts) * 1000);
    await rescheduleFailed(this.deps.db, error.job, { error: error.message, retryAt, giveUp });
  }

  private wake(): void {
    if (!this.started || this.running) return;
    this.running = this.runDue()
      .catch((error: unknown) => this.deps.log.error({ reason: error instanceof Error ? error.message : String(error) }, 'the job runner could not reach the database'))
      .then(async () => {
        const next = await nextDueAt(this.deps.db).catch(() => undefined);
        return next ? Math.max(0, Math.min(POLL_MS, next.getTime() - this.deps.clock.now().getTime())) : POLL_MS;
      })
      .then((wait) => {
        this.running = undefined;
        if (!this.started) return;
        this.timer = setTimeout(() => this.wake(), wait);
        this.timer.unref();
      });
  }
}
