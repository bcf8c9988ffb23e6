import { Button } from 'antd-mobile';
import { useTranslation } from '../../../lib/i18n';
import { useSignIn } from '../hooks/use-sign-in';
import { useSessionStore } from '../stores/session-store';
import { useSignInStore } from '../stores/sign-in-store';
import { formatShortAddress } from '../../../lib/format';
import '../login-panel.css';

/** The /login page body: connect a wallet, or preview with the demo account when allowed. */
export function LoginPanel({ previewMode }: { previewMode: boolean }) {
  const { t } = useTranslation();
  const address = useSessionStore((state) => state.address);
  const pending = useSignInStore((state) => state.pending);
  const { startSignIn, openPreview } = useSignIn();

  return (
    <div className="login-panel">
      <p>{t('session.loginPage.intro')}</p>
      <p className="login-panel__hint" data-testid="login-origin">
        {t('session.loginPage.signingInTo', { origin: window.location.origin })}
      </p>
      {address ? (
        <p className="login-panel__address" data-testid="login-address">
          <span className="wallet-button__dot" aria-hidden="true" /> {formatShortAddress(address)}
        </p>
      ) : (
        <Button block color="primary" size="large" loading={pending} loadingText={t('session.login')} data-testid="login-connect" onClick={() => void startSignIn()}>
          {t('session.login')}
        </Button>
      )}
      {previewMode && !address && (
        <>
          <p className="login-panel__hint">{t('session.loginPage.previewIntro')}</p>
          <Button block size="large" data-testid="login-preview" onClick={openPreview}>
            {t('session.preview.button')}
          </Button>
        </>
      )}
    </div>
  );
}
