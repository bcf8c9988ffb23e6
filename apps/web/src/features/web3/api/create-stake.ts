import { amountInputSchema, routes, USDT_DECIMALS, type StakeBody, type StakingPlanRow } from '@halyard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Decimal from '@halyard/shared/decimal';
import type { Web3FormIssue } from './form-issue';
import { web3QueryRoot } from './query-root';
import { balancesQueryKey } from '../../../entities/account';
import { call } from '../../../lib/api-client';
import { formatQuantity } from '../../../lib/format';

/** Spec §5 "enter the staking amount", the plan's bounds, then the staking account's balance. */
export function stakeDraftIssue(plan: StakingPlanRow, amount: string, available: string | undefined): Web3FormIssue | undefined {
  const typed = amount.trim();
  if (typed === '') return { key: 'web3.stake.amountRequired' };
  if (!amountInputSchema(USDT_DECIMALS).safeParse(typed).success) return { key: 'web3.stake.amountInvalid' };
  if (new Decimal(typed).lt(plan.minAmount)) return { key: 'web3.stake.belowMinimum', values: { min: formatQuantity(plan.minAmount, USDT_DECIMALS) } };
  if (new Decimal(typed).gt(plan.maxAmount)) return { key: 'web3.stake.aboveMaximum', values: { max: formatQuantity(plan.maxAmount, USDT_DECIMALS) } };
  if (available !== undefined && new Decimal(typed).gt(available)) return { key: 'assets.insufficientBalance' };
  return undefined;
}

/** What a stake of `amount` earns: a day's reward and the whole term's, in USDT (paid in ETH). */
export function stakeEstimate(plan: StakingPlanRow, amount: string): { daily: Decimal; total: Decimal } | undefined {
  if (!amountInputSchema(USDT_DECIMALS).safeParse(amount.trim()).success) return undefined;
  const daily = new Decimal(amount.trim()).times(plan.dailyRate);
  return { daily, total: daily.times(plan.days) };
}

export function createStake(body: StakeBody) {
  return call(routes.staking.stake, { body }, { showsOwnErrors: true });
}

export function useCreateStake() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createStake,
    onSuccess: () => Promise.all([balancesQueryKey, web3QueryRoot].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
