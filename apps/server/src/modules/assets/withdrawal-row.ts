import type { WithdrawalRow } from '@halyard/shared';
import type { Withdrawal } from '../../db/schema.js';
import { decimalText } from '../../lib/decimal-text.js';
import type { ChainProgress } from '../chain/chain-progress.service.js';
import { payoutConfirmations } from '../chain/payout.service.js';

/** A withdrawal as its member reads it; a sent payout with its confirmations so far (a node configured). */
export function toWithdrawalRow(row: Withdrawal, progress?: ChainProgress): WithdrawalRow {
  const confirming = row.status === 'sent' && progress !== undefined;
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
    // Never more than required: at that count the next round of the watcher pays it.
    confirmations: confirming ? Math.min(payoutConfirmations(row.payout_block_number, progress.processed), progress.required) : null,
    requiredConfirmations: confirming ? progress.required : null,
  };
}
