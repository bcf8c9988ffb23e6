import { REVIEW_STATUSES } from '@halyard/shared';
import { useState } from 'react';
import { useTranslation } from '../../../../lib/i18n';
import { ChipGroup } from '../../../../components/chip-group';
import { TabStrip } from '../../../../components/tab-strip';
import { DecisionDialog, type DecisionRequest } from './decision-dialog';
import { OperatorsOnly } from '../../console/components/operators-only';
import { RecordList } from '../../../../components/record-list';
import { ReviewDepositCard, ReviewWithdrawalCard, type AskForDecision } from './review-cards';
import { useReviewDeposits, type ReviewStatusFilter } from '../api/get-review-deposits';
import { useReviewWithdrawals } from '../api/get-review-withdrawals';
import { isForbidden } from '../../../../lib/form-problem';
import './review-desk.css';

const REVIEW_TABS = ['deposits', 'withdrawals'] as const;
type ReviewTab = (typeof REVIEW_TABS)[number];

function DepositQueue({ status, ask }: { status: ReviewStatusFilter; ask: AskForDecision }) {
  const query = useReviewDeposits(status);
  // The server is the judge: a 403 means this wallet is not (or no longer) an operator.
  if (isForbidden(query.error)) return <OperatorsOnly />;
  return <RecordList query={query} testId="review-deposits" rowKey={(row) => row.id} renderRow={(row) => <ReviewDepositCard row={row} ask={ask} />} />;
}

function WithdrawalQueue({ status, ask }: { status: ReviewStatusFilter; ask: AskForDecision }) {
  const query = useReviewWithdrawals(status);
  if (isForbidden(query.error)) return <OperatorsOnly />;
  return <RecordList query={query} testId="review-withdrawals" rowKey={(row) => row.id} renderRow={(row) => <ReviewWithdrawalCard row={row} ask={ask} />} />;
}

/** The operator's review of deposits and withdrawals, by status: at first every item still to decide, oldest first. */
export function ReviewDesk() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<ReviewTab>('deposits');
  const [status, setStatus] = useState<ReviewStatusFilter>('open');
  const [request, setRequest] = useState<DecisionRequest>();
  const statusOptions = [
    { value: 'open' as const, label: t('assets.admin.toReview') },
    ...[...REVIEW_STATUSES, 'sent' as const].map((value) => ({ value, label: t(`assets.status.${value}`) })),
    { value: 'all' as const, label: t('assets.all') },
  ];

  return (
    <div className="review-desk" data-testid="review-desk">
      <TabStrip
        label={t('console.section.reviews')}
        items={REVIEW_TABS.map((key) => ({ key, title: <span data-testid={`review-tab-${key}`}>{t(`assets.admin.${key}`)}</span> }))}
        active={tab}
        onChange={setTab}
        testId="review-tabs"
      >
        <ChipGroup label={t('assets.field.status')} options={statusOptions} value={status} onChange={setStatus} testId="review-status" />
        {tab === 'deposits' ? <DepositQueue status={status} ask={setRequest} /> : <WithdrawalQueue status={status} ask={setRequest} />}
      </TabStrip>
      <DecisionDialog request={request} onClose={() => setRequest(undefined)} />
    </div>
  );
}
