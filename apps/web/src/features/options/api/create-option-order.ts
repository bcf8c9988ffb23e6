import { routes, type OptionOrderBody } from '@halyard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { optionOrdersQueryRoot } from './get-option-orders';
import { balancesQueryKey } from '../../../entities/account';
import { call } from '../../../lib/api-client';

/** Bought at the index price of this second, from the options account. */
export function createOptionOrder(body: OptionOrderBody) {
  return call(routes.options.place, { body }, { showsOwnErrors: true });
}

export function useCreateOptionOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOptionOrder,
    onSuccess: () => Promise.all([optionOrdersQueryRoot, balancesQueryKey].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
