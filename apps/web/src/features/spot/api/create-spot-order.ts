import type { SpotOrderBody, SpotStatus } from '@halyard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshAfterChange } from './refresh-after-change';
import { apiRequest } from '../../../lib/api-client';

export interface SpotPlaced {
  id: number;
  status: SpotStatus;
}

/** POST /member/spotOrder/add: a market order fills at once; a limit order waits (or fills now if already reached). */
export function createSpotOrder(body: SpotOrderBody): Promise<SpotPlaced> {
  return apiRequest<SpotPlaced>({ method: 'POST', path: '/member/spotOrder/add', json: body, showsOwnErrors: true });
}

export function useCreateSpotOrder() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createSpotOrder, onSuccess: () => refreshAfterChange(queryClient) });
}
