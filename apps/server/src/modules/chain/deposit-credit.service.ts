import Decimal from '@halyard/shared/decimal';
import { USDT } from '@halyard/shared';
import { postDepositCredit } from '../assets/deposit-credit.js';
import { toDepositRow } from '../assets/deposit.service.js';
import { notifyMember } from '../messages/messages.service.js';
import { decimalText } from '../money/money.service.js';
import { confirmedDepositIds, detectedDepositsUpTo, lockChainDeposit, settleChainDeposit } from './chain-deposits.repository.js';
import { confirmationsOf } from './chain-progress.service.js';
import { processedHead } from './chain-state.repository.js';
import type { WatcherContext } from './watcher-context.js';

/** USDT credited is truncated to this many places (USDT's own precision on chain). */
const CREDIT_DECIMALS = 6;

type CreditOutcome = 'credited' | 'belowMinimum' | 'noRate' | 'skipped';

/**
 * Credits one deposit in its own money transaction, locked and still `detected`, with its
 * confirmations counted again to the cursor as this transaction sees it (a reorganisation since
 * the list was read has dropped it or moved it to a newer block). USDT credits 1:1; ETH at the
 * index rate now (none: the next round tries again), and below the deposit minimum at that rate
 * it becomes `below_minimum`, not credited. Posted exactly as an operator's approval posts.
 */
async function creditDeposit(context: WatcherContext, id: number, minimumUsdt: Decimal): Promise<CreditOutcome> {
  const { money, node, push } = context;
  return money.transaction(async (trx): Promise<CreditOutcome> => {
    const deposit = await lockChainDeposit(trx, id);
    if (!deposit || deposit.status !== 'detected') return 'skipped';
    const processed = await processedHead(trx);
    if ((confirmationsOf(deposit.block_number, processed) ?? 0) < node.confirmations) return 'skipped';
    const rate = deposit.coin === USDT ? new Decimal(1) : context.usdtRate(deposit.coin);
    if (!rate) return 'noRate';
    const credited = new Decimal(deposit.amount).times(rate).toDecimalPlaces(CREDIT_DECIMALS, Decimal.ROUND_DOWN);
    const at = context.clock.now();
    const params = { amount: decimalText(deposit.amount), coin: deposit.coin, txHash: deposit.tx_hash };
    const refer = { refType: 'deposit', refId: String(id) };
    const below = credited.lt(minimumUsdt);
    const row = await settleChainDeposit(trx, id, { status: below ? 'below_minimum' : 'passed', rate: rate.toFixed(), creditedUsdt: below ? null : credited.toFixed(), at });
    if (below) {
      await notifyMember(trx, deposit.user_id, { kind: 'depositBelowMinimum', params: { ...params, minUsdt: minimumUsdt.toFixed() }, ...refer });
    } else {
      await postDepositCredit(money, trx, { id, userId: deposit.user_id, credited });
      await notifyMember(trx, deposit.user_id, { kind: 'depositPassed', params: { ...params, credited: credited.toFixed() }, ...refer });
    }
    const progress = { processed, required: node.confirmations };
    money.afterCommit(trx, () => push.pushToMember(row.user_id, 'user.deposits', toDepositRow(row, progress)));
    return below ? 'belowMinimum' : 'credited';
  });
}

/**
 * The credit pass of a round: every `detected` deposit with the confirmations it needs, counted to
 * the processed cursor (never the node's head), each on its own. Answers how many were credited.
 */
export async function creditConfirmed(context: WatcherContext, processed: number): Promise<number> {
  const ids = await confirmedDepositIds(context.db, processed - context.node.confirmations + 1);
  if (ids.length === 0) return 0;
  const minimumUsdt = new Decimal((await context.terms.current()).funds.depositMinUsdt);
  let credited = 0;
  for (const id of ids) {
    if ((await creditDeposit(context, id, minimumUsdt)) === 'credited') credited += 1;
  }
  return credited;
}

/** After the cursor moved: the deposits still confirming count one more (or several), live on the member's page. */
export async function pushConfirmations(context: WatcherContext, previous: number, processed: number): Promise<void> {
  if (processed <= previous || !context.push.listens('user.deposits')) return;
  const progress = { processed, required: context.node.confirmations };
  for (const row of await detectedDepositsUpTo(context.db, previous)) context.push.pushToMember(row.user_id, 'user.deposits', toDepositRow(row, progress));
}
