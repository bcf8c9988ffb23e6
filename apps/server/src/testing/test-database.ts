import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { createDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import type { Database } from '../db/schema.js';
import { pgliteTemplate } from './pglite-templates.js';

export type TestDatabaseKind = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when DATABASE_URL_TEST is set (CI sets it). */
export function testDatabaseKinds(): TestDatabaseKind[] {
  return process.env.DATABASE_URL_TEST ? ['pglite', 'postgres'] : ['pglite'];
}

export interface TestDatabase {
  db: Kysely<Database>;
  /** On PostgreSQL, a connection string whose sessions work in this database's own schema (for other processes). */
  connectionString?: string;
  destroy(): Promise<void>;
}

/**
 * A fresh database, migrated unless asked not to: in-memory PGlite, or a schema of its own on PostgreSQL that is
 * dropped afterwards, so test files never see each other's rows.
 */
export async function createTestDatabase(kind: TestDatabaseKind, { migrate = true } = {}): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const template = pgliteTemplate(migrate);
    const db = createDatabase({ kind: 'pglite', dataDir: null, template });
    if (migrate && !template) await migrateToLatest(db);
    return { db, destroy: () => db.destroy() };
  }
  const url = process.env.DATABASE_URL_TEST;
  if (!url) throw new Error('DATABASE_URL_TEST is not set');
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = createDatabase({ kind: 'postgres', url, maxConnections: 1 });
  await sql`create schema ${sql.id(schema)}`.execute(admin);
  const db = createDatabase({ kind: 'postgres', url, schema });
  if (migrate) await migrateToLatest(db);
  const separator = url.includes('?') ? '&' : '?';
  return {
    db,
    connectionString: `${url}${separator}options=${encodeURIComponent(`-c search_path=${schema}`)}`,
    destroy: async () => {
      await db.destroy();
      await sql`drop schema ${sql.id(schema)} cascade`.execute(admin);
      await admin.destroy();
    },
  };
}
