import type { TransferRow } from '@halyard/shared';
import { useQuery } from '@tanstack/react-query';
import { transfersQueryKey } from './get-transfers';
import { recordPathQueryOptions } from '../../../lib/record-queries';

/** GET /member/transferRecord/:id: one transfer of the member. */
export function transferQueryOptions(id: number) {
  return recordPathQueryOptions<TransferRow>({ queryKey: [...transfersQueryKey, 'detail', id], path: `/member/transferRecord/${id}` });
}

export function useTransfer(id: number) {
  return useQuery(transferQueryOptions(id));
}
