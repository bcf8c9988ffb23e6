import { reserveAmount, type ReservesStatus } from '@halyard/shared';
import { formatEther, formatUnits } from 'viem';
import { balancesAt } from '../chain/address-balances.js';
import type { ChainNode } from '../chain/chain-node.js';

/** Where the reserves are read: every deposit address below the key and the declared wallets. */
export interface ReserveSources {
  /** Addresses 0 … n − 1 below the platform's public key, as anyone derives them. */
  derivedAddresses(): Promise<string[]>;
  /** The platform's declared wallets in force (set by two admins). */
  declaredAddresses(): Promise<string[]>;
}

/** The coins read on chain, and how each one's balance is read. */
const ON_CHAIN: Record<string, (read: { ethWei: bigint; usdtUnits: bigint }, node: ChainNode) => bigint> = {
  USDT: (read) => read.usdtUnits,
  ETH: (read) => read.ethWei,
};

/** How a new tree's reserves stand before they are read: pending for a chain coin with a node, else said plainly. */
export function initialReservesStatus(coin: string, node: ChainNode | undefined, blockNumber: number | undefined): ReservesStatus {
  if (!node) return 'notConfigured';
  if (!(coin in ON_CHAIN)) return 'notOnChain';
  return blockNumber === undefined ? 'unavailable' : 'pending';
}

export interface ReservesRead {
  amounts: Map<string, string>;
  addresses: number;
  xpub: string;
  wallets: string[];
}

/** The reserves per chain coin at one block: the sum of every source address's balance, with 18 places. */
export async function readReservesAt(node: ChainNode, sources: ReserveSources, blockNumber: number): Promise<ReservesRead> {
  const [derived, wallets] = await Promise.all([sources.derivedAddresses(), sources.declaredAddresses()]);
  const seen = new Set(derived.map((address) => address.toLowerCase()));
  const extra = wallets.filter((address) => !seen.has(address.toLowerCase()));
  const read = await balancesAt(node, BigInt(blockNumber), [...derived, ...extra]);
  const amounts = new Map<string, string>();
  for (const [coin, pick] of Object.entries(ON_CHAIN)) {
    const units = read.reduce((sum, row) => sum + pick(row, node), 0n);
    amounts.set(coin, reserveAmount(coin === 'ETH' ? formatEther(units) : formatUnits(units, node.usdt.decimals)));
  }
  return { amounts, addresses: derived.length, xpub: node.xpub, wallets };
}
