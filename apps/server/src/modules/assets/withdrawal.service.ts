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
import type { TermsService } from '../terms/terms.service.js';
import * as repository from './assets.repository.js';
import { reviewMembers } from './review-members.js';
import * as reviewRepository from './review.repository.js';
import { assertUndecided, decide, needsSecondReviewer, reviewState, type ReviewDesk, type Reviewer } from './review.js';
import { assertMayMoveMoney, assertRealAccount } from './transfer.service.js';

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

export function toWithdrawalRow(row: Withdrawal): WithdrawalRow {
  return {
    id: row.id,
    coin: row.coin,
    chain: row.chain,
    address: row.address,
    amount: decimalText(row.amount),
    fee: decimalText(row.fee),
    actualAmount: decimalText(row.actual_amount),
    status: row.status,
    txHash: row.tx_hash,
    reason: row.reason,
    createdAt: row.created_at.toISOString(),
    reviewedAt: row.reviewed_at?.toISOString() ?? null,
    sentAt: row.sent_at?.toISOString() ?? null,
    confirmations: null,
    requiredConfirmations: null,
  };
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
   * once, and carries no payout: the second operator sends it and records its transaction.
   */
  approve(reviewer: Reviewer, id: number, txHash: string | undefined): Promise<WithdrawalRow>;
  /** An operator rejects a withdrawal with a reason: the frozen amount returns to the fund account. */
  reject(reviewer: Reviewer, id: number, reason: string): Promise<WithdrawalRow>;
}

export function createWithdrawalService(deps: { db: Kysely<Database>; clock: Clock; money: MoneyService; idempotency: IdempotencyService; terms: TermsService }): WithdrawalService {
  const { db, clock, money, idempotency, terms } = deps;

  const threshold = async () => (await terms.current()).funds.withdrawalFourEyesUsdt;

  const desk: ReviewDesk<Withdrawal, WithdrawalRow> = {
    targetType: 'withdrawal',
    transaction: (work) => money.transaction(work),
    lock: repository.lockWithdrawal,
    toRow: toWithdrawalRow,
    now: () => clock.now(),
  };

  /** Pays a withdrawal out (the frozen amount leaves the platform) or refuses it (the amount returns). */
  async function settle(trx: Transaction<Database>, withdrawal: Withdrawal, reviewer: Reviewer, now: Date, decision: { txHash: string } | { reason: string }): Promise<Withdrawal> {
    const { id } = withdrawal;
    const amount = new Decimal(withdrawal.amount);
    const member = { member: withdrawal.user_id, account: 'fund' as const, coin: withdrawal.coin };
    const ref = { type: 'withdrawal', id };
    const paid = 'txHash' in decision;
    if (paid) {
      await money.post(trx, { type: 'withdrawal_paid', ref, sides: [{ ...member, frozen: amount.negated() }, { platform: 'withdrawals', coin: withdrawal.coin, amount }] });
    } else {
      await money.post(trx, { type: 'withdrawal_unfreeze', ref, sides: [{ ...member, available: amount, frozen: amount.negated() }] });
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
    return row;
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
      return { rows: rows.map(toWithdrawalRow), total };
    },

    async byId(userId: number, id: number): Promise<WithdrawalRow> {
      const row = await repository.findWithdrawal(db, userId, id);
      if (!row) throw AppError.notFound();
      return toWithdrawalRow(row);
    },

    async queue(reviewer: Reviewer, status: ReviewQueueFilter | undefined, page: Page): Promise<{ rows: AdminWithdrawalRow[]; total: number }> {
      const { rows, total } = await repository.listWithdrawalsForReview(db, status, page);
      const [limit, members, uses] = await Promise.all([threshold(), reviewMembers(db, rows.map((row) => row.user_id), clock.now()), reviewRepository.addressUses(db, rows)]);
      return {
        rows: rows.map((row) => ({
          ...toWithdrawalRow(row),
          memberAddress: row.member_address,
          mbId: row.mb_id,
          review: reviewState(row, reviewer, new Decimal(row.amount), limit),
          member: members(row.user_id),
          addressHistory: uses.get(row.id) ?? { paidToMember: 0, otherMembers: 0 },
        })),
        total,
      };
    },

    check: (reviewer: Reviewer, id: number) =>
      decide(desk, { reviewer, id, action: 'check' }, async (withdrawal, trx, now) => {
        if (withdrawal.status !== 'submitted') throw AppError.businessRule('reviewAlreadyDecided');
        const row = await repository.updateWithdrawal(trx, id, { status: 'checking' });
        await recordDecision(trx, { actor: reviewer.address, action: 'withdrawal.check', targetType: 'withdrawal', targetId: id, detail: {}, at: now });
        return row;
      }),

    async approve(reviewer: Reviewer, id: number, txHash: string | undefined): Promise<WithdrawalRow> {
      const limit = await threshold();
      return decide(desk, { reviewer, id, action: 'approve' }, async (withdrawal, trx, now) => {
        assertUndecided(withdrawal.status);
        if (withdrawal.status !== 'approved_once' && needsSecondReviewer(new Decimal(withdrawal.amount), limit)) {
          if (txHash !== undefined) throw AppError.businessRule('withdrawalPayoutAfterSecondReview');
          const row = await repository.updateWithdrawal(trx, id, { status: 'approved_once', firstApprovedBy: reviewer.address, firstApprovedAt: now });
          const detail = { usdtValue: decimalText(withdrawal.amount), threshold: limit };
          await recordDecision(trx, { actor: reviewer.address, action: 'withdrawal.approveFirst', targetType: 'withdrawal', targetId: id, detail, at: now });
          return row;
        }
        if (txHash === undefined) throw AppError.invalidInput('withdrawalPayoutTxRequired');
        return settle(trx, withdrawal, reviewer, now, { txHash });
      });
    },

    reject: (reviewer: Reviewer, id: number, reason: string) =>
      decide(desk, { reviewer, id, action: 'reject' }, async (withdrawal, trx, now) => {
        assertUndecided(withdrawal.status);
        return settle(trx, withdrawal, reviewer, now, { reason });
      }),

  };
}
