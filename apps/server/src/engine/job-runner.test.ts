import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManualClock } from '../testing/build-test-app.js';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../testing/test-database.js';
import { scheduleJob } from '../modules/jobs/jobs.service.js';
import { JobRunner } from './job-runner.js';

const silent = { info: () => {}, error: () => {} };

describe.each(testDatabaseKinds())('timed work on %s', (kind) => {
  const clock = createManualClock(new Date('2026-11-23T10:00:00Z'));
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await sql`create table effects (job_key text not null, due_at timestamptz not null)`.execute(database.db);
  });
  afterAll(async () => {
    await database.destroy();
  });

  /** A handler whose effect is a row, written in the job's own transaction. */
  function runnerWithEffects(fail?: (key: string) => boolean) {
    const runner = new JobRunner({ db: database.db, clock, log: silent, transaction: (work) => database.db.transaction().execute(work) });
    runner.handle('effect', async (trx, job) => {
      await sql`insert into effects values (${job.key}, ${job.dueAt})`.execute(trx);
      if (fail?.(job.key)) throw new Error(`${job.key} broke`);
    });
    return runner;
  }

  const effects = async (key: string) => (await sql<{ due_at: Date }>`select due_at from effects where job_key = ${key}`.execute(database.db)).rows;
  const job = async (key: string) => database.db.selectFrom('jobs').selectAll().where('key', '=', key).executeTakeFirstOrThrow();

  it('runs a job once when it falls due, with its own due time, and never again', async () => {
    const dueAt = new Date(clock.now().getTime() + 60_000);
    await scheduleJob(database.db, { kind: 'effect', key: 'once', dueAt });
    await scheduleJob(database.db, { kind: 'effect', key: 'once', dueAt: new Date(dueAt.getTime() + 1) });
    const runner = runnerWithEffects();
    expect(await runner.runDue()).toBe(0);
    clock.advance(60_000);
    expect(await runner.runDue()).toBe(1);
    expect(await runner.runDue()).toBe(0);
    expect((await effects('once')).map((row) => row.due_at.toISOString())).toEqual([dueAt.toISOString()]);
    expect(await job('once')).toMatchObject({ status: 'done', attempts: 1 });
  });

  it('rolls back a failed job, retries it later, and gives it no second effect once it succeeds', async () => {
    let broken = true;
    const runner = runnerWithEffects((key) => key === 'flaky' && broken);
    await scheduleJob(database.db, { kind: 'effect', key: 'flaky', dueAt: clock.now() });
    expect(await runner.runDue()).toBe(0);
    expect(await effects('flaky')).toEqual([]);
    expect(await job('flaky')).toMatchObject({ status: 'pending', attempts: 1, last_error: expect.stringContaining('flaky broke') });
    broken = false;
    expect(await runner.runDue()).toBe(0);
    clock.advance(1000);
    expect(await runner.runDue()).toBe(1);
    expect(await effects('flaky')).toHaveLength(1);
    expect(await job('flaky')).toMatchObject({ status: 'done', attempts: 2 });
  });

  it('runs each of many due jobs exactly once with two runners competing for them', async () => {
    const keys = Array.from({ length: 40 }, (_, index) => `race-${index}`);
    for (const key of keys) await scheduleJob(database.db, { kind: 'effect', key, dueAt: clock.now() });
    const [first, second] = [runnerWithEffects(), runnerWithEffects()];
    const [a, b] = await Promise.all([first.runDue(), second.runDue()]);
    expect(a + b).toBe(keys.length);
    for (const key of keys) expect(await effects(key)).toHaveLength(1);
  });

  it('answers a call made while its loop works on a job only once that job is done', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    let entered: () => void = () => {};
    const inside = new Promise<void>((resolve) => (entered = resolve));
    const runner = new JobRunner({ db: database.db, clock, log: silent, transaction: (work) => database.db.transaction().execute(work) });
    runner.handle('slow', async (trx, job) => {
      entered();
      await gate;
      await sql`insert into effects values (${job.key}, ${job.dueAt})`.execute(trx);
    });
    await scheduleJob(database.db, { kind: 'slow', key: 'slow', dueAt: clock.now() });
    runner.start();
    await inside;
    let answered = false;
    const call = runner.runDue().then((ran) => {
      answered = true;
      return ran;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(answered).toBe(false);
    release();
    // The loop ran the job; the call, answered after it, finds nothing left and sees its effect.
    expect(await call).toBe(0);
    expect(await effects('slow')).toHaveLength(1);
    await runner.stop();
  });
});
