import { create } from 'zustand';
import type { Wallet } from '../../../lib/wallet/eip1193';

/** Which sign-in step is on screen: nothing, the wallet picker or the preview sign dialog. */
type SignInStep = { kind: 'idle' } | { kind: 'pickWallet'; wallets: Wallet[] } | { kind: 'preview' };

interface SignInState {
  step: SignInStep;
  pending: boolean;
  setStep: (step: SignInStep) => void;
  setPending: (pending: boolean) => void;
}

export const useSignInStore = create<SignInState>((set) => ({
  step: { kind: 'idle' },
  pending: false,
  setStep: (step) => set({ step }),
  setPending: (pending) => set({ pending }),
}));
