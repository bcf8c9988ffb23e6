import { routes } from '@halyard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reviewWithdrawalsQueryKey } from './get-review-withdrawals';
import { call } from '../../../../lib/api-client';

/**
 * An operator's decision on a withdrawal: start preparing, approve (the deciding approval with its
 * payout hash; a first of two, above the four-eyes threshold, without one), or reject (unfreezes).
 */
export type WithdrawalDecision = { action: 'check' } | { action: 'approve'; txHash?: string } | { action: 'reject'; reason: string };

/** Check, approve (with its payout hash, if any) or reject (with its reason) one withdrawal. */
export function reviewWithdrawal({ id, decision }: { id: number; decision: WithdrawalDecision }) {
  const review = routes.assetsConsole;
  if (decision.action === 'approve') return call(review.approveWithdrawal, { params: { id }, body: decision.txHash === undefined ? {} : { txHash: decision.txHash.trim() } });
  if (decision.action === 'reject') return call(review.rejectWithdrawal, { params: { id }, body: { reason: decision.reason.trim() } });
  return call(review.checkWithdrawal, { params: { id } });
}

export function useReviewWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewWithdrawal,
    // Refused or not, the queue is read again: another operator may have decided first.
    onSettled: () => queryClient.invalidateQueries({ queryKey: reviewWithdrawalsQueryKey }),
  });
}
