import Decimal from '@halyard/shared/decimal';
import { USDT } from '@halyard/shared';
import { toDepositRow } from '../assets/deposit.service.js';
import { notifyMember } from '../messages/messages.service.js';
import { decimalText } from '../money/money.service.js';
import { insertChainDeposits, type NewChainDeposit } from './chain-deposits.repository.js';
import type { SeenTransfer } from './chain-scan.js';
import { insertBlocks, moveCursor, pruneBlocks, type StoredBlock } from './chain-state.repository.js';
import { blockWindow, type CursorBlock, type MemberAddress, type WatcherContext } from './watcher-context.js';

/**
 * Below the fund terms' deposit minimum: USDT by its amount; ETH at the index rate now, or, with
 * no quote now, decided when it is credited.
 */
function isBelowMinimum(context: WatcherContext, transfer: SeenTransfer, minimumUsdt: Decimal): boolean {
  const rate = transfer.coin === USDT ? new Decimal(1) : context.usdtRate(transfer.coin);
  return rate !== undefined && new Decimal(transfer.amount).times(rate).lt(minimumUsdt);
}

/**
 * Records a scanned range in ONE transaction: the cursor moves from where the round found it to
 * the range's last block (compare-and-set: a round racing another holder changes nothing), the
 * range's blocks join the window, each transfer becomes a deposit once (`detected`, or
 * `below_minimum`) with its message. The rows go to their members after the commit. False when
 * the cursor had moved under this round.
 */
export async function recordRange(
  context: WatcherContext,
  range: { cursor: CursorBlock; blocks: readonly StoredBlock[]; transfers: readonly SeenTransfer[]; nodeHead: number; members: ReadonlyMap<string, MemberAddress> },
): Promise<boolean> {
  const { money, node, push } = context;
  const last = range.blocks.at(-1);
  if (!last) return false;
  const minimumUsdt = new Decimal((await context.terms.current()).funds.depositMinUsdt);
  const deposits: NewChainDeposit[] = range.transfers.flatMap((transfer) => {
    const member = range.members.get(transfer.to);
    if (!member) return [];
    return [
      {
        userId: member.userId,
        chain: transfer.chain,
        coin: transfer.coin,
        address: member.address,
        sender: transfer.from,
        amount: transfer.amount,
        txHash: transfer.txHash,
        logIndex: transfer.logIndex,
        blockNumber: transfer.blockNumber,
        blockHash: transfer.blockHash,
        status: isBelowMinimum(context, transfer, minimumUsdt) ? 'below_minimum' : 'detected',
      },
    ];
  });
  const window = blockWindow(node.confirmations);
  const at = context.clock.now();
  return money.transaction(async (trx) => {
    // The cursor moves in the same transaction as the records: a crash anywhere repeats nothing and misses nothing.
    if (!(await moveCursor(trx, range.cursor, { number: last.number, hash: last.hash, nodeHead: range.nodeHead, at }))) return false;
    await insertBlocks(trx, range.blocks.slice(-window));
    await pruneBlocks(trx, last.number - window);
    const recorded = await insertChainDeposits(trx, deposits);
    for (const row of recorded) {
      const params = { amount: decimalText(row.amount), coin: row.coin, txHash: row.tx_hash };
      const notice =
        row.status === 'below_minimum'
          ? { kind: 'depositBelowMinimum', params: { ...params, minUsdt: minimumUsdt.toFixed() } }
          : { kind: 'depositDetected', params: { ...params, confirmations: String(node.confirmations) } };
      await notifyMember(trx, row.user_id, { ...notice, refType: 'deposit', refId: String(row.id) });
    }
    const progress = { processed: last.number, required: node.confirmations };
    money.afterCommit(trx, () => {
      for (const row of recorded) push.pushToMember(row.user_id, 'user.deposits', toDepositRow(row, progress));
    });
    return true;
  });
}
