import type { ReserveProofData } from '@halyard/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createManualClock, type TestApp } from '../testing/build-test-app.js';
import { fundDirectly, signInMember, type TestMember } from '../testing/members.js';
import { settleJobs } from '../testing/timed-work.js';
import { RESERVES_SNAPSHOT_JOB, reservesSnapshotJob } from './reserves-snapshot-job.js';

describe('the daily reserves snapshot', () => {
  const clock = createManualClock(new Date('2026-11-29T23:58:00Z'));
  const midnight = new Date('2026-11-30T00:00:00Z');
  let t: TestApp;
  let member: TestMember;

  beforeAll(async () => {
    t = await buildTestApp({ clock });
    member = await signInMember(t);
    await fundDirectly(t, member, '88.8');
    await t.engineReady();
  });
  afterAll(async () => {
    await t.close();
  });

  const snapshots = () => t.database.db.selectFrom('reserve_snapshots').select(['id', 'trigger', 'due_at', 'taken_at']).orderBy('id').execute();

  it('is taken at 00:00 UTC by the engine, once, with the next night scheduled', async () => {
    expect(await snapshots()).toEqual([]);
    clock.set(new Date('2026-11-30T00:00:02Z'));
    await settleJobs(t, clock);
    const taken = await snapshots();
    expect(taken).toEqual([{ id: expect.any(Number), trigger: 'daily', due_at: midnight, taken_at: new Date('2026-11-30T00:00:02Z') }]);
    const proof = await t.call<ReserveProofData>({ method: 'GET', url: '/api/member/reserves/proof?coin=USDT', headers: member.headers });
    expect(proof.body.data).toMatchObject({ snapshotId: taken[0]?.id, balance: '88.800000000000000000' });
    const next = await t.database.db.selectFrom('jobs').select(['due_at', 'status']).where('kind', '=', RESERVES_SNAPSHOT_JOB).orderBy('due_at').execute();
    expect(next).toEqual([
      { due_at: midnight, status: 'done' },
      { due_at: new Date('2026-12-01T00:00:00Z'), status: 'pending' },
    ]);
  });

  it('takes a night that ran already as done, without a second snapshot', async () => {
    const handler = reservesSnapshotJob(t.runtime.services.reserves, t.runtime.money);
    await t.runtime.money.transaction((trx) => handler(trx, { id: 0, kind: RESERVES_SNAPSHOT_JOB, key: midnight.toISOString(), dueAt: midnight, payload: {}, attempts: 0 }));
    expect(await snapshots()).toHaveLength(1);
  });
});
