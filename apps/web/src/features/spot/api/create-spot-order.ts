import { routes, type SpotOrderBody } from '@halyard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshAfterChange } from './refresh-after-change';
import { call } from '../../../lib/api-client';

/** A market order fills at once; a limit order waits (or fills now if already reached). */
export function createSpotOrder(body: SpotOrderBody) {
  return call(routes.spot.place, { body }, { showsOwnErrors: true });
}

export function useCreateSpotOrder() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createSpotOrder, onSuccess: () => refreshAfterChange(queryClient) });
}
