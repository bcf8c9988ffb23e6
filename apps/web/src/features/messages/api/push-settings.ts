import { routes, type PushKinds } from '@halyard/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { memberQueryRoot } from '../../../lib/query-client';
import type { PushServer } from '../push-device';

/** Under the member root, so signing out forgets them. */
export const pushKindsQueryKey = [...memberQueryRoot, 'push', 'kinds'] as const;

/** The alert kinds the member receives as Web Push. */
export function usePushKinds(signedIn: boolean) {
  return useQuery({ queryKey: pushKindsQueryKey, queryFn: () => call(routes.push.kinds), enabled: signedIn });
}

/** Switches one alert kind on or off; the list shows the change at once and goes back if the server refuses. */
export function useSetPushKind() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: Partial<PushKinds>) => call(routes.push.setKinds, { body: change }),
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: pushKindsQueryKey });
      const before = queryClient.getQueryData<PushKinds>(pushKindsQueryKey);
      if (before) queryClient.setQueryData<PushKinds>(pushKindsQueryKey, { ...before, ...change });
      return { before };
    },
    onError: (_error, _change, context) => {
      if (context?.before) queryClient.setQueryData(pushKindsQueryKey, context.before);
    },
    onSuccess: (kinds) => queryClient.setQueryData(pushKindsQueryKey, kinds),
  });
}

/** The server's side of this device's switch. */
export const pushServer: PushServer = {
  publicKey: async () => (await call(routes.push.key)).publicKey,
  subscribe: (subscription) => call(routes.push.subscribe, { body: subscription }),
  unsubscribe: (endpoint) => call(routes.push.unsubscribe, { body: { endpoint } }),
};
