import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import * as foundation from './migrations/2026_11_22_0001_foundation.js';
import * as settings from './migrations/2026_11_23_0001_settings.js';
import * as money from './migrations/2026_11_23_0002_money.js';
import type { Database } from './schema.js';

/** Migrations listed in date order; a static list bundles and type-checks, unlike a folder scan. */
const migrations: Record<string, Migration> = {
  '2026_11_22_0001_foundation': foundation,
  '2026_11_23_0001_settings': settings,
  '2026_11_23_0002_money': money,
};

const provider: MigrationProvider = { getMigrations: () => Promise.resolve(migrations) };

export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed`, { cause: error });
  }
}
