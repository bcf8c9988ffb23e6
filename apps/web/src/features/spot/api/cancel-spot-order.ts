import type { SpotRow } from '@halyard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshAfterChange } from './refresh-after-change';
import { apiRequest } from '../../../lib/api-client';

/** PUT /member/spotOrder/cancel?id=: cancels a waiting limit order; its reserve returns to the fund account. */
export function cancelSpotOrder(id: number): Promise<SpotRow> {
  return apiRequest<SpotRow>({ method: 'PUT', path: '/member/spotOrder/cancel', query: { id } });
}

/** `onCancelled` runs even when the card that asked is gone (the push may remove it first). */
export function useCancelSpotOrder(onCancelled: (row: SpotRow) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSpotOrder,
    onSuccess: (row) => {
      onCancelled(row);
      return refreshAfterChange(queryClient);
    },
  });
}
