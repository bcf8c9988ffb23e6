import { routes, type AccountKind } from '@halyard/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { membersQueryKey } from './members';
import { pageParams, pagedRecordsQueryOptions } from '../../../../lib/record-queries';

export const ALL = 'all';
/** The operator's narrowing of a member's bills; "all" leaves a filter out. */
export interface MemberBillFilter {
  account: AccountKind | typeof ALL;
  coin: string;
}

/** Every bill of the member, newest first, by account and coin. */
export function useMemberBills(id: number, filter: MemberBillFilter) {
  return useInfiniteQuery(
    pagedRecordsQueryOptions({
      queryKey: [...membersQueryKey, 'records', id, 'bills', filter.account, filter.coin],
      route: routes.membersConsole.bills,
      params: { id },
      query: (pageNum) => ({
        ...pageParams(pageNum),
        account: filter.account === ALL ? undefined : filter.account,
        coin: filter.coin === ALL ? undefined : filter.coin,
      }),
    }),
  );
}
