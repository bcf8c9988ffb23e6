import { useTranslation } from '../../../lib/i18n';
import { useNavigate } from 'react-router';
import { detailPathOf } from './record-path';
import { ActionGate } from '../../action-gate';
import { PageSection } from '../../../components/page-section';
import { DepositArrivals, DepositForm, DepositList } from '../../../features/assets';
import { useSessionStore } from '../../../features/session';

const depositPath = detailPathOf('topUpDetail');

/**
 * Deposit: transfers arriving from the chain (live), the form (or the member's own address), then
 * the member's deposit records; a submitted deposit opens its detail page.
 */
export default function TopUpRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const ownWallet = useSessionStore((state) => state.address);
  return (
    <>
      <DepositArrivals detailPath={depositPath} />
      <PageSection title={t('assets.deposit.formTitle')} testId="section-deposit">
        <ActionGate action="deposit">
          <DepositForm ownWallet={ownWallet} onSubmitted={(row) => void navigate(depositPath(row.id))} />
        </ActionGate>
      </PageSection>
      <PageSection title={t('assets.deposit.records')} testId="section-records">
        <DepositList detailPath={depositPath} />
      </PageSection>
    </>
  );
}
