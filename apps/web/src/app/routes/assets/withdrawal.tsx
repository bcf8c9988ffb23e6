import { useTranslation } from '../../../lib/i18n';
import { useNavigate } from 'react-router';
import { detailPathOf } from './record-path';
import { ActionGate } from '../../action-gate';
import { PageSection } from '../../../components/page-section';
import { WithdrawalList } from '../../../features/assets';
import { WithdrawalForm } from '../../../features/assets/withdrawal-entry';

const withdrawalPath = detailPathOf('withdrawalDetail');

/** Withdrawal: the form, then the member's withdrawal records; a submitted one opens its detail page. */
export default function WithdrawalRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <>
      <PageSection title={t('assets.withdrawal.formTitle')} testId="section-withdrawal">
        <ActionGate action="withdraw">
          <WithdrawalForm onSubmitted={(row) => void navigate(withdrawalPath(row.id))} />
        </ActionGate>
      </PageSection>
      <PageSection title={t('assets.withdrawal.records')} testId="section-records">
        <WithdrawalList detailPath={withdrawalPath} />
      </PageSection>
    </>
  );
}
