import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

const MARKET_SEED_KEY = 'market.seed';

/**
 * The simulated market's seed: drawn once per installation and kept in the database, so every
 * restart (and every server process on one PostgreSQL) replays the same market. It stays secret:
 * whoever knew it could compute future prices.
 */
export async function loadOrCreateMarketSeed(db: Kysely<Database>): Promise<string> {
  await db
    .insertInto('app_settings')
    .values({ key: MARKET_SEED_KEY, value: randomBytes(16).toString('hex') })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db.selectFrom('app_settings').select('value').where('key', '=', MARKET_SEED_KEY).executeTakeFirstOrThrow();
  return row.value;
}
