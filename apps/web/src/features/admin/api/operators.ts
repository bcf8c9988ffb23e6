import type { OperatorRole, OperatorRow } from '@halyard/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { consoleQueryRoot } from './query-root';
import { apiRequest } from '../../../lib/api-client';
import { whileSignedIn } from '../../../lib/record-queries';

export const operatorsQueryKey = [...consoleQueryRoot, 'operators'] as const;
/** Adding, changing or removing an operator writes the audit log too. */
const auditQueryKey = [...consoleQueryRoot, 'audit'] as const;

type OperatorList = { rows: OperatorRow[] };

/** GET /admin/operators: every operator and its role (admins only). */
export const operatorsQueryOptions = queryOptions({
  queryKey: operatorsQueryKey,
  queryFn: () => apiRequest<OperatorList>({ path: '/admin/operators', showsOwnErrors: true }),
  enabled: whileSignedIn,
});

export function useOperators() {
  return useQuery(operatorsQueryOptions);
}

function useOperatorChange<Input>(send: (input: Input) => Promise<OperatorList>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (list) => queryClient.setQueryData(operatorsQueryKey, list),
    onSettled: () => queryClient.invalidateQueries({ queryKey: auditQueryKey }),
  });
}

/** PUT /admin/operators {address, role}: adds an operator, or changes its role. The form shows a refusal. */
export function useSetOperator() {
  return useOperatorChange((body: { address: string; role: OperatorRole }) =>
    apiRequest<OperatorList>({ method: 'PUT', path: '/admin/operators', json: body, showsOwnErrors: true }),
  );
}

/** DELETE /admin/operators/:address (never the last admin: the app shows the server's refusal). */
export function useRemoveOperator() {
  return useOperatorChange((address: string) => apiRequest<OperatorList>({ method: 'DELETE', path: `/admin/operators/${address}` }));
}
