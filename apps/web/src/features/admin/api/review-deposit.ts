import type { DepositRow } from '@halyard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reviewDepositsQueryKey } from './get-review-deposits';
import { apiRequest } from '../../../lib/api-client';

/** An operator's decision on a deposit: start checking, pass (credits the member), or reject. */
export type DepositDecision = { action: 'check' } | { action: 'approve' } | { action: 'reject'; reason: string };

/** POST /admin/deposits/:id/check | approve | reject {reason}. */
export function reviewDeposit({ id, decision }: { id: number; decision: DepositDecision }): Promise<DepositRow> {
  return apiRequest<DepositRow>({
    method: 'POST',
    path: `/admin/deposits/${id}/${decision.action}`,
    json: decision.action === 'reject' ? { reason: decision.reason.trim() } : undefined,
  });
}

export function useReviewDeposit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewDeposit,
    // Refused or not, the queue is read again: another operator may have decided first.
    onSettled: () => queryClient.invalidateQueries({ queryKey: reviewDepositsQueryKey }),
  });
}
