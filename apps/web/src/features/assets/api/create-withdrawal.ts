import { amountInputSchema, routes, type WithdrawalBody, type WithdrawalChannel } from '@halyard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Decimal from '@halyard/shared/decimal';
import { billsQueryKey } from './get-bills';
import { withdrawalsQueryKey } from './get-withdrawals';
import { balancesQueryKey } from '../../../entities/account';
import { call } from '../../../lib/api-client';
import { formatQuantity } from '../../../lib/format';
import { isWithdrawalAddress } from '@halyard/shared/chain-address';
import type { MoneyFormIssue } from '../form-issue';

/** What the withdrawal form holds: the chain's channel, the destination and the amount in USDT. */
export interface WithdrawalDraft {
  channel: WithdrawalChannel;
  address: string;
  amount: string;
}

/** The address per chain (EIP-55, Tron base58check), spec §5's amount messages, then the balance. */
export function withdrawalDraftIssue({ channel, address, amount }: WithdrawalDraft, available: string | undefined): MoneyFormIssue | undefined {
  const destination = address.trim();
  if (destination === '') return { key: 'assets.withdrawal.addressRequired' };
  if (!isWithdrawalAddress(channel.chain, destination)) return { key: 'assets.withdrawal.addressInvalid', values: { network: channel.network } };
  const typed = amount.trim();
  if (typed === '') return { key: 'assets.withdrawal.amountRequired' };
  if (!amountInputSchema(channel.decimals).safeParse(typed).success) return { key: 'assets.withdrawal.amountInvalid' };
  if (new Decimal(typed).lt(channel.minAmount)) {
    return { key: 'assets.withdrawal.belowMinimum', values: { min: formatQuantity(channel.minAmount, channel.decimals), coin: channel.coin } };
  }
  if (available !== undefined && new Decimal(typed).gt(available)) return { key: 'assets.insufficientBalance' };
  return undefined;
}

export function withdrawalBody({ channel, address, amount }: WithdrawalDraft): WithdrawalBody {
  return { chain: channel.chain, address: address.trim(), amount: amount.trim() };
}

/** Freezes the amount in the fund account until it is reviewed. */
export function createWithdrawal({ body, idempotencyKey }: { body: WithdrawalBody; idempotencyKey: string }) {
  return call(routes.assets.withdraw, { body }, { headers: { 'Idempotency-Key': idempotencyKey }, showsOwnErrors: true });
}

export function useCreateWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWithdrawal,
    onSuccess: () =>
      Promise.all([balancesQueryKey, withdrawalsQueryKey, billsQueryKey].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
