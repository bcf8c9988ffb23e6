import type { Address } from 'viem';
import { recordRange } from './chain-record.service.js';
import { unwindReorg } from './chain-reorg.service.js';
import { blockAt, nodeHead, scanRange } from './chain-scan.js';
import { findCursor, insertBlocks, insertCursor, markPolled, recordWatcherError } from './chain-state.repository.js';
import { assignedAddresses } from './deposit-address.repository.js';
import { creditConfirmed, pushConfirmations } from './deposit-credit.service.js';
import { GENESIS_PARENT, type CursorBlock, type MemberAddress, type WatcherContext } from './watcher-context.js';

export interface ChainWatcherOptions extends WatcherContext {
  /** Milliseconds between polls of the node (CHAIN_POLL_MS). */
  pollMs: number;
  /** Blocks processed per round at most (CHAIN_RANGE_BLOCKS): catching up goes range by range. */
  rangeBlocks: number;
  /** The first start's first block (CHAIN_START_BLOCK); without it, the node's head then. */
  startBlock?: number;
  /** Called after each round that checked the cursor, with the processed head (payout verification); its errors are logged, never stop the watcher. */
  afterRound?: (processedHead: number) => Promise<void>;
}

export interface RoundResult {
  /** The last processed block after the round; null before the first cursor exists. */
  processed: number | null;
  /** More blocks wait: the next round runs at once. */
  behind: boolean;
}

export interface ChainWatcher {
  /** One round: check the cursor, process the next range, credit what is confirmed. */
  round(): Promise<RoundResult>;
  /** Starts polling; answers how to stop, which waits for the round in flight. */
  start(): () => Promise<void>;
}

function messageOf(error: unknown): string {
  if (error && typeof error === 'object' && 'shortMessage' in error && typeof error.shortMessage === 'string') return error.shortMessage;
  return error instanceof Error ? (error.message.split('\n')[0] ?? error.name) : String(error);
}

/**
 * The chain watcher (ARCHITECTURE §11), run by the engine role's holder alone. Its rules:
 * 1. Its place is the cursor, the last processed block (number and hash) in `chain_cursor`; the
 *    recent canonical blocks are kept in `chain_blocks` (a window of max(2 × confirmations, 64)).
 *    The first start begins at CHAIN_START_BLOCK (cursor one below) or at the node's head then.
 * 2. Each poll reads the node's head, then checks the cursor's block against the node's block at
 *    that height: a different hash is a reorganisation (chain-reorg.service.ts).
 * 3. Then the next range, [cursor + 1, min(head, cursor + CHAIN_RANGE_BLOCKS)], is read (chain-scan.ts)
 *    and recorded in one transaction with the cursor (chain-record.service.ts).
 * 4. Each round credits what has DEPOSIT_CONFIRMATIONS counted to the cursor (deposit-credit.service.ts).
 * 5. Node or database errors are kept on the cursor row and logged; the next poll retries, and a
 *    good round clears them. Behind the head, rounds follow each other without waiting.
 * 6. Exactly once: the unique (chain, tx, log) index, status guards under row locks, and the
 *    cursor moved in the records' transaction. A new holder resumes from the database.
 * 7. The set of member addresses is read every round (one query), lower-cased.
 */
export function createChainWatcher(options: ChainWatcherOptions): ChainWatcher {
  const { db, node, log, clock } = options;

  async function memberAddresses(): Promise<Map<string, MemberAddress>> {
    const rows = await assignedAddresses(db);
    return new Map(rows.map((row) => [row.address.toLowerCase(), { userId: row.user_id, address: row.address as Address }]));
  }

  /** The first start's cursor: one below CHAIN_START_BLOCK, or the node's head; none while that block is not mined yet. */
  async function firstCursor(head: number): Promise<CursorBlock | undefined> {
    const number = options.startBlock === undefined ? head : options.startBlock - 1;
    if (number > head) return undefined;
    const block = number < 0 ? GENESIS_PARENT : await blockAt(node, number);
    if (!block) return undefined;
    await db.transaction().execute(async (trx) => {
      await insertCursor(trx, { number: block.number, hash: block.hash, nodeHead: head, at: clock.now() });
      if (block.number >= 0) await insertBlocks(trx, [block]);
    });
    log.info({ block: block.number, nodeHead: head }, 'the chain watcher starts');
    return cursorNow();
  }

  async function cursorNow(): Promise<CursorBlock | undefined> {
    const row = await findCursor(db);
    return row && { number: row.block_number, hash: row.block_hash };
  }

  async function round(): Promise<RoundResult> {
    const members = await memberAddresses();
    const head = await nodeHead(node);
    const cursor = (await cursorNow()) ?? (await firstCursor(head));
    if (!cursor) return { processed: null, behind: false };
    if (cursor.number >= 0) {
      const there = await blockAt(node, cursor.number);
      if (there?.hash !== cursor.hash) {
        // Unwound to the fork point, the next round reads the new branch at once.
        const unwound = await unwindReorg(options, cursor, head);
        return { processed: (await cursorNow())?.number ?? null, behind: unwound };
      }
    }
    let processed = cursor.number;
    if (head > cursor.number) {
      const to = Math.min(head, cursor.number + options.rangeBlocks);
      const scan = await scanRange(node, { from: cursor.number + 1, to, parentHash: cursor.hash }, members);
      if (!scan.complete) {
        // The chain changed while it was read: the next poll finds the reorganisation at the cursor.
        log.info({ from: cursor.number + 1, to, reason: scan.reason }, 'the chain moved during a read; reading again');
        return { processed, behind: false };
      }
      if (await recordRange(options, { cursor, blocks: scan.blocks, transfers: scan.transfers, nodeHead: head, members })) processed = to;
      else return { processed: (await cursorNow())?.number ?? null, behind: false };
    } else {
      await markPolled(db, { nodeHead: head, at: clock.now() });
    }
    await creditConfirmed(options, processed);
    await pushConfirmations(options, cursor.number, processed);
    return { processed, behind: processed < head };
  }

  function start(): () => Promise<void> {
    let running = true;
    let wake: (() => void) | undefined;
    const pause = (ms: number) =>
      new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, ms);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    const loop = (async () => {
      while (running) {
        let behind = false;
        try {
          const result = await round();
          behind = result.behind;
          if (result.processed !== null && options.afterRound) {
            await options.afterRound(result.processed).catch((error: unknown) => log.error({ err: error }, 'the chain watcher’s after-round hook failed'));
          }
        } catch (error) {
          const message = messageOf(error);
          log.warn({ reason: message }, 'the chain watcher’s round failed; retrying at the next poll');
          await recordWatcherError(db, { message, at: clock.now() }).catch(() => undefined);
        }
        if (running && !behind) await pause(options.pollMs);
      }
    })();
    return async () => {
      running = false;
      wake?.();
      await loop;
    };
  }

  return { round, start };
}
