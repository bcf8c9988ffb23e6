import { routes } from '@halyard/shared';
import { useQuery } from '@tanstack/react-query';
import { consoleQueryOptions, consoleQueryRoot } from '../../console/api/query-root';

export const reservesQueryKey = [...consoleQueryRoot, 'reserves', 'snapshots'] as const;

/** Enough rows that the newest snapshot's every coin is among them (a snapshot has a row per coin). */
const ROWS_READ = 20;

/** The published snapshots, newest first (the public list members read too). */
export function useReserveSnapshots() {
  return useQuery(consoleQueryOptions(reservesQueryKey, routes.reserves.snapshots, { query: { pageNum: 1, pageSize: ROWS_READ } }));
}
