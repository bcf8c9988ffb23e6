import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { processedHead } from './chain-state.repository.js';

/** How far the watcher has processed the chain, and the confirmations a record needs there. */
export interface ChainProgress {
  /** The last processed block (null before the watcher's first round): confirmations count to it, never to the node's head. */
  processed: number | null;
  required: number;
}

/** Confirmations of a record in a block, as the watcher has processed the chain: its own block counts as one. */
export function confirmationsOf(blockNumber: number | null, processed: number | null): number | null {
  if (blockNumber === null || processed === null) return null;
  return Math.max(0, processed - blockNumber + 1);
}

/** Reads the watcher's progress for the records that show confirmations (deposits, payouts). */
export function createChainProgress(db: Kysely<Database>, confirmations: number): () => Promise<ChainProgress> {
  return async () => ({ processed: await processedHead(db), required: confirmations });
}
