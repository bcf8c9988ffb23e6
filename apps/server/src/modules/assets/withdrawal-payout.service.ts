import Decimal from '@halyard/shared/decimal';
import { ResponseCode, type WithdrawalPayout } from '@halyard/shared';
import type { Kysely, Transaction } from 'kysely';
import { parseUnits } from 'viem';
import type { Database, Withdrawal } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { decimalText } from '../../lib/decimal-text.js';
import type { MemberPush } from '../../lib/member-push.js';
import { translate } from '../../lib/translate.js';
import { recordDecision } from '../audit/audit.service.js';
import type { ChainNode } from '../chain/chain-node.js';
import type { ChainProgress } from '../chain/chain-progress.service.js';
import { normalPayoutHash, payoutConfirmations, PayoutNodeError, raisePayoutMismatch, verifyPayout, type PayoutCheck } from '../chain/payout.service.js';
import { notifyMember } from '../messages/messages.service.js';
import type { MoneyService } from '../money/money.service.js';
import * as repository from './assets.repository.js';
import type { Reviewer } from './review.js';
import * as payouts from './withdrawal-payout.repository.js';
import { toWithdrawalRow } from './withdrawal-row.js';

/** A payout transaction the chain shows paying the withdrawal, or still waiting in the node's pool. */
export interface VerifiedPayout {
  txHash: string;
  check: Exclude<PayoutCheck, { kind: 'refused' }>;
}

/** Who the audit names when the chain, not an operator, moved a withdrawal. */
const CHAIN_ACTOR = 'chain';

/**
 * How long a sent payout the node no longer knows (neither mined nor in its pool) stays sent
 * before it goes back to review. A node restarted, or another behind a load balancer, may not
 * know a transaction that is still on its way; returning it at once would invite the operator to
 * pay twice. Nodes keep a pending transaction for hours (geth: 3 h), so a day is past any pool.
 */
export const PAYOUT_MISSING_GRACE_MS = 24 * 60 * 60 * 1000;

export interface WithdrawalPayouts {
  /** Whether this withdrawal's payout is verified on chain: a node is configured and it is paid on Ethereum. */
  verifies(withdrawal: Pick<Withdrawal, 'chain'>): boolean;
  /** The watcher's progress, for the confirmations of sent rows; undefined without a node. */
  progress(): Promise<ChainProgress | undefined>;
  /** What the operator's wallet must send to pay it, or null where the hash is typed by hand. */
  payoutOf(withdrawal: Withdrawal): WithdrawalPayout | null;
  /** Reads the payout transaction on chain; a refusal is audited and answered 422 with its reason. */
  verifyApproval(reviewer: Reviewer, withdrawal: Withdrawal, txHash: string): Promise<VerifiedPayout>;
  /** The deciding approval of a verified payout: sent, waiting for its confirmations, the amount still frozen. */
  markSent(trx: Transaction<Database>, withdrawal: Withdrawal, reviewer: Reviewer, now: Date, verified: VerifiedPayout): Promise<Withdrawal>;
  /** Tells the member of a changed withdrawal once the money transaction commits. */
  announce(trx: Transaction<Database>, row: Withdrawal, progress: ChainProgress | undefined): void;
  /**
   * After each round of the chain watcher: every sent payout is read again and paid once at its
   * confirmations, moved when a reorganisation re-mined it, or returned to review (with an alarm)
   * when it stopped paying the withdrawal.
   */
  confirmSentPayouts(processedHead: number): Promise<void>;
}

/** The movement that pays a withdrawal out: its frozen amount leaves the platform. */
export async function postWithdrawalPaid(money: MoneyService, trx: Transaction<Database>, withdrawal: Withdrawal): Promise<void> {
  const amount = new Decimal(withdrawal.amount);
  await money.post(trx, {
    type: 'withdrawal_paid',
    ref: { type: 'withdrawal', id: withdrawal.id },
    sides: [
      { member: withdrawal.user_id, account: 'fund', coin: withdrawal.coin, frozen: amount.negated() },
      { platform: 'withdrawals', coin: withdrawal.coin, amount },
    ],
  });
}

export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === '23505';
}

export interface WithdrawalPayoutDependencies {
  db: Kysely<Database>;
  clock: Clock;
  money: MoneyService;
  push: MemberPush;
  /** The node payouts are read on; without one, payouts are typed by hand. */
  chainNode?: ChainNode;
  /** How far the watcher has processed the chain (with a node). */
  chainProgress?: () => Promise<ChainProgress>;
}

export function createWithdrawalPayouts(deps: WithdrawalPayoutDependencies): WithdrawalPayouts {
  const { db, clock, money, push, chainNode, chainProgress } = deps;
  /** The confirmations last pushed for each sent payout: a round that changed nothing pushes nothing. */
  const pushedConfirmations = new Map<number, number>();
  /** Sent payouts the node stopped knowing that this process has raised an alarm for. */
  const missingAlarmed = new Set<number>();

  const expectedOf = (withdrawal: Withdrawal) => ({ address: withdrawal.address, amount: decimalText(withdrawal.actual_amount) });
  const placeOf = (check: VerifiedPayout['check']): payouts.PayoutPlace =>
    check.kind === 'found' ? { blockNumber: check.blockNumber, logIndex: check.logIndex } : { blockNumber: null, logIndex: null };

  function announce(trx: Transaction<Database>, row: Withdrawal, progress: ChainProgress | undefined): void {
    money.afterCommit(trx, () => push.pushToMember(row.user_id, 'user.withdrawals', toWithdrawalRow(row, progress)));
  }

  async function check(node: ChainNode, withdrawal: Withdrawal, txHash: string): Promise<PayoutCheck> {
    const claimed = await payouts.claimedPayoutLogs(db, txHash, withdrawal.id);
    return verifyPayout(node, expectedOf(withdrawal), txHash, claimed);
  }

  /** Runs work on the locked withdrawal only while it is still sent with this transaction: exactly once. */
  async function whileSent(withdrawal: Withdrawal, work: (trx: Transaction<Database>, locked: Withdrawal) => Promise<void>): Promise<void> {
    try {
      await money.transaction(async (trx) => {
        const locked = await repository.lockWithdrawal(trx, withdrawal.id);
        if (locked?.status !== 'sent' || locked.tx_hash !== withdrawal.tx_hash) return;
        await work(trx, locked);
      });
    } catch (error) {
      // Another withdrawal took this log first: the next round finds it claimed and returns this one.
      if (!isUniqueViolation(error)) throw error;
    }
  }

  async function payOut(withdrawal: Withdrawal, place: payouts.PayoutPlace, progress: ChainProgress): Promise<void> {
    await whileSent(withdrawal, async (trx, locked) => {
      await postWithdrawalPaid(money, trx, locked);
      const row = await payouts.markPayoutPaid(trx, locked.id, place);
      const params = { amount: decimalText(locked.amount), coin: locked.coin, txHash: locked.tx_hash ?? '' };
      await notifyMember(trx, locked.user_id, { kind: 'withdrawalPaid', params, refType: 'withdrawal', refId: String(locked.id) });
      announce(trx, row, progress);
    });
    pushedConfirmations.delete(withdrawal.id);
  }

  async function returnToReview(withdrawal: Withdrawal, refused: Extract<PayoutCheck, { kind: 'refused' }>): Promise<void> {
    await whileSent(withdrawal, async (trx, locked) => {
      const now = clock.now();
      const params = { expected: refused.expected, found: refused.found };
      const back = locked.first_approved_by === null ? 'checking' : 'approved_once';
      const row = await payouts.returnSentWithdrawal(trx, locked.id, { status: back, reason: translate('en_US', refused.reason, params) });
      const detail = { withdrawalId: locked.id, txHash: locked.tx_hash, reason: refused.reason, ...params, sentBy: locked.sent_by };
      await raisePayoutMismatch(trx, detail, now);
      await recordDecision(trx, { actor: CHAIN_ACTOR, action: 'withdrawal.payoutReturned', targetType: 'withdrawal', targetId: locked.id, detail, at: now });
      announce(trx, row, undefined);
    });
    pushedConfirmations.delete(withdrawal.id);
  }

  /**
   * A sent payout the node does not know: it stays sent (the money frozen) with an alarm, and goes
   * back to review only after PAYOUT_MISSING_GRACE_MS; a payout mined and failing returns at once.
   */
  async function holdMissing(withdrawal: Withdrawal, refused: Extract<PayoutCheck, { kind: 'refused' }>): Promise<void> {
    const missingFor = clock.now().getTime() - (withdrawal.sent_at?.getTime() ?? 0);
    if (missingFor >= PAYOUT_MISSING_GRACE_MS) {
      missingAlarmed.delete(withdrawal.id);
      return returnToReview(withdrawal, refused);
    }
    if (missingAlarmed.has(withdrawal.id)) return;
    missingAlarmed.add(withdrawal.id);
    const detail = { withdrawalId: withdrawal.id, txHash: withdrawal.tx_hash, reason: refused.reason, sentBy: withdrawal.sent_by, returnsAfterMs: PAYOUT_MISSING_GRACE_MS - missingFor };
    await db.transaction().execute((trx) => raisePayoutMismatch(trx, detail, clock.now()));
  }

  async function confirmOne(node: ChainNode, withdrawal: Withdrawal, progress: ChainProgress): Promise<void> {
    const found = await check(node, withdrawal, withdrawal.tx_hash ?? '');
    if (found.kind === 'refused' && found.reason === 'payoutNotFound') return holdMissing(withdrawal, found);
    missingAlarmed.delete(withdrawal.id);
    if (found.kind === 'refused') return returnToReview(withdrawal, found);
    const place = placeOf(found);
    const confirmations = payoutConfirmations(place.blockNumber, progress.processed);
    if (found.kind === 'found' && confirmations >= progress.required) return payOut(withdrawal, place, progress);
    if (withdrawal.payout_block_number !== place.blockNumber || withdrawal.payout_log_index !== place.logIndex) {
      await whileSent(withdrawal, async (trx, locked) => announce(trx, await payouts.movePayout(trx, locked.id, place), progress));
    } else if (pushedConfirmations.get(withdrawal.id) !== confirmations) {
      push.pushToMember(withdrawal.user_id, 'user.withdrawals', toWithdrawalRow(withdrawal, progress));
    }
    pushedConfirmations.set(withdrawal.id, confirmations);
  }

  return {
    verifies: (withdrawal) => chainNode !== undefined && withdrawal.chain === 'ERC20',

    progress: async () => chainProgress?.(),

    payoutOf(withdrawal: Withdrawal): WithdrawalPayout | null {
      if (!chainNode || withdrawal.chain !== 'ERC20') return null;
      const { usdt } = chainNode;
      return {
        chainId: chainNode.chainId,
        token: usdt.address,
        decimals: usdt.decimals,
        to: withdrawal.address,
        amount: parseUnits(decimalText(withdrawal.actual_amount), usdt.decimals).toString(),
        confirmations: chainNode.confirmations,
      };
    },

    async verifyApproval(reviewer: Reviewer, withdrawal: Withdrawal, txHash: string): Promise<VerifiedPayout> {
      if (!chainNode) throw new Error('payouts are verified with a node only');
      const hash = normalPayoutHash(txHash);
      let found: PayoutCheck;
      try {
        found = await check(chainNode, withdrawal, hash);
      } catch (error) {
        if (error instanceof PayoutNodeError) throw new AppError(ResponseCode.notReady, 'payoutNodeUnavailable');
        throw error;
      }
      if (found.kind !== 'refused') return { txHash: hash, check: found };
      const { reason, expected, found: what } = found;
      // Refused by the chain: the attempt is audited on its own, as nothing else changes.
      const detail = { attempted: 'approve', reason, txHash: hash, expected, found: what };
      await db.transaction().execute((trx) => recordDecision(trx, { actor: reviewer.address, action: 'withdrawal.refused', targetType: 'withdrawal', targetId: withdrawal.id, detail, at: clock.now() }));
      throw AppError.businessRule(reason, { expected, found: what });
    },

    async markSent(trx, withdrawal, reviewer, now, verified) {
      const place = placeOf(verified.check);
      const row = await payouts.markWithdrawalSent(trx, withdrawal.id, { txHash: verified.txHash, at: now, by: reviewer.address, place });
      const params = { amount: decimalText(withdrawal.amount), coin: withdrawal.coin, txHash: verified.txHash };
      await notifyMember(trx, withdrawal.user_id, { kind: 'withdrawalSent', params, refType: 'withdrawal', refId: String(withdrawal.id) });
      const detail = { txHash: verified.txHash, ...place, firstApprovedBy: withdrawal.first_approved_by };
      await recordDecision(trx, { actor: reviewer.address, action: 'withdrawal.send', targetType: 'withdrawal', targetId: withdrawal.id, detail, at: now });
      return row;
    },

    announce,

    async confirmSentPayouts(processedHead: number): Promise<void> {
      if (!chainNode) return;
      const progress = { processed: processedHead, required: chainNode.confirmations };
      for (const withdrawal of await payouts.listSentWithdrawals(db)) await confirmOne(chainNode, withdrawal, progress);
    },
  };
}
