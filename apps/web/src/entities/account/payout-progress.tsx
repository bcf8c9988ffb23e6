import type { WithdrawalRow } from '@halyard/shared';
import { useTranslation } from '../../lib/i18n';

/** "Sent, 1 of 3 confirmations" while a sent payout waits for the chain; nothing otherwise. */
export function PayoutProgress({ row, className, testId }: { row: WithdrawalRow; className: string; testId: string }) {
  const { t } = useTranslation();
  if (row.status !== 'sent' || row.requiredConfirmations === null) return null;
  return (
    <span className={className} data-testid={testId} data-confirmations={row.confirmations ?? 0}>
      {t('assets.withdrawal.sentProgress', { confirmations: row.confirmations ?? 0, required: row.requiredConfirmations })}
    </span>
  );
}
