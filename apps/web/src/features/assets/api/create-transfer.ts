import { amountInputSchema, routes, USDT, USDT_DECIMALS, type TransferAccount, type TransferBody } from '@halyard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Decimal from '@halyard/shared/decimal';
import { billsQueryKey } from './get-bills';
import { transfersQueryKey } from './get-transfers';
import { balancesQueryKey } from '../../../entities/account';
import { call } from '../../../lib/api-client';
import type { MoneyFormIssue } from '../form-issue';

/** What the transfer form holds; the amount as typed. */
export interface TransferDraft {
  from: TransferAccount;
  to: TransferAccount;
  amount: string;
}

/** Spec §5 "Enter the correct transfer amount", checked before the call; then the balance. */
export function transferDraftIssue(draft: TransferDraft, available: string | undefined): MoneyFormIssue | undefined {
  if (!amountInputSchema(USDT_DECIMALS).safeParse(draft.amount).success) return { key: 'assets.transfer.amountInvalid' };
  if (available !== undefined && new Decimal(draft.amount.trim()).gt(available)) return { key: 'assets.insufficientBalance' };
  return undefined;
}

export function transferBody(draft: TransferDraft): TransferBody {
  return { coin: USDT, amount: draft.amount.trim(), from: draft.from, to: draft.to };
}

/** The key makes a retried submit move the money once. */
export function createTransfer({ body, idempotencyKey }: { body: TransferBody; idempotencyKey: string }) {
  return call(routes.assets.transfer, { body }, { headers: { 'Idempotency-Key': idempotencyKey }, showsOwnErrors: true });
}

export function useCreateTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTransfer,
    onSuccess: () =>
      Promise.all([balancesQueryKey, transfersQueryKey, billsQueryKey].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
