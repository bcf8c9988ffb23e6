import type { QueryClient } from '@tanstack/react-query';
import { memberInfoQueryKey } from './api/get-member-info';
import { useSessionStore } from './stores/session-store';
import { forgetWallet } from '../../lib/wallet/connected-wallet';

/** Clears user info and disconnects the wallet: after logout and on a 401. */
export function endSession(queryClient: QueryClient): void {
  useSessionStore.getState().clearSession();
  forgetWallet();
  queryClient.removeQueries({ queryKey: memberInfoQueryKey });
}
