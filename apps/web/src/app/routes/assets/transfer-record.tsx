import { useTranslation } from '../../../lib/i18n';
import { detailPathOf } from './record-path';
import { PageSection } from '../../../components/page-section';
import { TransferForm, TransferList } from '../../../features/assets';

/**
 * The spec's routes have no transfer page of their own, and the overview's Transfer button leads
 * here: the form sits above the history it adds to.
 */
export default function TransferRecordRoute() {
  const { t } = useTranslation();
  return (
    <>
      <PageSection title={t('assets.transfer.formTitle')} testId="section-transfer">
        <TransferForm />
      </PageSection>
      <PageSection title={t('assets.transfer.records')} testId="section-records">
        <TransferList detailPath={detailPathOf('transferRecordDetail')} />
      </PageSection>
    </>
  );
}
