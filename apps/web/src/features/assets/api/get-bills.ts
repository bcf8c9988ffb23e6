import { ACCOUNT_KINDS, BILL_TYPES, routes, type AccountKind, type BillQuery, type BillType } from '@halyard/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { assetsQueryRoot } from './query-root';
import { PAGE_SIZE } from '../../../lib/paging';
import { pagedRecordsQueryOptions } from '../../../lib/record-queries';

export const ALL_BILLS = 'all';
export interface BillFilter {
  account: AccountKind | typeof ALL_BILLS;
  type: BillType | typeof ALL_BILLS;
}
export const UNFILTERED_BILLS: BillFilter = { account: ALL_BILLS, type: ALL_BILLS };

/** The query of one page; "all" leaves its parameter out, which the server reads as no filter. */
export function billQueryParams(filter: BillFilter, pageNum: number): BillQuery {
  return {
    pageNum,
    pageSize: PAGE_SIZE,
    ...(filter.account === ALL_BILLS ? {} : { account: filter.account }),
    ...(filter.type === ALL_BILLS ? {} : { type: filter.type }),
  };
}

function isAccountKind(value: string | null): value is AccountKind {
  return (ACCOUNT_KINDS as readonly (string | null)[]).includes(value);
}

function isBillType(value: string | null): value is BillType {
  return (BILL_TYPES as readonly (string | null)[]).includes(value);
}

/** The filter kept in the page address (?account=fund&type=deposit); unknown values mean all. */
export function billFilterFromSearch(search: URLSearchParams): BillFilter {
  const account = search.get('account');
  const type = search.get('type');
  return { account: isAccountKind(account) ? account : ALL_BILLS, type: isBillType(type) ? type : ALL_BILLS };
}

/** The page address of a filter: only the narrowed parts, so "all" keeps a clean URL. */
export function billFilterSearch(filter: BillFilter): Record<string, string> {
  return {
    ...(filter.account === ALL_BILLS ? {} : { account: filter.account }),
    ...(filter.type === ALL_BILLS ? {} : { type: filter.type }),
  };
}

export const billsQueryKey = [...assetsQueryRoot, 'bills'] as const;

/** The member's bills, newest first, by account and type. */
export function billsQueryOptions(filter: BillFilter) {
  return pagedRecordsQueryOptions({
    queryKey: [...billsQueryKey, filter.account, filter.type],
    route: routes.assets.bills,
    query: (pageNum) => ({ ...billQueryParams(filter, pageNum) }),
  });
}

export function useBills(filter: BillFilter) {
  return useInfiniteQuery(billsQueryOptions(filter));
}
