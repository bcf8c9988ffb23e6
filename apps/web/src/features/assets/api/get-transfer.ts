import { routes } from '@halyard/shared';
import { useQuery } from '@tanstack/react-query';
import { transfersQueryKey } from './get-transfers';
import { recordQueryOptions } from '../../../lib/record-queries';

/** One transfer of the member. */
export function transferQueryOptions(id: number) {
  return recordQueryOptions({ queryKey: [...transfersQueryKey, 'detail', id], route: routes.assets.transferById, params: { id } });
}

export function useTransfer(id: number) {
  return useQuery(transferQueryOptions(id));
}
