import type { QueryClient } from '@tanstack/react-query';
import { useSessionStore } from './stores/session-store';
import { memberQueryRoot } from '../../lib/query-client';
import { forgetWallet } from '../../lib/wallet/connected-wallet';

/** Clears user info and disconnects the wallet: after logout and on a 401. */
export function endSession(queryClient: QueryClient): void {
  useSessionStore.getState().clearSession();
  forgetWallet();
  // The next wallet must never see this member's balances or records, even for a moment.
  queryClient.removeQueries({ queryKey: memberQueryRoot });
}
