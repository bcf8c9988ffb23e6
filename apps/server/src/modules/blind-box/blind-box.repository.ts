import { sql, type Insertable, type Kysely, type Transaction } from 'kysely';
import type { BoxOpeningRow, Prize } from '@halyard/shared';
import { fetchPage, type Page } from '../../db/paging.js';
import type { Database } from '../../db/schema.js';
import type { BoxOpening, BoxOpeningStatus, BoxOpeningsTable, BoxPrizesTable, BoxTiersTable } from '../../db/web3-tables.js';
import { decimalText } from '../../lib/decimal-text.js';

type Reader = Kysely<Database> | Transaction<Database>;

/** An opening with its seed's hash, and the seed itself once revealed. */
type OpeningWithSeed = BoxOpening & { server_seed_hash: string; revealed_seed: string | null };

export function toOpeningRow(row: OpeningWithSeed): BoxOpeningRow {
  return {
    id: row.id,
    level: row.level,
    price: decimalText(row.price),
    gift: decimalText(row.gift),
    prize: decimalText(row.prize),
    prizeIndex: row.prize_index,
    prizes: JSON.parse(row.prizes) as Prize[],
    serverSeedHash: row.server_seed_hash,
    serverSeed: row.revealed_seed,
    clientSeed: row.client_seed,
    nonce: row.nonce,
    roll: row.roll,
    status: row.status,
    payoutAt: row.payout_at.toISOString(),
    paidAt: row.paid_at?.toISOString() ?? null,
    createdAt: row.created_at.toISOString(),
  };
}


// Tiers -----------------------------------------------------------------------------------------

export function listTiers(db: Reader) {
  return db.selectFrom('box_tiers').selectAll().where('active', '=', true).orderBy('level').execute();
}

export function findTier(db: Reader, level: number) {
  return db.selectFrom('box_tiers').selectAll().where('level', '=', level).where('active', '=', true).executeTakeFirst();
}

/** Prize tables in table order, for the given levels. */
export function listPrizes(db: Reader, levels: readonly number[]) {
  if (!levels.length) return Promise.resolve([]);
  return db.selectFrom('box_prizes').selectAll().where('level', 'in', levels).orderBy('level').orderBy('position').execute();
}

/** Two processes starting at once on a fresh database seed the tiers once: the second waits, then sees them. */
export async function lockTiers(trx: Transaction<Database>): Promise<void> {
  await sql`lock table box_tiers in share row exclusive mode`.execute(trx);
}

export async function countTiers(db: Reader): Promise<number> {
  const row = await db.selectFrom('box_tiers').select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function insertTier(trx: Transaction<Database>, tier: Insertable<BoxTiersTable>, prizes: Insertable<BoxPrizesTable>[]): Promise<void> {
  await trx.insertInto('box_tiers').values(tier).execute();
  await trx.insertInto('box_prizes').values(prizes).execute();
}

/** Every tier for the console, on sale or not, with how many boxes were opened at it. */
export function listAllTiers(db: Reader) {
  return db
    .selectFrom('box_tiers as t')
    .selectAll('t')
    .select((eb) => eb.selectFrom('box_openings as o').select(eb.fn.countAll<string>().as('n')).whereRef('o.level', '=', 't.level').as('openings'))
    .orderBy('t.level')
    .execute();
}

export function lockTier(trx: Transaction<Database>, level: number) {
  return trx.selectFrom('box_tiers').selectAll().where('level', '=', level).forUpdate().executeTakeFirst();
}

/** Writes a tier and replaces its prize table (openings keep the table they were drawn from). */
export async function saveTier(trx: Transaction<Database>, tier: Insertable<BoxTiersTable>, prizes: Insertable<BoxPrizesTable>[]): Promise<void> {
  await trx
    .insertInto('box_tiers')
    .values(tier)
    .onConflict((oc) => oc.column('level').doUpdateSet({ price: tier.price, gift: tier.gift, active: tier.active ?? true }))
    .execute();
  await trx.deleteFrom('box_prizes').where('level', '=', tier.level).execute();
  await trx.insertInto('box_prizes').values(prizes).execute();
}

// Seeds -----------------------------------------------------------------------------------------

export function currentSeed(db: Reader, userId: number) {
  return db.selectFrom('box_seeds').selectAll().where('user_id', '=', userId).where('revealed_at', 'is', null).executeTakeFirst();
}

/** Commits a first seed for the member unless one is current already (two callers at once keep one). */
export async function insertSeedIfNone(db: Reader, row: { userId: number; serverSeed: string; serverSeedHash: string }): Promise<void> {
  await db
    .insertInto('box_seeds')
    .values({ user_id: row.userId, server_seed: row.serverSeed, server_seed_hash: row.serverSeedHash })
    .onConflict((oc) => oc.column('user_id').where('revealed_at', 'is', null).doNothing())
    .execute();
}

/** The member's current seed, locked: openings under it take their nonces one at a time. */
export function lockCurrentSeed(trx: Transaction<Database>, userId: number) {
  return trx.selectFrom('box_seeds').selectAll().where('user_id', '=', userId).where('revealed_at', 'is', null).forUpdate().executeTakeFirst();
}

export async function takeNonce(trx: Transaction<Database>, seedId: number): Promise<void> {
  await trx.updateTable('box_seeds').set({ next_nonce: sql`next_nonce + 1` }).where('id', '=', seedId).execute();
}

export async function revealSeed(trx: Transaction<Database>, seedId: number, at: Date): Promise<void> {
  await trx.updateTable('box_seeds').set({ revealed_at: at }).where('id', '=', seedId).execute();
}

export async function countOpenings(db: Reader, seedId: number): Promise<number> {
  const row = await db.selectFrom('box_openings').select((eb) => eb.fn.countAll<string>().as('count')).where('seed_id', '=', seedId).executeTakeFirstOrThrow();
  return Number(row.count);
}

// Openings --------------------------------------------------------------------------------------

/** An opening as drawn: its prize waits for the payout job at `payoutAt`. */
export function insertOpening(
  trx: Transaction<Database>,
  opening: { userId: number; level: number; price: string; gift: string; prizes: string; seedId: number; clientSeed: string; nonce: number; roll: string; prizeIndex: number; prize: string; payoutAt: Date; at: Date },
) {
  const row: Insertable<BoxOpeningsTable> = {
    user_id: opening.userId,
    level: opening.level,
    price: opening.price,
    gift: opening.gift,
    prizes: opening.prizes,
    seed_id: opening.seedId,
    client_seed: opening.clientSeed,
    nonce: opening.nonce,
    roll: opening.roll,
    prize_index: opening.prizeIndex,
    prize: opening.prize,
    payout_at: opening.payoutAt,
    paid_at: null,
    created_at: opening.at,
  };
  return trx.insertInto('box_openings').values(row).returning('id').executeTakeFirstOrThrow();
}

export function lockOpening(trx: Transaction<Database>, id: number) {
  return trx.selectFrom('box_openings').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export async function markPaid(trx: Transaction<Database>, id: number, at: Date): Promise<void> {
  await trx.updateTable('box_openings').set({ status: 'paid', paid_at: at }).where('id', '=', id).where('status', '=', 'pending').execute();
}

/** Openings with their seed's commitment, and the seed itself once revealed. */
function openingsWithSeeds(db: Reader) {
  return db
    .selectFrom('box_openings as o')
    .innerJoin('box_seeds as s', 's.id', 'o.seed_id')
    .selectAll('o')
    .select(['s.server_seed_hash', sql<string | null>`case when s.revealed_at is null then null else s.server_seed end`.as('revealed_seed')]);
}

export function listOpenings(db: Reader, userId: number, query: Page & { status?: BoxOpeningStatus }) {
  let base = openingsWithSeeds(db).where('o.user_id', '=', userId);
  if (query.status) base = base.where('o.status', '=', query.status);
  return fetchPage(base.orderBy('o.id', 'desc'), query);
}

export function findOpening(db: Reader, userId: number, id: number) {
  return openingsWithSeeds(db).where('o.user_id', '=', userId).where('o.id', '=', id).executeTakeFirst();
}

/** The openings a transaction just made or paid, with their seeds (for the answer). */
export function openingById(trx: Transaction<Database>, id: number) {
  return openingsWithSeeds(trx).where('o.id', '=', id).executeTakeFirstOrThrow();
}
