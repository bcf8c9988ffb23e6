import { routes, type MemberOrderPage, type MemberOrderProduct } from '@halyard/shared';
import { useInfiniteQuery, type InfiniteData, type UseInfiniteQueryResult } from '@tanstack/react-query';
import { membersQueryKey } from './members';
import type { Page } from '../../../../lib/paging';
import { pageParams, pagedRecordsQueryOptions } from '../../../../lib/record-queries';

/** A row of one product's orders: a spot order, a contract order that never opened, or an option. */
export type MemberOrderRow<Product extends MemberOrderProduct> = Extract<MemberOrderPage, { product: Product }>['rows'][number];

/** One product's orders of the member, newest first. */
export function useMemberOrders<Product extends MemberOrderProduct>(id: number, product: Product) {
  const query = useInfiniteQuery(
    pagedRecordsQueryOptions({
      queryKey: [...membersQueryKey, 'records', id, 'orders', product],
      route: routes.membersConsole.orders,
      params: { id },
      query: (pageNum) => ({ ...pageParams(pageNum), product }),
    }),
  );
  // The server answers with the asked product's page: its rows are that product's.
  return query as UseInfiniteQueryResult<InfiniteData<Page<MemberOrderRow<Product>>, number>>;
}
