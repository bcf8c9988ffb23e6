import { isEthereumAddress } from '@halyard/shared/chain-address';
import { amountInputSchema, CHAIN_NETWORKS, depositBodySchema, routes, type Chain, type DepositBody, type DepositChannel } from '@halyard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Decimal from '@halyard/shared/decimal';
import { depositsQueryKey } from './get-deposits';
import { call } from '../../../lib/api-client';
import { formatQuantity } from '../../../lib/format';
import type { MoneyFormIssue } from '../form-issue';

/** What the deposit form holds: the chosen channel, the amount in its coin, the transaction hash and, on Ethereum, the wallet it came from. */
export interface DepositDraft {
  channel: DepositChannel;
  amount: string;
  txHash: string;
  /** Empty: the member's own sign-in wallet. */
  sender?: string;
}

/** The server takes a sender for Ethereum deposits only (ERC-20 USDT and ETH), never for Tron or Bitcoin. */
export function takesSender(chain: Chain): boolean {
  return CHAIN_NETWORKS[chain] === 'Ethereum';
}

const senderSchema = depositBodySchema.shape.sender.unwrap();

/** The sender to send: only one the member typed that is not their own wallet (the server assumes that one). */
function claimedSender(chain: Chain, sender: string | undefined, ownWallet: string | undefined): string | undefined {
  const typed = sender?.trim() ?? '';
  if (!takesSender(chain) || typed === '' || typed.toLowerCase() === ownWallet?.toLowerCase()) return undefined;
  return typed;
}

/** Spec §5 "Enter the deposit amount" and "cannot be less than" the minimum (and our maximum), checked before the call. */
export function depositDraftIssue({ channel, amount, txHash, sender }: DepositDraft): MoneyFormIssue | undefined {
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
  const typedSender = takesSender(channel.chain) ? (sender?.trim() ?? '') : '';
  // The shape first, then EIP-55's checksum as the server checks it: a mistyped mixed-case address is caught here.
  if (typedSender !== '' && (!senderSchema.safeParse(typedSender).success || !isEthereumAddress(typedSender))) return { key: 'assets.deposit.senderInvalid' };
  return undefined;
}

/** The report; `sender` only when the member named a wallet other than their own. */
export function depositBody({ channel, amount, txHash, sender }: DepositDraft, ownWallet?: string): DepositBody {
  const claimed = claimedSender(channel.chain, sender, ownWallet);
  return { coin: channel.coin, chain: channel.chain, amount: amount.trim(), txHash: txHash.trim(), ...(claimed === undefined ? {} : { sender: claimed }) };
}

/** Reports a deposit; nothing is credited until an operator passes it. */
export function createDeposit({ body, idempotencyKey }: { body: DepositBody; idempotencyKey: string }) {
  return call(routes.assets.deposit, { body }, { headers: { 'Idempotency-Key': idempotencyKey }, showsOwnErrors: true });
}

export function useCreateDeposit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDeposit,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: depositsQueryKey }),
  });
}
