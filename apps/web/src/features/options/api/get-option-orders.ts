import { routes, type OptionRow } from '@halyard/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { optionsQueryRoot } from './query-root';
import { pageParams, pagedRecordsQueryOptions } from '../../../lib/record-queries';

/** Open: in position, counting down; settled: completed, with win, loss or draw. */
export type OptionList = 'open' | 'settled';

export const optionOrdersQueryRoot = [...optionsQueryRoot, 'orders'] as const;

export function optionOrdersQueryKey(list: OptionList) {
  return [...optionOrdersQueryRoot, list] as const;
}

/** One list, newest first. */
export function optionOrdersQueryOptions(list: OptionList) {
  return pagedRecordsQueryOptions({
    queryKey: optionOrdersQueryKey(list),
    route: routes.options.list,
    query: (pageNum) => ({ ...pageParams(pageNum), status: list }),
  });
}

/** While an option in position is past its close second, the list is read again each second until it has settled. */
const OVERDUE_POLL_MS = 1000;

function pastClose(rows: readonly OptionRow[]): boolean {
  return rows.some((row) => new Date(row.closeTime).getTime() <= Date.now());
}

export function useOptionOrders(list: OptionList) {
  return useInfiniteQuery({
    ...optionOrdersQueryOptions(list),
    refetchInterval: (query) => (list === 'open' && pastClose(query.state.data?.pages.flatMap((page) => page.rows) ?? []) ? OVERDUE_POLL_MS : false),
  });
}
