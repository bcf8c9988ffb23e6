import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { databaseOver } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';

/**
 * A fresh PGlite runs initdb in WebAssembly: 3 to 6 s on this 2-core machine, more than most test files
 * take. The server suite's global setup does it once and dumps the data folder, blank and migrated; each
 * test database then starts from a dump in about a second. The folder is named by this variable.
 */
export const PGLITE_TEMPLATES_VARIABLE = 'HALYARD_PGLITE_TEMPLATES';

const fileOf = (folder: string, migrated: boolean) => path.join(folder, migrated ? 'migrated.tar' : 'blank.tar');

/** Writes both dumps into `folder`: the blank database and the same database migrated to the latest. */
export async function writePgliteTemplates(folder: string): Promise<void> {
  const pglite = new PGlite();
  const db = databaseOver(pglite);
  try {
    writeFileSync(fileOf(folder, false), Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer()));
    await migrateToLatest(db);
    writeFileSync(fileOf(folder, true), Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer()));
  } finally {
    await db.destroy();
  }
}

/** Each dump read once per test file (a Blob is immutable: every database of the file loads the same one). */
const read = new Map<boolean, Blob>();

/** The dump to start a test database from, when the global setup wrote them (else a fresh initdb). */
export function pgliteTemplate(migrated: boolean): Blob | undefined {
  const folder = process.env[PGLITE_TEMPLATES_VARIABLE];
  if (!folder) return undefined;
  let dump = read.get(migrated);
  if (!dump) {
    dump = new Blob([readFileSync(fileOf(folder, migrated))]);
    read.set(migrated, dump);
  }
  return dump;
}
