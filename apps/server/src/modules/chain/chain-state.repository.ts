import type { Kysely, Transaction } from 'kysely';
import type { ChainAlarmKind } from '@halyard/shared';
import type { Database } from '../../db/schema.js';

type Reader = Kysely<Database> | Transaction<Database>;

/** The one chain the watcher follows today. */
export const ETHEREUM = 'ethereum';

/** The watcher's place; undefined before its first start. */
export function findCursor(db: Reader) {
  return db.selectFrom('chain_cursor').selectAll().where('chain', '=', ETHEREUM).executeTakeFirst();
}

/**
 * The last block the watcher has processed: confirmations count up to it (never to the node's
 * head), so a block is counted only after the watcher has checked the chain under it.
 */
export async function processedHead(db: Reader): Promise<number | null> {
  return (await findCursor(db))?.block_number ?? null;
}

/** Raises an alarm for the console and the metrics, in the caller's transaction. */
export function raiseAlarm(trx: Reader, alarm: { kind: ChainAlarmKind; detail: Record<string, unknown>; at: Date }) {
  return trx.insertInto('chain_alarms').values({ kind: alarm.kind, detail: JSON.stringify(alarm.detail), raised_at: alarm.at }).returningAll().executeTakeFirstOrThrow();
}

/** A block as the watcher keeps it: number, hash and parent hash (lower-case hex). */
export interface StoredBlock {
  number: number;
  hash: string;
  parentHash: string;
}

/** The first start's cursor; a concurrent first start (another holder) keeps its own. */
export async function insertCursor(db: Reader, cursor: { number: number; hash: string; nodeHead: number; at: Date }): Promise<void> {
  await db
    .insertInto('chain_cursor')
    .values({ chain: ETHEREUM, block_number: cursor.number, block_hash: cursor.hash, node_head: cursor.nodeHead, updated_at: cursor.at })
    .onConflict((oc) => oc.column('chain').doNothing())
    .execute();
}

/**
 * Moves the cursor from where this round found it to its new place: compare-and-set, so a round
 * that raced another holder (a failover) changes nothing. False when the cursor had moved.
 */
export async function moveCursor(trx: Reader, from: { number: number; hash: string }, to: { number: number; hash: string; nodeHead: number; at: Date }): Promise<boolean> {
  const result = await trx
    .updateTable('chain_cursor')
    .set({ block_number: to.number, block_hash: to.hash, node_head: to.nodeHead, last_error: null, last_error_at: null, updated_at: to.at })
    .where('chain', '=', ETHEREUM)
    .where('block_number', '=', from.number)
    .where('block_hash', '=', from.hash)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** A round that moved nothing: the node's head as last seen, and no error any more. */
export async function markPolled(db: Reader, at: { nodeHead: number; at: Date }): Promise<void> {
  await db
    .updateTable('chain_cursor')
    .set({ node_head: at.nodeHead, last_error: null, last_error_at: null, updated_at: at.at })
    .where('chain', '=', ETHEREUM)
    .where((eb) => eb.or([eb('node_head', 'is', null), eb('node_head', '<>', at.nodeHead), eb('last_error', 'is not', null)]))
    .execute();
}

export async function recordWatcherError(db: Reader, error: { message: string; at: Date }): Promise<void> {
  await db.updateTable('chain_cursor').set({ last_error: error.message.slice(0, 1000), last_error_at: error.at }).where('chain', '=', ETHEREUM).execute();
}

export async function insertBlocks(trx: Reader, blocks: readonly StoredBlock[]): Promise<void> {
  if (blocks.length === 0) return;
  await trx
    .insertInto('chain_blocks')
    .values(blocks.map((block) => ({ number: block.number, hash: block.hash, parent_hash: block.parentHash })))
    .onConflict((oc) => oc.column('number').doUpdateSet((eb) => ({ hash: eb.ref('excluded.hash'), parent_hash: eb.ref('excluded.parent_hash') })))
    .execute();
}

/** The stored canonical blocks, newest first: where a reorganisation's fork point is looked for. */
export async function recentBlocks(db: Reader): Promise<StoredBlock[]> {
  const rows = await db.selectFrom('chain_blocks').selectAll().orderBy('number', 'desc').execute();
  return rows.map((row) => ({ number: row.number, hash: row.hash, parentHash: row.parent_hash }));
}

/** Forgets the blocks above a fork point (they left the canonical chain). */
export async function deleteBlocksAbove(trx: Reader, number: number): Promise<void> {
  await trx.deleteFrom('chain_blocks').where('number', '>', number).execute();
}

/** Keeps the window of recent blocks: forgets those at or below `number`. */
export async function pruneBlocks(trx: Reader, number: number): Promise<void> {
  await trx.deleteFrom('chain_blocks').where('number', '<=', number).execute();
}
