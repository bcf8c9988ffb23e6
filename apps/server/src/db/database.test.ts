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
      // One connection idle in the pool, one checked out by a transaction between two queries.
      await sql`select 1`.execute(db);
      const transaction = db.transaction().execute(async (trx) => {
        await sql`select 1`.execute(trx);
        await sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = ${name}`.execute(admin);
        await new Promise((resolve) => setTimeout(resolve, 200));
        await sql`select 1`.execute(trx);
      });
      await expect(transaction).rejects.toThrow();
      // Unheard, the 'error' events would have ended this process; heard, the pool carries on.
      const { rows } = await sql<{ one: number }>`select 1 as one`.execute(db);
      expect(rows).toEqual([{ one: 1 }]);
    } finally {
      await db.destroy();
      await admin.destroy();
    }
  });
});
