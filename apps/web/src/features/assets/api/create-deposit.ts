import { amountInputSchema, depositBodySchema, type DepositBody, type DepositChannel, type DepositRow } from '@halyard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Decimal from 'decimal.js';
import { depositsQueryKey } from './get-deposits';
import { apiRequest } from '../../../lib/api-client';
import { formatQuantity } from '../../../lib/format';
import type { MoneyFormIssue } from '../form-issue';

/** What the deposit form holds: the chosen channel, the amount in its coin and the transaction hash. */
export interface DepositDraft {
  channel: DepositChannel;
  amount: string;
  txHash: string;
}

/** Spec §5 "Enter the deposit amount" and "cannot be less than" the minimum (and our maximum), checked before the call. */
export function depositDraftIssue({ channel, amount, txHash }: DepositDraft): MoneyFormIssue | undefined {
  const typed = amount.trim();
  if (typed === '') return { key: 'assets.deposit.amountRequired' };
  if (!amountInputSchema(channel.decimals).safeParse(typed).success) return { key: 'assets.deposit.amountInvalid' };
  if (new Decimal(typed).lt(channel.minAmount)) {
    return { key: 'assets.deposit.belowMinimum', values: { min: formatQuantity(channel.minAmount, channel.decimals), coin: channel.coin } };
  }
  if (new Decimal(typed).gt(channel.maxAmount)) {
    return { key: 'assets.deposit.aboveMaximum', values: { max: formatQuantity(channel.maxAmount, channel.decimals), coin: channel.coin } };
  }
  if (txHash.trim() === '') return { key: 'assets.deposit.txHashRequired' };
  if (!depositBodySchema.shape.txHash.safeParse(txHash).success) return { key: 'assets.deposit.txHashInvalid' };
  return undefined;
}

export function depositBody({ channel, amount, txHash }: DepositDraft): DepositBody {
  return { coin: channel.coin, chain: channel.chain, amount: amount.trim(), txHash: txHash.trim() };
}

/** POST /member/rechargeRecord/add: reports a deposit; nothing is credited until an operator passes it. */
export function createDeposit({ body, idempotencyKey }: { body: DepositBody; idempotencyKey: string }): Promise<DepositRow> {
  return apiRequest<DepositRow>({ method: 'POST', path: '/member/rechargeRecord/add', json: body, headers: { 'Idempotency-Key': idempotencyKey }, showsOwnErrors: true });
}

export function useCreateDeposit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDeposit,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: depositsQueryKey }),
  });
}
