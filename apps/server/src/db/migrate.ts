import { Migrator, sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import * as foundation from './migrations/2026_11_22_0001_foundation.js';
import * as settings from './migrations/2026_11_23_0001_settings.js';
import * as money from './migrations/2026_11_23_0002_money.js';
import * as depositNetwork from './migrations/2026_11_23_0003_deposit_network.js';
import * as doubleEntry from './migrations/2026_11_23_0004_double_entry.js';
import * as engine from './migrations/2026_11_23_0005_engine.js';
import * as contracts from './migrations/2026_11_23_0006_contracts.js';
import * as spotOptions from './migrations/2026_11_23_0007_spot_options.js';
import * as consoleTables from './migrations/2026_11_23_0008_console.js';
import * as content from './migrations/2026_11_24_0101_content.js';
import * as messages from './migrations/2026_11_24_0102_messages.js';
import * as support from './migrations/2026_11_24_0103_support.js';
import * as web3 from './migrations/2026_11_24_0201_web3.js';
import * as contentConsole from './migrations/2026_11_25_0301_content_console.js';
import * as productTerms from './migrations/2026_11_25_0302_product_terms.js';
import * as depositAddresses from './migrations/2026_11_25_0401_deposit_addresses.js';
import * as fourEyes from './migrations/2026_11_28_0101_four_eyes.js';
import * as chain from './migrations/2026_11_28_0201_chain.js';
import * as reserves from './migrations/2026_11_29_0301_reserves.js';
import * as push from './migrations/2026_11_29_0401_push.js';
import * as contractParts from './migrations/2026_11_29_0403_contract_parts.js';
import type { Database } from './schema.js';

/** Migrations listed in date order; a static list bundles and type-checks, unlike a folder scan. */
const migrations: Record<string, Migration> = {
  '2026_11_22_0001_foundation': foundation,
  '2026_11_23_0001_settings': settings,
  '2026_11_23_0002_money': money,
  '2026_11_23_0003_deposit_network': depositNetwork,
  '2026_11_23_0004_double_entry': doubleEntry,
  '2026_11_23_0005_engine': engine,
  '2026_11_23_0006_contracts': contracts,
  '2026_11_23_0007_spot_options': spotOptions,
  '2026_11_23_0008_console': consoleTables,
  '2026_11_24_0101_content': content,
  '2026_11_24_0102_messages': messages,
  '2026_11_24_0103_support': support,
  '2026_11_24_0201_web3': web3,
  '2026_11_25_0301_content_console': contentConsole,
  '2026_11_25_0302_product_terms': productTerms,
  '2026_11_25_0401_deposit_addresses': depositAddresses,
  '2026_11_28_0101_four_eyes': fourEyes,
  '2026_11_28_0201_chain': chain,
  '2026_11_29_0301_reserves': reserves,
  '2026_11_29_0401_push': push,
  '2026_11_29_0403_contract_parts': contractParts,
};

const provider: MigrationProvider = { getMigrations: () => Promise.resolve(migrations) };

/** A migrator for the connection's own schema: without one, Kysely takes another schema's bookkeeping tables for its own. */
async function migratorOf(db: Kysely<Database>): Promise<Migrator> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return new Migrator({ db, provider, migrationTableSchema: rows[0]?.schema });
}

/** Migrates up to and including the named migration (tests build an older database this way). */
export async function migrateTo(db: Kysely<Database>, name: string): Promise<void> {
  const { error } = await (await migratorOf(db)).migrateTo(name);
  if (error) throw new Error(`Migration to ${name} failed`, { cause: error });
}

export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  const { error, results } = await (await migratorOf(db)).migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed`, { cause: error });
  }
}
