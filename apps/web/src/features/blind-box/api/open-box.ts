import type { BoxOpeningRow, OpenBoxBody } from '@halyard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { blindBoxQueryRoot } from './query-root';
import { balancesQueryKey } from '../../../entities/account';
import { apiRequest } from '../../../lib/api-client';

/** POST /member/boxRecord/openBox, form-encoded as the spec sends it; a refusal is shown by the app (a toast). */
export function openBox(body: OpenBoxBody): Promise<BoxOpeningRow> {
  return apiRequest<BoxOpeningRow>({ method: 'POST', path: '/member/boxRecord/openBox', form: { level: body.level, clientSeed: body.clientSeed } });
}

export function useOpenBox() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: openBox,
    onSuccess: () => Promise.all([balancesQueryKey, blindBoxQueryRoot].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
