import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createDatabase } from './database.js';

describe.each(process.env.DATABASE_URL_TEST ? [process.env.DATABASE_URL_TEST] : [])('the PostgreSQL pool', (url) => {
  it('survives PostgreSQL ending its connections (idle or checked out) and opens new ones', async () => {
    const name = `halyard-pool-test-${process.pid}`;
    const separator = url.includes('?') ? '&' : '?';
    const db = createDatabase({ kind: 'postgres', url: `${url}${separator}application_name=${name}`, maxConnections: 2 });
    const admin = createDatabase({ kind: 'postgres', url, maxConnections: 1 });
    try {
      // One connection idle in the pool, one checked out by a transaction between two queries
      // (two queries at once open both; one alone would leave the transaction its connection).
      await Promise.all([sql`select pg_sleep(0.05)`.execute(db), sql`select pg_sleep(0.05)`.execute(db)]);
      const backends = async () => (await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity where application_name = ${name}`.execute(admin)).rows[0]?.n;
      let ended = false;
      const transaction = db.transaction().execute(async (trx) => {
        await sql`select 1`.execute(trx);
        expect(await backends()).toBe(2);
        await sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = ${name}`.execute(admin);
        // Both backends have exited (termination is a signal: it lands a moment after the call).
        await expect.poll(backends, { timeout: 10_000, interval: 20 }).toBe(0);
        ended = true;
        await sql`select 1`.execute(trx);
      });
      await expect(transaction).rejects.toThrow();
      expect(ended).toBe(true);
      // Unheard, the 'error' events would have ended this process; heard, the pool carries on.
      const { rows } = await sql<{ one: number }>`select 1 as one`.execute(db);
      expect(rows).toEqual([{ one: 1 }]);
    } finally {
      await db.destroy();
      await admin.destroy();
    }
  });
});
