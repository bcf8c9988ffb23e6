import type { DepositRow } from '@halyard/shared';
import { StatusTag } from '../../../components/status-tag';
import { ReviewStatusTag } from '../../../entities/account';
import { useTranslation } from '../../../lib/i18n';
import { chainDepositStatus } from '../deposit-status';

/** A deposit's status: a chain deposit's with its confirmations ("Detected · 1 of 12 confirmations"), a reported one's review. */
export function DepositStatusTag({ row, testId }: { row: DepositRow; testId?: string }) {
  const { t } = useTranslation();
  const view = chainDepositStatus(row);
  if (!view) return <ReviewStatusTag status={row.status} testId={testId} />;
  return <StatusTag label={t(view.key, view.values)} tone={view.tone} status={row.status} testId={testId} />;
}
