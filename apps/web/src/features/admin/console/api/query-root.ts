import { queryOptions, type QueryKey } from '@tanstack/react-query';
import type { ApiRoute, RouteData, RouteInput, RouteRef } from '@halyard/shared';
import { apiRequest, routeRequest } from '../../../../lib/api-client';
import { memberQueryRoot } from '../../../../lib/query-client';
import { whileSignedIn } from '../../../../lib/record-queries';

/** Operator review queues: member-scoped too, so they leave with the session. */
export const reviewQueryRoot = [...memberQueryRoot, 'review'] as const;

/** The console's other reads (members, operators, audit log, books): they leave with the session too. */
export const consoleQueryRoot = [...memberQueryRoot, 'console'] as const;

/** One console read that is not a list (the terms, the books): the page shows its failure. */
export function consoleQueryOptions<R extends ApiRoute>(queryKey: QueryKey, route: RouteRef<R>, input?: RouteInput<R>) {
  return queryOptions({ queryKey, queryFn: () => apiRequest<RouteData<R>>(routeRequest(route, input, { showsOwnErrors: true })), enabled: whileSignedIn });
}
