import { routes, type SpotRow } from '@halyard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshAfterChange } from './refresh-after-change';
import { call } from '../../../lib/api-client';

/** Cancels a waiting limit order; its reserve returns to the fund account. */
export function cancelSpotOrder(id: number) {
  return call(routes.spot.cancel, { query: { id } });
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
