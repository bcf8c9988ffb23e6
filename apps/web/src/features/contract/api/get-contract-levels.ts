import { routes } from '@halyard/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** The leverage levels an order may use (5, 10, 20, 50, 100 by default). */
export async function getContractLevels(): Promise<number[]> {
  const page = await call(routes.contract.levels, {}, { showsOwnErrors: true });
  return page.rows.map((row) => row.leverage);
}

export const contractLevelsQueryOptions = queryOptions({ queryKey: ['contract', 'levels'], queryFn: getContractLevels, staleTime: Infinity });

export function useContractLevels() {
  return useQuery(contractLevelsQueryOptions);
}
