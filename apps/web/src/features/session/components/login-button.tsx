import { useTranslation } from '../../../lib/i18n';
import { useSignIn } from '../hooks/use-sign-in';
import { useSessionStore } from '../stores/session-store';
import { useSignInStore } from '../stores/sign-in-store';
import { formatShortAddress } from '../../../lib/format';

/** Header wallet button: the login label when signed out, the short address with a green dot when in. */
export function LoginButton() {
  const { t } = useTranslation();
  const address = useSessionStore((state) => state.address);
  const pending = useSignInStore((state) => state.pending);
  const { startSignIn } = useSignIn();

  if (address) {
    return (
      <span className="wallet-button wallet-button--connected" data-testid="header-address" title={address}>
        <span className="wallet-button__dot" aria-hidden="true" />
        {formatShortAddress(address)}
      </span>
    );
  }
  return (
    <button
      type="button"
      className="wallet-button"
      data-testid="header-login"
      disabled={pending}
      onClick={() => void startSignIn()}
    >
      {t('session.login')}
    </button>
  );
}
