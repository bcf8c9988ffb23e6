import { amountInputSchema, ETH_DECIMALS, routes } from '@halyard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Decimal from '@halyard/shared/decimal';
import type { Web3FormIssue } from './form-issue';
import { web3QueryRoot } from './query-root';
import { balancesQueryKey } from '../../../entities/account';
import { call } from '../../../lib/api-client';

/** An ETH amount (at most 8 decimals) the reward balance holds. */
export function exchangeDraftIssue(amount: string, available: string | undefined): Web3FormIssue | undefined {
  const typed = amount.trim();
  if (typed === '') return { key: 'web3.exchange.amountRequired' };
  if (!amountInputSchema(ETH_DECIMALS).safeParse(typed).success) return { key: 'web3.exchange.amountInvalid' };
  if (available !== undefined && new Decimal(typed).gt(available)) return { key: 'assets.insufficientBalance' };
  return undefined;
}

/** ETH rewards to USDT, form-encoded as the spec sends it. */
export function exchangeEth(amount: string) {
  return call(routes.staking.exchangeEth, { body: { amount } }, { showsOwnErrors: true });
}

export function useExchangeEth() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: exchangeEth,
    onSuccess: () => Promise.all([balancesQueryKey, web3QueryRoot].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
