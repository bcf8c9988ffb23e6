import type { OptionOrderBody } from '@halyard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { optionOrdersQueryRoot } from './get-option-orders';
import { balancesQueryKey } from '../../../entities/account';
import { apiRequest } from '../../../lib/api-client';

export interface OptionPlaced {
  id: number;
  closeTime: string;
}

/** POST /member/optionsRecord/add: bought at the index price of this second, from the options account. */
export function createOptionOrder(body: OptionOrderBody): Promise<OptionPlaced> {
  return apiRequest<OptionPlaced>({ method: 'POST', path: '/member/optionsRecord/add', json: body, showsOwnErrors: true });
}

export function useCreateOptionOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOptionOrder,
    onSuccess: () => Promise.all([optionOrdersQueryRoot, balancesQueryKey].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
