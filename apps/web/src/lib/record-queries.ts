import { infiniteQueryOptions, queryOptions, type QueryKey } from '@tanstack/react-query';
import type { ApiRoute, RouteData, RouteInput, RouteParamsInput, RouteQueryInput, RouteRef } from '@halyard/shared';
import { apiRequest, routeRequest } from './api-client';
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

type RowOf<R extends ApiRoute> = RouteData<R> extends Page<infer Row> ? Row : never;

interface PagedRecords<R extends ApiRoute> {
  queryKey: QueryKey;
  /** The list's route, e.g. `routes.spot.list`. */
  route: RouteRef<R>;
  /** The path's params, for a list under a record (one stake's rewards, a member's bills in the console). */
  params?: RouteParamsInput<R>;
  /** The query of page `pageNum` (filters and paging); plain paging by default. */
  query?: (pageNum: number) => RouteQueryInput<R>;
}

/** A member's records one page at a time until the total is reached (RecordList scrolls through them). */
export function pagedRecordsQueryOptions<R extends ApiRoute>({ queryKey, route, params, query = pageParams as (pageNum: number) => RouteQueryInput<R> }: PagedRecords<R>) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam }) => apiRequest<Page<RowOf<R>>>(routeRequest(route, { ...(params !== undefined && { params }), query: query(pageParam) } as RouteInput<R>, { showsOwnErrors: true })),
    initialPageParam: 1,
    getNextPageParam: nextPageNumber<RowOf<R>>,
    enabled: whileSignedIn,
  });
}

/** One record of the member by its route and params (another member's record answers 404). */
export function recordQueryOptions<R extends ApiRoute>({ queryKey, route, params }: { queryKey: QueryKey; route: RouteRef<R>; params: RouteParamsInput<R> }) {
  const request = routeRequest(route, { params } as RouteInput<R>, { showsOwnErrors: true });
  return queryOptions({ queryKey, queryFn: () => apiRequest<RouteData<R>>(request), enabled: whileSignedIn });
}
