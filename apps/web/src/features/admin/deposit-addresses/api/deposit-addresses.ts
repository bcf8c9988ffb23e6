import { routes, type DepositAddressProposalBody, type DepositChain } from '@halyard/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { consoleQueryOptions, consoleQueryRoot } from '../../console/api/query-root';
import { call } from '../../../../lib/api-client';
import { memberQueryRoot } from '../../../../lib/query-client';

export const depositAddressesQueryKey = [...consoleQueryRoot, 'depositAddresses'] as const;
/**
 * What else a change shows in: the audit log, and the deposit channels members' screens read
 * (the assets feature's key, named here: a feature never imports another).
 */
const alsoChangedKeys = [[...consoleQueryRoot, 'audit'], [...memberQueryRoot, 'assets', 'config']] as const;

/** Per network the address in force, its source, the pending proposal and the chains. */
export function useDepositAddresses() {
  return useQuery(consoleQueryOptions(depositAddressesQueryKey, routes.depositAddressesConsole.view));
}

function useDepositAddressChange<Input, Answer>(send: (input: Input) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => Promise.all([depositAddressesQueryKey, ...alsoChangedKeys].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

/** Proposes an address: in force only once another admin approves it. The form shows a refusal. */
export function useProposeDepositAddress() {
  return useDepositAddressChange((body: DepositAddressProposalBody) => call(routes.depositAddressesConsole.propose, { body }, { showsOwnErrors: true }));
}

/** Approves or rejects a proposal (a proposer's reject withdraws it). */
export function useDecideDepositAddress() {
  return useDepositAddressChange(({ id, decision }: { id: number; decision: 'approve' | 'reject' }) =>
    decision === 'approve'
      ? call(routes.depositAddressesConsole.approve, { params: { id } }, { showsOwnErrors: true })
      : call(routes.depositAddressesConsole.reject, { params: { id } }, { showsOwnErrors: true }),
  );
}

/** Offered for new deposits, or not. */
export function useSetDepositChain() {
  return useDepositAddressChange(({ chain, enabled }: { chain: DepositChain; enabled: boolean }) =>
    call(routes.depositAddressesConsole.setChain, { params: { chain }, body: { enabled } }, { showsOwnErrors: true }),
  );
}
