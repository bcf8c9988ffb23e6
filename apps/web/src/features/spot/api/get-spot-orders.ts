import { routes } from '@halyard/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { spotQueryRoot } from './query-root';
import { pageParams, pagedRecordsQueryOptions, recordQueryOptions } from '../../../lib/record-queries';

/** The two lists under the form: waiting limit orders, and done ones (filled and cancelled). */
export type SpotList = 'open' | 'done';

export const spotOrdersQueryRoot = [...spotQueryRoot, 'orders'] as const;

export function spotOrdersQueryKey(list: SpotList) {
  return [...spotOrdersQueryRoot, list] as const;
}

/** One list, newest first. */
export function spotOrdersQueryOptions(list: SpotList) {
  return pagedRecordsQueryOptions({
    queryKey: spotOrdersQueryKey(list),
    route: routes.spot.list,
    query: (pageNum) => ({ ...pageParams(pageNum), status: list }),
  });
}

export function useSpotOrders(list: SpotList) {
  return useInfiniteQuery(spotOrdersQueryOptions(list));
}

/** One order, by id (the detail an alert links to); another member's is a 404. */
export function spotOrderQueryOptions(id: number) {
  return recordQueryOptions({ queryKey: [...spotOrdersQueryRoot, 'detail', id], route: routes.spot.byId, params: { id } });
}
