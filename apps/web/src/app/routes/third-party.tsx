import { useTranslation } from '../../lib/i18n';
import { PageSkeleton } from '../../components/skeleton';
import { SubPageBar } from '../../components/sub-page-bar';
import { useSessionStore } from '../../features/session';
import { CustomerService } from '../../features/support';
import { useAppConfig } from '../../lib/app-config';

/** /thirdParty: the customer service chat of the signed-in wallet. */
export default function ThirdPartyRoute() {
  const { t } = useTranslation();
  const { data: config } = useAppConfig();
  const address = useSessionStore((state) => state.address);
  return (
    <div className="page-frame">
      <SubPageBar title={t('route.thirdParty')} showBack />
      <main className="page-body">{config ? <CustomerService config={config} address={address} /> : <PageSkeleton />}</main>
    </div>
  );
}
