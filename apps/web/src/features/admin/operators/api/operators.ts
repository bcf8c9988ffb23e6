import { routes, type OperatorRole } from '@halyard/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { consoleQueryRoot } from '../../console/api/query-root';
import { call } from '../../../../lib/api-client';
import { whileSignedIn } from '../../../../lib/record-queries';

export const operatorsQueryKey = [...consoleQueryRoot, 'operators'] as const;
/** Adding, changing or removing an operator writes the audit log too. */
const auditQueryKey = [...consoleQueryRoot, 'audit'] as const;

/** Every operator and its role (admins only). */
const readOperators = () => call(routes.operatorsConsole.list, {}, { showsOwnErrors: true });
type OperatorList = Awaited<ReturnType<typeof readOperators>>;

export const operatorsQueryOptions = queryOptions({
  queryKey: operatorsQueryKey,
  queryFn: readOperators,
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

/** Adds an operator, or changes its role. The form shows a refusal. */
export function useSetOperator() {
  return useOperatorChange((body: { address: string; role: OperatorRole }) => call(routes.operatorsConsole.set, { body }, { showsOwnErrors: true }));
}

/** Removes an operator (never the last admin: the app shows the server's refusal). */
export function useRemoveOperator() {
  return useOperatorChange((address: string) => call(routes.operatorsConsole.remove, { params: { address } }));
}
