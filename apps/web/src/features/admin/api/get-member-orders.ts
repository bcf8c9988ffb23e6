import type { MemberOrderPage, MemberOrderProduct } from '@halyard/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { membersQueryKey } from './members';
import { pageParams, pagedPathQueryOptions } from '../../../lib/record-queries';

/** A row of one product's orders: a spot order, a contract order that never opened, or an option. */
export type MemberOrderRow<Product extends MemberOrderProduct> = Extract<MemberOrderPage, { product: Product }>['rows'][number];

/** GET /admin/members/:id/orders?product=: one product's orders of the member, newest first. */
export function useMemberOrders<Product extends MemberOrderProduct>(id: number, product: Product) {
  return useInfiniteQuery(
    pagedPathQueryOptions<MemberOrderRow<Product>>({
      queryKey: [...membersQueryKey, 'records', id, 'orders', product],
      path: `/admin/members/${id}/orders`,
      query: (pageNum) => ({ ...pageParams(pageNum), product }),
    }),
  );
}
