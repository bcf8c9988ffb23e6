import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';

/**
 * Reads the tables in a repeatable-read snapshot taken before another schema is dropped: the snapshot still
 * sees that schema's tables in pg_class, as a query running while another session drops a schema does.
 */
function tablesWhileAnotherSchemaIsDropped(db: Kysely<unknown>, dropped: TestDatabase) {
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      await sql`select count(*) from pg_catalog.pg_class`.execute(trx);
      await dropped.destroy();
      return trx.introspection.getTables({ withInternalKyselyTables: true });
    });
}

describe.each(process.env.DATABASE_URL_TEST ? ['postgres' as const] : [])('introspection on %s', (kind) => {
  it('lists only its own schema, and another schema dropped under it does not fail it', async () => {
    const own = await createTestDatabase(kind);
    const db = own.db as unknown as Kysely<unknown>;
    // Kysely's stock introspector over the same schema, for the contrast.
    const stock = new Kysely<unknown>({
      dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: own.connectionString, max: 1 }) }),
    });
    try {
      const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
      const tables = await db.introspection.getTables({ withInternalKyselyTables: true });
      expect(new Set(tables.map((table) => table.schema))).toEqual(new Set([rows[0]?.schema]));
      expect(tables.map((table) => table.name)).toEqual(expect.arrayContaining(['kysely_migration', 'accounts']));
      const withoutInternal = await db.introspection.getTables();
      expect(withoutInternal.map((table) => table.name)).not.toContain('kysely_migration');

      await expect(tablesWhileAnotherSchemaIsDropped(stock, await createTestDatabase(kind))).rejects.toThrow(
        /schema "test_\w+" does not exist/,
      );
      const survived = await tablesWhileAnotherSchemaIsDropped(db, await createTestDatabase(kind));
      expect(survived.map((table) => table.name).sort()).toEqual(tables.map((table) => table.name).sort());
    } finally {
      await stock.destroy();
      await own.destroy();
    }
  });
});
