import { useTranslation } from '../../../lib/i18n';
import { useRecordId } from './record-path';
import { paths } from '../../paths';
import { NotFoundState } from '../../../components/not-found-state';
import { PageSection } from '../../../components/page-section';
import { WithdrawalDetail } from '../../../features/assets';

export default function WithdrawalDetailRoute() {
  const { t } = useTranslation();
  const id = useRecordId();
  return (
    <PageSection title={t('section.detail.summary')} testId="section-detail">
      {id === undefined ? <NotFoundState backTo={paths.withdrawal} /> : <WithdrawalDetail id={id} backTo={paths.withdrawal} />}
    </PageSection>
  );
}
