import type { RouteRef } from '@halyard/shared';
import { vi } from 'vitest';
import type * as ApiClient from '../api-client';

/**
 * The api client of a test that answers by request (`request.path`, `request.query`): every
 * route call goes through the mocked `apiRequest`, as the same request `call` would send.
 */
export function answeredByRequest(actual: typeof ApiClient) {
  const apiRequest = vi.fn<typeof actual.apiRequest>();
  const call = (route: RouteRef, input?: object, options?: ApiClient.CallOptions) => apiRequest(actual.routeRequest(route, input as never, options));
  return { ...actual, apiRequest, call: call as typeof actual.call };
}
