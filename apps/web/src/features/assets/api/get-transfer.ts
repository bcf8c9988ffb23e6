import type { TransferRow } from '@halyard/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { transfersQueryKey } from './get-transfers';
import { whileSignedIn } from './query-root';
import { apiRequest } from '../../../lib/api-client';

/** GET /member/transferRecord/:id: one transfer of the member. */
export function getTransfer(id: number): Promise<TransferRow> {
  return apiRequest<TransferRow>({ path: `/member/transferRecord/${id}` });
}

export function transferQueryOptions(id: number) {
  return queryOptions({ queryKey: [...transfersQueryKey, 'detail', id], queryFn: () => getTransfer(id), enabled: whileSignedIn });
}

export function useTransfer(id: number) {
  return useQuery(transferQueryOptions(id));
}
