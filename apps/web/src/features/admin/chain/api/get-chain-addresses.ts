import { routes, type DepositAddressBalances } from '@halyard/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest, callFile, routeRequest } from '../../../../lib/api-client';
import { nextPageNumber } from '../../../../lib/paging';
import { pageParams, whileSignedIn } from '../../../../lib/record-queries';
import { chainQueryRoot } from './get-chain-status';

export const chainAddressesQueryKey = [...chainQueryRoot, 'addresses'] as const;

/**
 * The deposit addresses with their balances on chain, a page at a time, as pagedRecordsQueryOptions
 * pages a list; kept whole here because each page also carries the totals over every address and
 * the block they were read at.
 */
export function useChainAddresses() {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: chainAddressesQueryKey,
      queryFn: ({ pageParam }) => apiRequest<DepositAddressBalances>(routeRequest(routes.chainConsole.addresses, { query: pageParams(pageParam) }, { showsOwnErrors: true })),
      initialPageParam: 1,
      getNextPageParam: nextPageNumber<DepositAddressBalances['rows'][number]>,
      enabled: whileSignedIn,
    }),
  );
}

/** Every address with its index, path and balances as CSV, for the sweep (fetched with the session's token, saved as a file). */
export async function downloadChainAddressesCsv(): Promise<void> {
  const file = await callFile(routes.chainConsole.addressesCsv);
  const url = URL.createObjectURL(file);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = 'halyard-deposit-addresses.csv';
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The click has started the download; the object URL is not needed after this task.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
