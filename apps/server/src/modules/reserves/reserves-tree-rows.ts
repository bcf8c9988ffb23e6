import { createHash, randomBytes, randomInt } from 'node:crypto';
import { buildReserveTree, reserveAmount, type ReserveNode } from '@halyard/shared';
import type { Insertable } from 'kysely';
import type { ReserveLeavesTable, ReserveNodesTable } from '../../db/reserves-tables.js';
import type { Holding } from './reserves.repository.js';

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** The members' holdings in a random order (Fisher–Yates with the system's random source): a leaf's place tells nothing. */
function shuffled<T>(items: readonly T[]): T[] {
  const out = [...items];
  for (let index = out.length - 1; index > 0; index -= 1) {
    const other = randomInt(index + 1);
    [out[index], out[other]] = [out[other] as T, out[index] as T];
  }
  return out;
}

/** One coin's tree as rows: every node (level 0 holds the leaves and pads), each member's leaf, and the root. */
export interface CoinTree {
  root: ReserveNode;
  nodes: Insertable<ReserveNodesTable>[];
  leaves: Insertable<ReserveLeavesTable>[];
}

/**
 * Builds one coin's tree by the published rule (reserves-tree.ts): each member gets a fresh 32-byte
 * nonce, the leaves are placed in a random order and padded to a power of two.
 */
export function coinTree(snapshotId: number, coin: string, holdings: readonly Holding[]): CoinTree {
  const members = shuffled(holdings).map((holding) => ({ userId: holding.userId, nonce: randomBytes(32).toString('hex'), balance: reserveAmount(holding.balance) }));
  const levels = buildReserveTree(snapshotId, members, sha256);
  const nodes: Insertable<ReserveNodesTable>[] = [];
  for (const [level, row] of levels.entries()) {
    for (const [position, node] of row.entries()) nodes.push({ snapshot_id: snapshotId, coin, level, position, hash: node.hash, sum: node.sum });
  }
  const leaves = members.map((member, position) => ({ snapshot_id: snapshotId, coin, user_id: member.userId, nonce: member.nonce, balance: member.balance, position }));
  return { root: levels[levels.length - 1]?.[0] as ReserveNode, nodes, leaves };
}
