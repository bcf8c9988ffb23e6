import { useTranslation } from '../../../lib/i18n';
import { useRecordId } from './record-path';
import { paths } from '../../paths';
import { NotFoundState } from '../../../components/not-found-state';
import { PageSection } from '../../../components/page-section';
import { TransferDetail } from '../../../features/assets';

export default function TransferRecordDetailRoute() {
  const { t } = useTranslation();
  const id = useRecordId();
  return (
    <PageSection title={t('section.detail.summary')} testId="section-detail">
      {id === undefined ? <NotFoundState backTo={paths.transferRecord} /> : <TransferDetail id={id} backTo={paths.transferRecord} />}
    </PageSection>
  );
}
