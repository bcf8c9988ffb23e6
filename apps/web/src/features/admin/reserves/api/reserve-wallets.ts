import { routes, type ReserveWalletProposalBody } from '@halyard/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { consoleQueryOptions, consoleQueryRoot } from '../../console/api/query-root';

export const reserveWalletsQueryKey = [...consoleQueryRoot, 'reserves', 'wallets'] as const;
/** What else a change shows in: the audit log. */
const alsoChangedKeys = [[...consoleQueryRoot, 'audit']] as const;

/** The declared wallets in force, the proposals waiting for a second admin and the latest decisions. */
export function useReserveWallets() {
  return useQuery(consoleQueryOptions(reserveWalletsQueryKey, routes.reservesConsole.wallets));
}

function useReserveWalletChange<Input, Answer>(send: (input: Input) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => Promise.all([reserveWalletsQueryKey, ...alsoChangedKeys].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

/** Proposes adding or removing a wallet: in force only once another admin approves it. The form shows a refusal. */
export function useProposeReserveWallet() {
  return useReserveWalletChange((body: ReserveWalletProposalBody) => call(routes.reservesConsole.proposeWallet, { body }, { showsOwnErrors: true }));
}

/** Approves or rejects a proposal (a proposer's reject withdraws it). */
export function useDecideReserveWallet() {
  return useReserveWalletChange(({ id, decision }: { id: number; decision: 'approve' | 'reject' }) =>
    decision === 'approve'
      ? call(routes.reservesConsole.approveWallet, { params: { id } }, { showsOwnErrors: true })
      : call(routes.reservesConsole.rejectWallet, { params: { id } }, { showsOwnErrors: true }),
  );
}
