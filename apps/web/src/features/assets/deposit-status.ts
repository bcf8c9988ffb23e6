import type { DepositRow } from '@halyard/shared';
import type { StatusTone } from '../../components/status-tag';
import type { MessageKey, MessageValues } from '../../lib/i18n';

type StatusFields = Pick<DepositRow, 'origin' | 'status' | 'confirmations' | 'requiredConfirmations'>;

/** How far a detected deposit is: confirmations so far (never above the required) of the required; null while unknown. */
export function confirmationProgress({ status, confirmations, requiredConfirmations }: StatusFields): { count: number; required: number } | null {
  if (status !== 'detected' || confirmations === null || requiredConfirmations === null || requiredConfirmations <= 0) return null;
  return { count: Math.min(Math.max(confirmations, 0), requiredConfirmations), required: requiredConfirmations };
}

export interface DepositStatusView {
  key: MessageKey;
  values?: MessageValues;
  tone: StatusTone;
}

/**
 * A chain deposit's status in the member's words, with the confirmation count while it confirms.
 * Reported deposits keep their review wording (`ReviewStatusTag`); undefined for them.
 */
export function chainDepositStatus(row: StatusFields): DepositStatusView | undefined {
  if (row.origin !== 'chain') return undefined;
  switch (row.status) {
    case 'detected': {
      const progress = confirmationProgress(row);
      return progress ? { key: 'assets.chainDeposit.status.confirming', values: progress, tone: 'pending' } : { key: 'assets.chainDeposit.status.detected', tone: 'pending' };
    }
    case 'passed':
      return { key: 'assets.chainDeposit.status.passed', tone: 'success' };
    case 'below_minimum':
      return { key: 'assets.chainDeposit.status.below_minimum', tone: 'danger' };
    case 'dropped':
      return { key: 'assets.chainDeposit.status.dropped', tone: 'danger' };
    default:
      // The watcher writes only the four above; anything else reads as its review status.
      return undefined;
  }
}
