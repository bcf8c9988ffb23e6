import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n';
import type { Wallet } from '../../../lib/wallet/eip1193';
import { useSignInStore } from '../stores/sign-in-store';

/** Sign-in entry points for the header button, the /login page and the dialogs; the flow itself loads on first use. */
export function useSignIn() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { setStep } = useSignInStore.getState();
  const flow = () => import('../sign-in-flow').then(({ signInFlow }) => signInFlow(queryClient, t));

  return {
    startSignIn: async () => (await flow()).startSignIn(),
    signInWith: async (wallet: Wallet) => (await flow()).signInWith(wallet),
    confirmPreview: async () => (await flow()).confirmPreview(),
    openPreview: () => setStep({ kind: 'preview' }),
    cancel: () => setStep({ kind: 'idle' }),
  };
}
