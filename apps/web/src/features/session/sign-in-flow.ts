import type { QueryClient } from '@tanstack/react-query';
import type { AppConfig } from '@halyard/shared';
import { EmptySignatureError, signInWithDemoAccount, signInWithWallet } from './sign-in';
import { useSignInStore } from './stores/sign-in-store';
import { ApiError } from '../../lib/api-client';
import { appConfigQueryOptions } from '../../lib/app-config';
import type { TFunction } from '../../lib/i18n';
import { showToast } from '../../lib/toast';
import { connectedWallet } from '../../lib/wallet/connected-wallet';
import { discoverWallets } from '../../lib/wallet/discover-wallets';
import type { Wallet } from '../../lib/wallet/eip1193';

/**
 * Signing in: finding the wallet, the SIWE message, the signature and the session. Loaded on the
 * first tap of a login button (hooks/use-sign-in.ts), not with the first page.
 */
export function signInFlow(queryClient: QueryClient, t: TFunction) {
  const { setStep, setPending } = useSignInStore.getState();

  const run = async (signIn: () => Promise<void>) => {
    setStep({ kind: 'idle' });
    setPending(true);
    try {
      await signIn();
      showToast('success', t('session.signedIn'));
      await queryClient.invalidateQueries({ queryKey: ['home'] });
    } catch (error) {
      if (error instanceof EmptySignatureError) return;
      // The API client has already reported its own failures; wallet errors are shown here.
      if (!(error instanceof ApiError)) {
        showToast('error', error instanceof Error && error.message ? error.message : t('session.loginFailed'));
      }
    } finally {
      setPending(false);
    }
  };

  /** The server accepts messages for its own origins only: say so before a wallet signs for another. */
  const assertPublicOrigin = (config: AppConfig) => {
    if (!config.publicOrigins.includes(window.location.origin)) {
      throw new Error(t('session.wrongOrigin', { origins: config.publicOrigins.join(', ') }));
    }
  };

  const signInWith = async (wallet: Wallet) => {
    const config = await queryClient.fetchQuery(appConfigQueryOptions);
    await run(async () => {
      assertPublicOrigin(config);
      await signInWithWallet(wallet, config);
    });
  };

  const confirmPreview = async () => {
    const config = await queryClient.fetchQuery(appConfigQueryOptions);
    await run(async () => {
      assertPublicOrigin(config);
      await signInWithDemoAccount(config);
    });
  };

  const openPreview = () => setStep({ kind: 'preview' });

  const startSignIn = async () => {
    const remembered = connectedWallet();
    if (remembered) return signInWith(remembered);
    const [wallets, config] = await Promise.all([discoverWallets(), queryClient.fetchQuery(appConfigQueryOptions)]);
    const [onlyWallet] = wallets;
    if (wallets.length > 1) setStep({ kind: 'pickWallet', wallets });
    else if (onlyWallet) await signInWith(onlyWallet);
    else if (config.previewMode) openPreview();
    else showToast('error', t('session.noWallet'));
  };

  return { startSignIn, signInWith, confirmPreview };
}
