import {
  erc20Abi,
  formatEther,
  formatUnits,
  parseEventLogs,
  parseUnits,
  TransactionNotFoundError,
  TransactionReceiptNotFoundError,
  type Hash,
  type TransactionReceipt,
} from 'viem';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { ChainNode } from './chain-node.js';
import { confirmationsOf } from './chain-progress.service.js';
import { raiseAlarm } from './chain-state.repository.js';

/**
 * Payouts as the chain shows them (ARCHITECTURE §11): the operator's wallet sends, the node is
 * read, and a withdrawal is marked paid only when its transaction pays that address that amount.
 */

/** Why a payout transaction does not pay the withdrawal (each a server message with `expected` and `found`). */
export type PayoutRefusal = 'payoutReverted' | 'payoutWrongAddress' | 'payoutWrongAmount' | 'payoutWrongCoin' | 'payoutNotFound' | 'payoutTxUsed';

/** What the chain shows of a payout transaction now. */
export type PayoutCheck =
  | { kind: 'pending' }
  | { kind: 'found'; blockNumber: number; blockHash: string; logIndex: number }
  | { kind: 'refused'; reason: PayoutRefusal; expected: string; found: string };

/** What a withdrawal's payout must do: pay this address this net amount of USDT (a decimal string). */
export interface ExpectedPayout {
  address: string;
  amount: string;
}

/** The node could not be asked (down, timing out): nothing is decided. */
export class PayoutNodeError extends Error {
  override name = 'PayoutNodeError';
}

/** Ethereum hashes compare in lower case with their 0x. */
export function normalPayoutHash(txHash: string): Hash {
  return `0x${txHash.toLowerCase().replace(/^0x/, '')}`;
}

async function receiptOf(chainNode: ChainNode, hash: Hash): Promise<TransactionReceipt | 'pending' | 'unknown'> {
  try {
    return await chainNode.client.getTransactionReceipt({ hash });
  } catch (error) {
    if (!(error instanceof TransactionReceiptNotFoundError)) throw new PayoutNodeError('the node did not answer for the receipt', { cause: error });
  }
  // Not mined: the node may still hold it in its pool.
  try {
    await chainNode.client.getTransaction({ hash });
    return 'pending';
  } catch (error) {
    if (error instanceof TransactionNotFoundError) return 'unknown';
    throw new PayoutNodeError('the node did not answer for the transaction', { cause: error });
  }
}

/** What a transaction that pays no USDT moved instead: another token, or plain ETH (or nothing). */
async function otherCoinMoved(chainNode: ChainNode, hash: Hash, otherTokens: string[]): Promise<string> {
  if (otherTokens.length > 0) return [...new Set(otherTokens)].map((token) => `ERC-20 ${token}`).join(', ');
  try {
    const transaction = await chainNode.client.getTransaction({ hash });
    return `${formatEther(transaction.value)} ETH`;
  } catch (error) {
    throw new PayoutNodeError('the node did not answer for the transaction', { cause: error });
  }
}

/**
 * Reads what a payout transaction did on chain: not mined yet (pending), failed, or the USDT
 * `Transfer` log that pays the withdrawal's address exactly its amount. `claimed` names the logs
 * of this transaction that already pay other withdrawals: one log pays one withdrawal.
 */
export async function verifyPayout(chainNode: ChainNode, expected: ExpectedPayout, txHash: string, claimed: ReadonlySet<number> = new Set()): Promise<PayoutCheck> {
  const hash = normalPayoutHash(txHash);
  const { address: usdt, decimals } = chainNode.usdt;
  const amount = parseUnits(expected.amount, decimals);
  const receipt = await receiptOf(chainNode, hash);
  const refused = (reason: PayoutRefusal, wanted: string, found: string): PayoutCheck => ({ kind: 'refused', reason, expected: wanted, found });
  if (receipt === 'pending') return { kind: 'pending' };
  if (receipt === 'unknown') return refused('payoutNotFound', hash, '');
  if (receipt.status !== 'success') return refused('payoutReverted', hash, receipt.status);

  const transfers = parseEventLogs({ abi: erc20Abi, eventName: 'Transfer', logs: receipt.logs });
  const usdtTransfers = transfers.filter((log) => log.address.toLowerCase() === usdt.toLowerCase());
  const toAddress = usdtTransfers.filter((log) => log.args.to.toLowerCase() === expected.address.toLowerCase());
  const exact = toAddress.filter((log) => log.args.value === amount);
  const free = exact.find((log) => !claimed.has(log.logIndex));
  if (free) return { kind: 'found', blockNumber: Number(receipt.blockNumber), blockHash: receipt.blockHash, logIndex: free.logIndex };
  if (exact.length > 0) return refused('payoutTxUsed', hash, '');
  const usdtText = (value: bigint) => formatUnits(value, decimals);
  if (toAddress.length > 0) return refused('payoutWrongAmount', expected.amount, toAddress.map((log) => usdtText(log.args.value)).join(', '));
  if (usdtTransfers.length > 0) return refused('payoutWrongAddress', expected.address, [...new Set(usdtTransfers.map((log) => log.args.to))].join(', '));
  return refused('payoutWrongCoin', usdt, await otherCoinMoved(chainNode, hash, transfers.map((log) => log.address)));
}

/** A sent payout's confirmations: none before its block is known and processed. */
export function payoutConfirmations(blockNumber: number | null, processed: number | null): number {
  return confirmationsOf(blockNumber, processed) ?? 0;
}

/** A payout that stopped matching after it was sent (re-mined reverted, dropped): the console must look. */
export async function raisePayoutMismatch(trx: Transaction<Database>, detail: Record<string, unknown>, at: Date): Promise<void> {
  await raiseAlarm(trx, { kind: 'payoutMismatch', detail, at });
}
