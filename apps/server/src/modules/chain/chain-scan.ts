import { BlockNotFoundError, formatUnits, getAddress, parseAbiItem, type Address, type Hash } from 'viem';
import type { ChainDepositChain } from '@halyard/shared';
import type { ChainNode } from './chain-node.js';
import type { StoredBlock } from './chain-state.repository.js';

const TRANSFER_EVENT = parseAbiItem('event Transfer(address indexed from, address indexed to, uint256 value)');
/** Blocks asked for at once (the HTTP transport batches them into one request). */
const BLOCKS_AT_ONCE = 100;
/** Member addresses per getLogs topic filter: the node matches them, so only our transfers come back. */
const ADDRESSES_PER_LOG_QUERY = 500;
const ETH_DECIMALS = 18;
/** The parent hash a block shows when it names none: genesis, and the local node's blocks reserved by hardhat_mine. */
const UNNAMED_PARENT = `0x${'0'.repeat(64)}`;

/** A transfer to a member's address, as the node shows it. */
export interface SeenTransfer {
  chain: ChainDepositChain;
  coin: 'USDT' | 'ETH';
  /** The member's address, lower-case. */
  to: string;
  /** Checksummed. */
  from: string;
  /** An exact decimal string in the coin's units. */
  amount: string;
  txHash: string;
  /** The Transfer log's index in its block; -1 for a plain ETH transaction. */
  logIndex: number;
  blockNumber: number;
  blockHash: string;
}

export type RangeScan = { complete: true; blocks: StoredBlock[]; transfers: SeenTransfer[] } | { complete: false; reason: string };

export async function nodeHead(node: ChainNode): Promise<number> {
  return Number(await node.client.getBlockNumber({ cacheTime: 0 }));
}

/** The node's block at a height; null when it has none there (its chain is shorter now). */
export async function blockAt(node: ChainNode, number: number): Promise<StoredBlock | null> {
  try {
    const block = await node.client.getBlock({ blockNumber: BigInt(number) });
    return { number, hash: block.hash.toLowerCase(), parentHash: block.parentHash.toLowerCase() };
  } catch (error) {
    if (error instanceof BlockNotFoundError) return null;
    throw error;
  }
}

async function readBlocks(node: ChainNode, from: number, to: number, withTransactions: boolean) {
  const blocks = [];
  for (let start = from; start <= to; start += BLOCKS_AT_ONCE) {
    const numbers = Array.from({ length: Math.min(BLOCKS_AT_ONCE, to - start + 1) }, (_, offset) => BigInt(start + offset));
    blocks.push(...(await Promise.all(numbers.map((blockNumber) => node.client.getBlock({ blockNumber, includeTransactions: withTransactions })))));
  }
  return blocks;
}

/**
 * Reads blocks [from, to] and the transfers in them to member addresses: USDT Transfer logs of the
 * token and plain ETH transactions that succeeded. Every block must follow its parent (the first
 * one the cursor's block), and every log and receipt must lie in the blocks read; otherwise the
 * chain changed while it was read and the scan is incomplete (the next poll finds the reorg).
 * ETH moved by a contract's internal call is not a transaction to the address: it is not seen.
 */
export async function scanRange(node: ChainNode, range: { from: number; to: number; parentHash: string }, members: ReadonlyMap<string, { address: Address }>): Promise<RangeScan> {
  const raw = await readBlocks(node, range.from, range.to, members.size > 0);
  const blocks: StoredBlock[] = raw.map((block) => ({ number: Number(block.number), hash: block.hash.toLowerCase(), parentHash: block.parentHash.toLowerCase() }));
  let parent = range.parentHash.toLowerCase();
  for (const block of blocks) {
    // A block that names no parent (never one of a public chain past genesis) is taken as following.
    if (block.parentHash !== parent && block.parentHash !== UNNAMED_PARENT) return { complete: false, reason: `block ${block.number} does not follow the block before it` };
    parent = block.hash;
  }
  const hashAt = new Map(blocks.map((block) => [block.number, block.hash]));
  const inRange = (blockNumber: bigint | null, blockHash: Hash | null) => blockNumber !== null && blockHash !== null && hashAt.get(Number(blockNumber)) === blockHash.toLowerCase();
  if (members.size === 0) return { complete: true, blocks, transfers: [] };

  const transfers: SeenTransfer[] = [];
  const addresses = [...members.values()].map((member) => member.address);
  for (let start = 0; start < addresses.length; start += ADDRESSES_PER_LOG_QUERY) {
    const logs = await node.client.getLogs({
      address: node.usdt.address,
      event: TRANSFER_EVENT,
      args: { to: addresses.slice(start, start + ADDRESSES_PER_LOG_QUERY) },
      fromBlock: BigInt(range.from),
      toBlock: BigInt(range.to),
      strict: true,
    });
    for (const log of logs) {
      if (log.removed || !inRange(log.blockNumber, log.blockHash)) return { complete: false, reason: `a Transfer log of block ${log.blockNumber} is not in the blocks read` };
      const to = log.args.to.toLowerCase();
      if (!members.has(to) || log.args.value === 0n) continue;
      transfers.push({
        chain: 'ERC20',
        coin: 'USDT',
        to,
        from: getAddress(log.args.from),
        amount: formatUnits(log.args.value, node.usdt.decimals),
        txHash: log.transactionHash.toLowerCase(),
        logIndex: log.logIndex,
        blockNumber: Number(log.blockNumber),
        blockHash: log.blockHash.toLowerCase(),
      });
    }
  }

  for (const block of raw) {
    for (const transaction of block.transactions) {
      if (typeof transaction === 'string' || !transaction.to || transaction.value === 0n || !members.has(transaction.to.toLowerCase())) continue;
      const receipt = await node.client.getTransactionReceipt({ hash: transaction.hash });
      if (!inRange(receipt.blockNumber, receipt.blockHash)) return { complete: false, reason: `the receipt of ${transaction.hash} is not in the blocks read` };
      // A transaction that reverted moved no ETH.
      if (receipt.status !== 'success') continue;
      transfers.push({
        chain: 'ETH',
        coin: 'ETH',
        to: transaction.to.toLowerCase(),
        from: getAddress(transaction.from),
        amount: formatUnits(transaction.value, ETH_DECIMALS),
        txHash: transaction.hash.toLowerCase(),
        logIndex: -1,
        blockNumber: Number(block.number),
        blockHash: block.hash.toLowerCase(),
      });
    }
  }
  return { complete: true, blocks, transfers };
}
