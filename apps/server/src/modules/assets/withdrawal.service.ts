import { canonicalWithdrawalAddress, isWithdrawalAddress } from '@halyard/shared/chain-address';
import Decimal from '@halyard/shared/decimal';
import type { Kysely, Transaction } from 'kysely';
import {
  CHAIN_NETWORKS,
  USDT,
  USDT_DECIMALS,
  WITHDRAWAL_CHAINS,
  type FundTerms,
  type AdminWithdrawalRow,
  type WithdrawalBody,
  type WithdrawalChannel,
  type WithdrawalRow,
  type ReviewQueueFilter,
} from '@halyard/shared';
import type { Page, Paged } from '../../db/paging.js';
import type { Database, User, Withdrawal } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { recordDecision } from '../audit/audit.service.js';
import type { IdempotencyService } from '../idempotency/idempotency.service.js';
import { notifyMember } from '../messages/messages.service.js';
import { decimalText, type MoneyService } from '../money/money.service.js';
import type { ChainProgress } from '../chain/chain-progress.service.js';
import type { TermsService } from '../terms/terms.service.js';
import * as repository from './assets.repository.js';
import { reviewMembers } from './review-members.js';
import * as reviewRepository from './review.repository.js';
import { assertUndecided, decide, isUndecided, needsSecondReviewer, reviewBlock, reviewState, type ReviewDesk, type Reviewer } from './review.js';
import { assertMayMoveMoney, assertRealAccount } from './transfer.service.js';
import { isUniqueViolation, postWithdrawalPaid, type VerifiedPayout, type WithdrawalPayouts } from './withdrawal-payout.service.js';
import { findWithdrawalById } from './withdrawal-payout.repository.js';
import { toWithdrawalRow } from './withdrawal-row.js';

export { toWithdrawalRow };

/** The withdrawal channels under the fund terms in force (their fee and minimum); a withdrawal keeps the fee it was made with. */
export function withdrawalChannels(funds: FundTerms): WithdrawalChannel[] {
  return WITHDRAWAL_CHAINS.map((chain) => ({
    coin: USDT,
    chain,
    network: CHAIN_NETWORKS[chain],
    fee: funds.withdrawalFeeUsdt,
    minAmount: funds.withdrawalMinUsdt,
    decimals: USDT_DECIMALS,
  }));
}

export interface WithdrawalService {
  /** The withdrawal chains with their fee, minimum and decimals (from the fund terms). */
  channels(): Promise<WithdrawalChannel[]>;
  /** Freezes the amount in the fund account until an operator pays it out or rejects it. */
  submit(user: User, body: WithdrawalBody, idempotencyKey?: string): Promise<WithdrawalRow>;
  /** The member's withdrawals, newest first. */
  list(userId: number, page: Page): Promise<Paged<WithdrawalRow>>;
  /** One of the member's withdrawals; any other id is 404. */
  byId(userId: number, id: number): Promise<WithdrawalRow>;
  /** The review queue as one operator sees it: what they may do, who the member is, where the money goes. */
  queue(reviewer: Reviewer, status: ReviewQueueFilter | undefined, page: Page): Promise<{ rows: AdminWithdrawalRow[]; total: number }>;
  /** An operator starts preparing a payout: submitted -> checking. */
  check(reviewer: Reviewer, id: number): Promise<WithdrawalRow>;
  /**
   * Approves a withdrawal. Above the four-eyes threshold a first approval only marks it approved
   * once, and carries no payout: the second operator sends it and records its transaction. With a
   * node, an Ethereum payout is read on chain first: refused with the reason unless it pays that
   * address that amount; else sent, and paid once the watcher counts its confirmations.
   */
  approve(reviewer: Reviewer, id: number, txHash: string | undefined): Promise<WithdrawalRow>;
  /** An operator rejects a withdrawal with a reason: the frozen amount returns to the fund account. */
  reject(reviewer: Reviewer, id: number, reason: string): Promise<WithdrawalRow>;
}

export interface WithdrawalDependencies {
  db: Kysely<Database>;
  clock: Clock;
  money: MoneyService;
  idempotency: IdempotencyService;
  terms: TermsService;
  /** Payouts read on chain (with a node) and confirmed by the watcher. */
  payouts: WithdrawalPayouts;
}

export function createWithdrawalService(deps: WithdrawalDependencies): WithdrawalService {
  const { db, clock, money, idempotency, terms, payouts } = deps;

  const threshold = async () => (await terms.current()).funds.withdrawalFourEyesUsdt;
  /** The watcher's progress, read only when a sent row needs its confirmations. */
  const progressFor = async (rows: Withdrawal[]) => (rows.some((row) => row.status === 'sent') ? payouts.progress() : undefined);
  /** This approval would be the first of two (above the threshold, nobody approved it yet): it moves no money. */
  const isFirstOfTwo = (withdrawal: Withdrawal, limit: string) => withdrawal.status !== 'approved_once' && needsSecondReviewer(new Decimal(withdrawal.amount), limit);

  const deskWith = (progress: ChainProgress | undefined): ReviewDesk<Withdrawal, WithdrawalRow> => ({
    targetType: 'withdrawal',
    transaction: (work) => money.transaction(work),
    lock: repository.lockWithdrawal,
    toRow: (row) => toWithdrawalRow(row, progress),
    now: () => clock.now(),
  });
  const desk = deskWith(undefined);

  /** Pays a withdrawal out on the operator's word (the frozen amount leaves the platform) or refuses it (the amount returns). */
  async function settle(trx: Transaction<Database>, withdrawal: Withdrawal, reviewer: Reviewer, now: Date, decision: { txHash: string } | { reason: string }): Promise<Withdrawal> {
    const { id } = withdrawal;
    const amount = new Decimal(withdrawal.amount);
    const paid = 'txHash' in decision;
    if (paid) {
      await postWithdrawalPaid(money, trx, withdrawal);
    } else {
      await money.post(trx, { type: 'withdrawal_unfreeze', ref: { type: 'withdrawal', id }, sides: [{ member: withdrawal.user_id, account: 'fund', coin: withdrawal.coin, available: amount, frozen: amount.negated() }] });
    }
    const row = await repository.updateWithdrawal(trx, id, { status: paid ? 'passed' : 'rejected', ...decision, reviewedAt: now, reviewedBy: reviewer.address });
    await notifyMember(trx, withdrawal.user_id, {
      kind: paid ? 'withdrawalPaid' : 'withdrawalRejected',
      params: { amount: decimalText(withdrawal.amount), coin: withdrawal.coin, ...decision },
      refType: 'withdrawal',
      refId: String(id),
    });
    const detail = { ...decision, firstApprovedBy: withdrawal.first_approved_by };
    await recordDecision(trx, { actor: reviewer.address, action: paid ? 'withdrawal.approve' : 'withdrawal.reject', targetType: 'withdrawal', targetId: id, detail, at: now });
    payouts.announce(trx, row, undefined);
    return row;
  }

  /**
   * The payout read on chain before the deciding approval (a node, an Ethereum withdrawal, a hash);
   * undefined where the rules decide first (not this operator's, a first approval, decided already).
   */
  async function verifiedBeforeApproval(reviewer: Reviewer, id: number, txHash: string | undefined, limit: string): Promise<VerifiedPayout | undefined> {
    if (txHash === undefined) return undefined;
    const withdrawal = await findWithdrawalById(db, id);
    if (!withdrawal || !payouts.verifies(withdrawal) || !isUndecided(withdrawal.status) || reviewBlock(withdrawal, reviewer) || isFirstOfTwo(withdrawal, limit)) return undefined;
    return payouts.verifyApproval(reviewer, withdrawal, txHash);
  }

  return {
    channels: async () => withdrawalChannels((await terms.current()).funds),

    async submit(user: User, body: WithdrawalBody, idempotencyKey?: string): Promise<WithdrawalRow> {
      assertRealAccount(user);
      assertMayMoveMoney(user);
      const channel = withdrawalChannels((await terms.current()).funds).find((candidate) => candidate.chain === body.chain);
      if (!channel) throw AppError.invalidInput('fieldInvalid', { field: 'chain' });
      if (!isWithdrawalAddress(body.chain, body.address)) throw AppError.invalidInput('withdrawalAddressInvalid', { network: channel.network });
      const amount = new Decimal(body.amount);
      if (amount.lt(channel.minAmount)) throw AppError.businessRule('withdrawalBelowMinimum', { min: channel.minAmount, coin: USDT });
      const fee = new Decimal(channel.fee);
      return idempotency.run({ userId: user.id, idempotencyKey, operation: 'withdraw', body }, async (trx) => {
        const row = await repository.insertWithdrawal(trx, {
          userId: user.id,
          coin: USDT,
          chain: body.chain,
          address: canonicalWithdrawalAddress(body.chain, body.address),
          amount: amount.toFixed(),
          fee: fee.toFixed(),
          actualAmount: amount.minus(fee).toFixed(),
        });
        await money.post(trx, {
          type: 'withdrawal_freeze',
          ref: { type: 'withdrawal', id: row.id },
          sides: [{ member: user.id, account: 'fund', coin: USDT, available: amount.negated(), frozen: amount }],
        });
        return toWithdrawalRow(row);
      });
    },

    async list(userId: number, page: Page) {
      const { rows, total } = await repository.listWithdrawals(db, userId, page);
      const progress = await progressFor(rows);
      return { rows: rows.map((row) => toWithdrawalRow(row, progress)), total };
    },

    async byId(userId: number, id: number): Promise<WithdrawalRow> {
      const row = await repository.findWithdrawal(db, userId, id);
      if (!row) throw AppError.notFound();
      return toWithdrawalRow(row, await progressFor([row]));
    },

    async queue(reviewer: Reviewer, status: ReviewQueueFilter | undefined, page: Page): Promise<{ rows: AdminWithdrawalRow[]; total: number }> {
      const { rows, total } = await repository.listWithdrawalsForReview(db, status, page);
      const [limit, members, uses, progress] = await Promise.all([threshold(), reviewMembers(db, rows.map((row) => row.user_id), clock.now()), reviewRepository.addressUses(db, rows), progressFor(rows)]);
      return {
        rows: rows.map((row) => ({
          ...toWithdrawalRow(row, progress),
          memberAddress: row.member_address,
          mbId: row.mb_id,
          review: reviewState(row, reviewer, new Decimal(row.amount), limit),
          member: members(row.user_id),
          addressHistory: uses.get(row.id) ?? { paidToMember: 0, otherMembers: 0 },
          payout: payouts.payoutOf(row),
        })),
        total,
      };
    },

    check: (reviewer: Reviewer, id: number) =>
      decide(desk, { reviewer, id, action: 'check' }, async (withdrawal, trx, now) => {
        if (withdrawal.status !== 'submitted') throw AppError.businessRule('reviewAlreadyDecided');
        const row = await repository.updateWithdrawal(trx, id, { status: 'checking' });
        await recordDecision(trx, { actor: reviewer.address, action: 'withdrawal.check', targetType: 'withdrawal', targetId: id, detail: {}, at: now });
        payouts.announce(trx, row, undefined);
        return row;
      }),

    async approve(reviewer: Reviewer, id: number, txHash: string | undefined): Promise<WithdrawalRow> {
      const limit = await threshold();
      const verified = await verifiedBeforeApproval(reviewer, id, txHash, limit);
      const progress = verified && (await payouts.progress());
      try {
        return await decide(deskWith(progress), { reviewer, id, action: 'approve' }, async (withdrawal, trx, now) => {
          assertUndecided(withdrawal.status);
          if (isFirstOfTwo(withdrawal, limit)) {
            if (txHash !== undefined) throw AppError.businessRule('withdrawalPayoutAfterSecondReview');
            const row = await repository.updateWithdrawal(trx, id, { status: 'approved_once', firstApprovedBy: reviewer.address, firstApprovedAt: now });
            const detail = { usdtValue: decimalText(withdrawal.amount), threshold: limit };
            await recordDecision(trx, { actor: reviewer.address, action: 'withdrawal.approveFirst', targetType: 'withdrawal', targetId: id, detail, at: now });
            payouts.announce(trx, row, undefined);
            return row;
          }
          if (txHash === undefined) throw AppError.invalidInput('withdrawalPayoutTxRequired');
          if (!payouts.verifies(withdrawal)) return settle(trx, withdrawal, reviewer, now, { txHash });
          // Read on chain before the lock; another operator's first approval in between changes what this one is.
          if (!verified) throw AppError.businessRule('reviewAlreadyDecided');
          const row = await payouts.markSent(trx, withdrawal, reviewer, now, verified);
          payouts.announce(trx, row, progress);
          return row;
        });
      } catch (error) {
        // Two withdrawals approved at once with one transfer: the unique index lets one through.
        if (isUniqueViolation(error)) throw AppError.businessRule('payoutTxUsed');
        throw error;
      }
    },

    reject: (reviewer: Reviewer, id: number, reason: string) =>
      decide(desk, { reviewer, id, action: 'reject' }, async (withdrawal, trx, now) => {
        assertUndecided(withdrawal.status);
        return settle(trx, withdrawal, reviewer, now, { reason });
      }),
  };
}
