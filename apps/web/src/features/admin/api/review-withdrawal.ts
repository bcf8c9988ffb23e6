import type { WithdrawalRow } from '@halyard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reviewWithdrawalsQueryKey } from './get-review-withdrawals';
import { apiRequest } from '../../../lib/api-client';

/**
 * An operator's decision on a withdrawal: start preparing, approve (the deciding approval with its
 * payout hash; a first of two, above the four-eyes threshold, without one), or reject (unfreezes).
 */
export type WithdrawalDecision = { action: 'check' } | { action: 'approve'; txHash?: string } | { action: 'reject'; reason: string };

function decisionBody(decision: WithdrawalDecision): unknown {
  if (decision.action === 'approve') return decision.txHash === undefined ? {} : { txHash: decision.txHash.trim() };
  if (decision.action === 'reject') return { reason: decision.reason.trim() };
  return undefined;
}

/** POST /admin/withdrawals/:id/check | approve {txHash?} | reject {reason}. */
export function reviewWithdrawal({ id, decision }: { id: number; decision: WithdrawalDecision }): Promise<WithdrawalRow> {
  return apiRequest<WithdrawalRow>({ method: 'POST', path: `/admin/withdrawals/${id}/${decision.action}`, json: decisionBody(decision) });
}

export function useReviewWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewWithdrawal,
    // Refused or not, the queue is read again: another operator may have decided first.
    onSettled: () => queryClient.invalidateQueries({ queryKey: reviewWithdrawalsQueryKey }),
  });
}
