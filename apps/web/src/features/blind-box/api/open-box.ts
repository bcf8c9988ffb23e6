import { routes, type OpenBoxBody } from '@halyard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { blindBoxQueryRoot } from './query-root';
import { balancesQueryKey } from '../../../entities/account';
import { call } from '../../../lib/api-client';

/** Opens a box, form-encoded as the spec sends it; a refusal is shown by the app (a toast). */
export function openBox({ level, clientSeed }: OpenBoxBody) {
  return call(routes.blindBox.open, { body: { level, clientSeed } });
}

export function useOpenBox() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: openBox,
    onSuccess: () => Promise.all([balancesQueryKey, blindBoxQueryRoot].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
