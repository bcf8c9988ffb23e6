import { useTranslation } from 'react-i18next';
import { useRecordId } from './record-path';
import { EmptyState } from '../../../components/empty-state';
import { PageSection } from '../../../components/page-section';
import { DepositDetail } from '../../../features/assets';

export default function TopUpDetailRoute() {
  const { t } = useTranslation();
  const id = useRecordId();
  return (
    <PageSection title={t('section.detail.summary')} testId="section-detail">
      {id === undefined ? <EmptyState /> : <DepositDetail id={id} />}
    </PageSection>
  );
}
