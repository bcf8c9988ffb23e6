import { useTranslation } from '../../lib/i18n';
import { SubPageBar } from '../../components/sub-page-bar';
import { LoginPanel } from '../../features/session';
import { useAppConfig } from '../../lib/app-config';

/** /login: connect a wallet, or preview with the demo account. */
export default function LoginRoute() {
  const { t } = useTranslation();
  const { data: config } = useAppConfig();
  return (
    <div className="page-frame">
      <SubPageBar title={t('route.login')} showBack />
      <main className="page-body">
        <LoginPanel previewMode={config?.previewMode ?? true} />
      </main>
    </div>
  );
}
