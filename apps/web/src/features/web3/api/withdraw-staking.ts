import { amountInputSchema, routes, USDT_DECIMALS } from '@halyard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Decimal from '@halyard/shared/decimal';
import type { Web3FormIssue } from './form-issue';
import { web3QueryRoot } from './query-root';
import { balancesQueryKey } from '../../../entities/account';
import { call } from '../../../lib/api-client';

/** Spec §5 "enter the correct amount", then what the staking account holds. */
export function withdrawDraftIssue(amount: string, available: string | undefined): Web3FormIssue | undefined {
  const typed = amount.trim();
  if (!amountInputSchema(USDT_DECIMALS).safeParse(typed).success) return { key: 'web3.withdraw.amountInvalid' };
  if (available !== undefined && new Decimal(typed).gt(available)) return { key: 'assets.insufficientBalance' };
  return undefined;
}

/** USDT from the staking account to the fund account, form-encoded as the spec sends it. */
export function withdrawStaking({ amount, idempotencyKey }: { amount: string; idempotencyKey: string }) {
  return call(routes.staking.withdraw, { body: { amount } }, { headers: { 'Idempotency-Key': idempotencyKey }, showsOwnErrors: true });
}

export function useWithdrawStaking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawStaking,
    onSuccess: () => Promise.all([balancesQueryKey, web3QueryRoot].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
