import { erc20Abi, formatEther, formatUnits, type Address } from 'viem';
import type { ChainNode } from './chain-node.js';

export interface AssignedAddress {
  user_id: number;
  hd_index: number;
  address: string;
  mb_id: string;
}

export interface AddressBalance {
  index: number;
  address: string;
  userId: number;
  mbId: string;
  /** Decimal text, as the wire carries it. */
  eth: string;
  usdt: string;
}

/** Every assigned address with its balances, all read at one block, and their sums. */
export interface BalancesSnapshot {
  blockNumber: number;
  rows: AddressBalance[];
  totals: { eth: string; usdt: string; addresses: number };
}

/** Addresses read together: two calls each, so one chunk fills one JSON-RPC batch of the transport (200 calls). */
const CHUNK = 100;

/** Each address's ETH (wei) and USDT (token units) at one block, in the order given. */
export async function balancesAt(node: ChainNode, blockNumber: bigint, addresses: readonly string[]): Promise<Array<{ ethWei: bigint; usdtUnits: bigint }>> {
  const read: Array<{ ethWei: bigint; usdtUnits: bigint }> = [];
  for (let start = 0; start < addresses.length; start += CHUNK) {
    // Fired together in one tick: viem's HTTP transport sends them as one batch.
    const chunk = await Promise.all(
      addresses.slice(start, start + CHUNK).map(async (text) => {
        const address = text as Address;
        const [ethWei, usdtUnits] = await Promise.all([
          node.client.getBalance({ address, blockNumber }),
          node.client.readContract({ address: node.usdt.address, abi: erc20Abi, functionName: 'balanceOf', args: [address], blockNumber }),
        ]);
        return { ethWei, usdtUnits };
      }),
    );
    read.push(...chunk);
  }
  return read;
}

async function readAt(node: ChainNode, blockNumber: bigint, addresses: readonly AssignedAddress[]): Promise<BalancesSnapshot> {
  const read = await balancesAt(node, blockNumber, addresses.map((row) => row.address));
  let eth = 0n;
  let usdt = 0n;
  const rows = addresses.map((row, index) => {
    const { ethWei, usdtUnits } = read[index] ?? { ethWei: 0n, usdtUnits: 0n };
    eth += ethWei;
    usdt += usdtUnits;
    return { index: row.hd_index, address: row.address, userId: row.user_id, mbId: row.mb_id, eth: formatEther(ethWei), usdt: formatUnits(usdtUnits, node.usdt.decimals) };
  });
  return { blockNumber: Number(blockNumber), rows, totals: { eth: formatEther(eth), usdt: formatUnits(usdt, node.usdt.decimals), addresses: rows.length } };
}

/**
 * The deposit addresses' balances on chain, read at the node's head and kept until the next block
 * (or a newly assigned address): paging through them, or downloading the CSV, reads the node once
 * per block. Addresses are never taken back, so their count names the set.
 */
export function createAddressBalances(node: ChainNode, source: { count(): Promise<number>; all(): Promise<AssignedAddress[]> }) {
  let cached: { key: string; snapshot: Promise<BalancesSnapshot> } | undefined;
  return {
    async snapshot(): Promise<BalancesSnapshot> {
      const [blockNumber, count] = await Promise.all([node.client.getBlockNumber({ cacheTime: 0 }), source.count()]);
      const key = `${blockNumber}:${count}`;
      if (cached?.key === key) return cached.snapshot;
      const entry = { key, snapshot: source.all().then((addresses) => readAt(node, blockNumber, addresses)) };
      cached = entry;
      // A failed read is not kept: the next request tries again.
      entry.snapshot.catch(() => {
        if (cached === entry) cached = undefined;
      });
      return entry.snapshot;
    },
  };
}
