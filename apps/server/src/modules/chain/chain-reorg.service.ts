import { toDepositRow } from '../assets/deposit.service.js';
import { notifyMember } from '../messages/messages.service.js';
import { decimalText } from '../money/money.service.js';
import { creditedDepositsAbove, dropDepositsAbove } from './chain-deposits.repository.js';
import { blockAt } from './chain-scan.js';
import { deleteBlocksAbove, insertBlocks, moveCursor, raiseAlarm, recentBlocks, type StoredBlock } from './chain-state.repository.js';
import { GENESIS_PARENT, type CursorBlock, type WatcherContext } from './watcher-context.js';

/** Where the node's chain and the stored one part: the newest stored block the node still has, or none in the whole window. */
async function findForkPoint(context: WatcherContext): Promise<{ fork: StoredBlock; deep: boolean; oldestStored: number | null }> {
  const stored = await recentBlocks(context.db);
  for (const block of stored) {
    const there = await blockAt(context.node, block.number);
    if (there?.hash === block.hash) return { fork: block, deep: false, oldestStored: stored.at(-1)?.number ?? null };
  }
  // No stored block is on the node's chain: continue from the node, below the whole window, so nothing in it is missed.
  const oldest = stored.at(-1)?.number ?? 0;
  const below = oldest - 1 < 0 ? GENESIS_PARENT : await blockAt(context.node, oldest - 1);
  if (!below) throw new Error(`the node has no block ${oldest - 1} below the stored window`);
  return { fork: below, deep: true, oldestStored: stored.at(-1)?.number ?? null };
}

/**
 * The cursor's block is no longer the node's block at its height: a reorganisation. The watcher
 * walks back through its stored blocks to the fork point, then in ONE transaction forgets the
 * blocks above it, drops the deposits not yet credited above it (each with its message), and
 * moves the cursor there (compare-and-set, as a range). A deposit already credited above the fork
 * point is never reversed silently: it raises a `deepReorg` alarm and an error in the log, and
 * its credit stays for an operator to look at. So does a fork below the whole stored window.
 * False when the cursor had moved under this round.
 */
export async function unwindReorg(context: WatcherContext, cursor: CursorBlock, nodeHead: number): Promise<boolean> {
  const { money, push, log, node } = context;
  const { fork, deep, oldestStored } = await findForkPoint(context);
  const at = context.clock.now();
  const outcome = await money.transaction(async (trx) => {
    if (!(await moveCursor(trx, cursor, { number: fork.number, hash: fork.hash, nodeHead, at }))) return undefined;
    await deleteBlocksAbove(trx, fork.number);
    if (deep && fork.number >= 0) await insertBlocks(trx, [fork]);
    const dropped = await dropDepositsAbove(trx, fork.number);
    for (const row of dropped) {
      const params = { amount: decimalText(row.amount), coin: row.coin, txHash: row.tx_hash };
      await notifyMember(trx, row.user_id, { kind: 'depositDropped', params, refType: 'deposit', refId: String(row.id) });
    }
    const credited = await creditedDepositsAbove(trx, fork.number);
    for (const row of credited) {
      const detail = {
        depositId: row.id,
        userId: row.user_id,
        mbId: row.mb_id,
        txHash: row.tx_hash,
        blockNumber: row.block_number,
        coin: row.coin,
        amount: decimalText(row.amount),
        creditedUsdt: row.credited_usdt === null ? null : decimalText(row.credited_usdt),
        forkBlock: fork.number,
      };
      await raiseAlarm(trx, { kind: 'deepReorg', detail, at });
      log.error(detail, 'a credited deposit left the canonical chain: the credit stays, an operator must look');
    }
    if (deep && credited.length === 0) {
      const detail = { reason: 'no stored block is on the node chain', cursorBlock: cursor.number, oldestStored, resumedFrom: fork.number };
      await raiseAlarm(trx, { kind: 'deepReorg', detail, at });
      log.error(detail, 'a reorganisation deeper than the stored window');
    }
    const progress = { processed: fork.number, required: node.confirmations };
    money.afterCommit(trx, () => {
      for (const row of dropped) push.pushToMember(row.user_id, 'user.deposits', toDepositRow(row, progress));
    });
    return { dropped: dropped.length, credited: credited.length };
  });
  if (outcome) log.warn({ from: cursor.number, forkBlock: fork.number, deep, ...outcome }, 'the chain reorganised: resuming from the fork point');
  return outcome !== undefined;
}
