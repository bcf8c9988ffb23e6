import type { DepositStatus } from '@halyard/shared';
import { useTranslation } from 'react-i18next';

/** Review status of a deposit or withdrawal (or "done" for a transfer), coloured by outcome. */
export function StatusTag({ status, testId }: { status: DepositStatus | 'done'; testId?: string }) {
  const { t } = useTranslation();
  return (
    <span className={`status-tag status-tag--${status}`} data-testid={testId} data-status={status}>
      {t(`assets.status.${status}`)}
    </span>
  );
}
