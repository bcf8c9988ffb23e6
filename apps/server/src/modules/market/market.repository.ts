import { randomBytes } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
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

/** One second's index prices of every pair; a second recorded twice keeps its first answer. */
export async function insertIndexPrices(db: Kysely<Database>, rows: ReadonlyArray<{ pair: string; second: number; price: string }>): Promise<void> {
  if (!rows.length) return;
  await db
    .insertInto('index_prices')
    .values(rows.map((row) => ({ pair: row.pair, second: row.second, price: row.price })))
    .onConflict((oc) => oc.columns(['pair', 'second']).doNothing())
    .execute();
}

/** The price in force at a second: the last one recorded at or before it, within `lookbackSeconds`. */
export async function indexPriceAsOf(db: Kysely<Database> | Transaction<Database>, pair: string, second: number, lookbackSeconds: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('index_prices')
    .select('price')
    .where('pair', '=', pair)
    .where('second', '<=', second)
    .where('second', '>', second - lookbackSeconds)
    .orderBy('second', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.price;
}

/** Every recorded second after `after` and before `before`, oldest first. */
export async function indexPricesBetween(db: Kysely<Database>, after: number, before: number) {
  return db
    .selectFrom('index_prices')
    .select(['pair', 'second', 'price'])
    .where('second', '>', after)
    .where('second', '<', before)
    .orderBy('second')
    .orderBy('pair')
    .execute();
}

export async function deleteIndexPricesBefore(db: Kysely<Database>, second: number): Promise<void> {
  await db.deleteFrom('index_prices').where('second', '<', second).execute();
}
