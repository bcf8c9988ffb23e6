import { useTranslation } from 'react-i18next';
import { useRecordId } from './record-path';
import { EmptyState } from '../../../components/empty-state';
import { PageSection } from '../../../components/page-section';
import { TransferDetail } from '../../../features/assets';

export default function TransferRecordDetailRoute() {
  const { t } = useTranslation();
  const id = useRecordId();
  return (
    <PageSection title={t('section.detail.summary')} testId="section-detail">
      {id === undefined ? <EmptyState /> : <TransferDetail id={id} />}
    </PageSection>
  );
}
