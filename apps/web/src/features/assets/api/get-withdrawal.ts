import { routes } from '@halyard/shared';
import { useQuery } from '@tanstack/react-query';
import { withdrawalsQueryKey } from './get-withdrawals';
import { recordQueryOptions } from '../../../lib/record-queries';

/** One withdrawal of the member, with its review status. */
export function withdrawalQueryOptions(id: number) {
  return recordQueryOptions({ queryKey: [...withdrawalsQueryKey, 'detail', id], route: routes.assets.withdrawalById, params: { id } });
}

export function useWithdrawal(id: number) {
  return useQuery(withdrawalQueryOptions(id));
}
