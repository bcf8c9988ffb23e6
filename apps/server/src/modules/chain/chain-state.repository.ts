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

/** Confirmations of a record in a block, as the watcher has processed the chain: its own block counts as one. */
export function confirmationsOf(blockNumber: number | null, processed: number | null): number | null {
  if (blockNumber === null || processed === null) return null;
  return Math.max(0, processed - blockNumber + 1);
}

/** Raises an alarm for the console and the metrics, in the caller's transaction. */
export function raiseAlarm(trx: Reader, alarm: { kind: ChainAlarmKind; detail: Record<string, unknown>; at: Date }) {
  return trx.insertInto('chain_alarms').values({ kind: alarm.kind, detail: JSON.stringify(alarm.detail), raised_at: alarm.at }).returningAll().executeTakeFirstOrThrow();
}
