import { useTranslation } from '../../../lib/i18n';
import { useRecordId } from './record-path';
import { paths } from '../../paths';
import { NotFoundState } from '../../../components/not-found-state';
import { PageSection } from '../../../components/page-section';
import { DepositDetail } from '../../../features/assets';

export default function TopUpDetailRoute() {
  const { t } = useTranslation();
  const id = useRecordId();
  return (
    <PageSection title={t('section.detail.summary')} testId="section-detail">
      {id === undefined ? <NotFoundState backTo={paths.topUp} /> : <DepositDetail id={id} backTo={paths.topUp} />}
    </PageSection>
  );
}
