import type { Page } from '../../../lib/paging';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /member/ContractLevel/listH5: the leverage levels an order may use (5, 10, 20, 50, 100 by default). */
export function getContractLevels(): Promise<number[]> {
  return apiRequest<Page<{ leverage: number }>>({ path: '/member/ContractLevel/listH5', showsOwnErrors: true }).then((page) =>
    page.rows.map((row) => row.leverage),
  );
}

export const contractLevelsQueryOptions = queryOptions({ queryKey: ['contract', 'levels'], queryFn: getContractLevels, staleTime: Infinity });

export function useContractLevels() {
  return useQuery(contractLevelsQueryOptions);
}
