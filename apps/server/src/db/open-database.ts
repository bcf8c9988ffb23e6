import path from 'node:path';
import type { Config } from '../config.js';
import { createDatabase } from './database.js';
import { migrateToLatest } from './migrate.js';

/** The configured database, migrated: PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR. */
export async function openDatabase(config: Config) {
  const db = config.DATABASE_URL
    ? createDatabase({ kind: 'postgres', url: config.DATABASE_URL })
    : createDatabase({ kind: 'pglite', dataDir: path.resolve(config.DATA_DIR, 'pglite') });
  await migrateToLatest(db);
  return db;
}
