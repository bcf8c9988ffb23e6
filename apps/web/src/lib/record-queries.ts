import { infiniteQueryOptions, queryOptions, type QueryKey } from '@tanstack/react-query';
import { apiRequest, type ApiRequest } from './api-client';
import { nextPageNumber, PAGE_SIZE, type Page } from './paging';
import { readStored } from './storage';

/**
 * Member data is fetched only with a session. Read at fetch time, so a page still mounted after
 * sign-out (the kept-alive overview) does not call the API and meet a 401.
 */
export function whileSignedIn(): boolean {
  return readStored('token') !== undefined;
}

/** The query of one page of a plain list. */
export function pageParams(pageNum: number): { pageNum: number; pageSize: number } {
  return { pageNum, pageSize: PAGE_SIZE };
}

interface PagedRecords {
  queryKey: QueryKey;
  /** GET path of the list, e.g. /member/rechargeRecord/listH5. */
  path: string;
  /** The query of page `pageNum` (filters and paging); plain paging by default. */
  query?: (pageNum: number) => ApiRequest['query'];
}

/** A member's records one page at a time until the total is reached (RecordList scrolls through them). */
export function pagedRecordsQueryOptions<Row>({ queryKey, path, query = pageParams }: PagedRecords) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam }) => apiRequest<Page<Row>>({ path, query: query(pageParam), showsOwnErrors: true }),
    initialPageParam: 1,
    getNextPageParam: nextPageNumber<Row>,
    enabled: whileSignedIn,
  });
}

/** One record of the member by its path (another member's record answers 404). */
export function recordQueryOptions<Row>({ queryKey, path }: { queryKey: QueryKey; path: string }) {
  return queryOptions({ queryKey, queryFn: () => apiRequest<Row>({ path, showsOwnErrors: true }), enabled: whileSignedIn });
}
