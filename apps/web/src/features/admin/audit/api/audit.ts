import { routes } from '@halyard/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { consoleQueryRoot } from '../../console/api/query-root';
import { pagedRecordsQueryOptions, pageParams } from '../../../../lib/record-queries';

export const auditQueryKey = [...consoleQueryRoot, 'audit'] as const;

/** What the audit log can be narrowed to: who acted (an address), what kind of action (a prefix like "member."), and the days (YYYY-MM-DD, UTC, inclusive). */
export interface AuditFilters {
  actor: string;
  action: string;
  from?: string;
  to?: string;
}

/** Every operator action, newest first. */
export function auditQueryOptions(filters: AuditFilters) {
  const actor = filters.actor.trim();
  const action = filters.action.trim();
  return pagedRecordsQueryOptions({
    queryKey: [...auditQueryKey, actor, action, filters.from ?? '', filters.to ?? ''],
    route: routes.auditConsole.list,
    query: (pageNum) => ({ ...pageParams(pageNum), actor: actor || undefined, action: action || undefined, from: filters.from || undefined, to: filters.to || undefined }),
  });
}

export function useAuditLog(filters: AuditFilters) {
  return useInfiniteQuery(auditQueryOptions(filters));
}
