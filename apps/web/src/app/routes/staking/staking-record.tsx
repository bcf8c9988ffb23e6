import { useTranslation } from '../../../lib/i18n';
import { PageSection } from '../../../components/page-section';
import { StakeRecords } from '../../../features/web3';

/** Stakes in progress and ended, each with its daily reward log. */
export default function StakingRecordRoute() {
  const { t } = useTranslation();
  return (
    <PageSection title={t('section.list.records')} testId="section-records">
      <StakeRecords />
    </PageSection>
  );
}
