import { routes } from '@halyard/shared';
import { useQuery } from '@tanstack/react-query';
import { depositsQueryKey } from './get-deposits';
import { recordQueryOptions } from '../../../lib/record-queries';

/** One deposit of the member, with its review status. */
export function depositQueryOptions(id: number) {
  return recordQueryOptions({ queryKey: [...depositsQueryKey, 'detail', id], route: routes.assets.depositById, params: { id } });
}

export function useDeposit(id: number) {
  return useQuery(depositQueryOptions(id));
}
