import { isWithdrawalAddress } from '@halyard/shared/chain-address';
import Decimal from '@halyard/shared/decimal';
import type { Kysely } from 'kysely';
import {
  CHAIN_NETWORKS,
  USDT,
  USDT_DECIMALS,
  type FundTerms,
  type AdminWithdrawalRow,
  type WithdrawalBody,
  type WithdrawalChannel,
  type WithdrawalRow,
  type WithdrawalStatus,
} from '@halyard/shared';
import type { Page } from '../../db/paging.js';
import type { Database, User, Withdrawal } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { recordDecision } from '../audit/audit.service.js';
import type { IdempotencyService } from '../idempotency/idempotency.service.js';
import { notifyMember } from '../messages/messages.service.js';
import { decimalText, type MoneyService } from '../money/money.service.js';
import type { TermsService } from '../terms/terms.service.js';
import * as repository from './assets.repository.js';
import { assertUndecided } from './deposit.service.js';
import { assertMayMoveMoney, assertRealAccount } from './transfer.service.js';

/** The withdrawal channels under the fund terms in force (their fee and minimum); a withdrawal keeps the fee it was made with. */
export function withdrawalChannels(funds: FundTerms): WithdrawalChannel[] {
  return (['ERC20', 'TRC20'] as const).map((chain) => ({
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
  };
}

export type WithdrawalService = ReturnType<typeof createWithdrawalService>;

export function createWithdrawalService(deps: { db: Kysely<Database>; clock: Clock; money: MoneyService; idempotency: IdempotencyService; terms: TermsService }) {
  const { db, clock, money, idempotency, terms } = deps;

  /** Pays a withdrawal out (the frozen amount leaves the platform) or refuses it (the amount returns). */
  function decide(actor: string, id: number, decision: 'approve' | 'reject', detail: { txHash?: string; reason?: string }): Promise<WithdrawalRow> {
    return money.transaction(async (trx) => {
      const withdrawal = await repository.lockWithdrawal(trx, id);
      if (!withdrawal) throw AppError.notFound();
      assertUndecided(withdrawal.status);
      const amount = new Decimal(withdrawal.amount);
      const member = { member: withdrawal.user_id, account: 'fund' as const, coin: withdrawal.coin };
      const ref = { type: 'withdrawal', id };
      if (decision === 'approve') {
        await money.post(trx, {
          type: 'withdrawal_paid',
          ref,
          sides: [
            { ...member, frozen: amount.negated() },
            { platform: 'withdrawals', coin: withdrawal.coin, amount },
          ],
        });
      } else {
        await money.post(trx, { type: 'withdrawal_unfreeze', ref, sides: [{ ...member, available: amount, frozen: amount.negated() }] });
      }
      const now = clock.now();
      const row = await repository.updateWithdrawal(trx, id, { status: decision === 'approve' ? 'passed' : 'rejected', ...detail, reviewedAt: now, reviewedBy: actor });
      await notifyMember(trx, withdrawal.user_id, {
        kind: decision === 'approve' ? 'withdrawalPaid' : 'withdrawalRejected',
        params: { amount: decimalText(withdrawal.amount), coin: withdrawal.coin, ...detail },
        refType: 'withdrawal',
        refId: String(id),
      });
      await recordDecision(trx, { actor, action: `withdrawal.${decision}`, targetType: 'withdrawal', targetId: id, detail, at: now });
      return toWithdrawalRow(row);
    });
  }

  return {
    channels: async () => withdrawalChannels((await terms.current()).funds),

    /** Freezes the amount in the fund account until an operator pays it out or rejects it. */
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
          address: body.address,
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

    async queue(status: WithdrawalStatus | undefined, page: Page): Promise<{ rows: AdminWithdrawalRow[]; total: number }> {
      const { rows, total } = await repository.listWithdrawalsForReview(db, status, page);
      return { rows: rows.map((row) => ({ ...toWithdrawalRow(row), memberAddress: row.member_address, mbId: row.mb_id })), total };
    },

    /** An operator starts preparing a payout: submitted -> checking. */
    check(actor: string, id: number): Promise<WithdrawalRow> {
      return db.transaction().execute(async (trx) => {
        const withdrawal = await repository.lockWithdrawal(trx, id);
        if (!withdrawal) throw AppError.notFound();
        if (withdrawal.status !== 'submitted') throw AppError.businessRule('reviewAlreadyDecided');
        const row = await repository.updateWithdrawal(trx, id, { status: 'checking' });
        await recordDecision(trx, { actor, action: 'withdrawal.check', targetType: 'withdrawal', targetId: id, detail: {}, at: clock.now() });
        return toWithdrawalRow(row);
      });
    },

    approve: (actor: string, id: number, txHash: string) => decide(actor, id, 'approve', { txHash }),
    reject: (actor: string, id: number, reason: string) => decide(actor, id, 'reject', { reason }),
  };
}
