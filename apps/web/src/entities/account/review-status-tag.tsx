import type { DepositStatus, WithdrawalStatus } from '@halyard/shared';
import { useTranslation } from '../../lib/i18n';
import { StatusTag, type StatusTone } from '../../components/status-tag';

/** Where a deposit or withdrawal is in its review, or "done" for a transfer. */
export type ReviewStatus = DepositStatus | WithdrawalStatus | 'done';

const TONES: Readonly<Record<ReviewStatus, StatusTone>> = {
  submitted: 'neutral',
  checking: 'pending',
  approved_once: 'pending',
  passed: 'success',
  done: 'success',
  rejected: 'danger',
  detected: 'pending',
  sent: 'pending',
  dropped: 'danger',
  below_minimum: 'danger',
};

/** Review status of a money record, coloured by outcome. */
export function ReviewStatusTag({ status, testId }: { status: ReviewStatus; testId?: string }) {
  const { t } = useTranslation();
  return <StatusTag label={t(`assets.status.${status}`)} tone={TONES[status]} status={status} testId={testId} />;
}
