import { routes } from '@halyard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reviewDepositsQueryKey } from './get-review-deposits';
import { call } from '../../../../lib/api-client';

/** An operator's decision on a deposit: start checking, pass (credits the member), or reject. */
export type DepositDecision = { action: 'check' } | { action: 'approve' } | { action: 'reject'; reason: string };

/** Check, approve or reject (with its reason) one deposit. */
export function reviewDeposit({ id, decision }: { id: number; decision: DepositDecision }) {
  const review = routes.assetsConsole;
  if (decision.action === 'reject') return call(review.rejectDeposit, { params: { id }, body: { reason: decision.reason.trim() } });
  if (decision.action === 'approve') return call(review.approveDeposit, { params: { id } });
  return call(review.checkDeposit, { params: { id } });
}

export function useReviewDeposit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewDeposit,
    // Refused or not, the queue is read again: another operator may have decided first.
    onSettled: () => queryClient.invalidateQueries({ queryKey: reviewDepositsQueryKey }),
  });
}
