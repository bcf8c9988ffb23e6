import { createHash } from 'node:crypto';
import type { ReserveProofData, ReserveSnapshot } from '@halyard/shared';
import { buildReserveTree, siblingsOf } from '@halyard/shared/reserves-tree';

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** A published USDT tree of three members (padded to four) built by the shared rule, and the first member's proof: for tests. */
export function testReserveTree(snapshotId = 7) {
  const leaves = [
    { nonce: '1a'.repeat(32), balance: '12.500000000000000000' },
    { nonce: '2b'.repeat(32), balance: '3.000000000000000000' },
    { nonce: '3c'.repeat(32), balance: '0.000000000000000001' },
  ];
  const levels = buildReserveTree(snapshotId, leaves, sha256);
  const root = levels.at(-1)?.[0];
  if (!root) throw new Error('no root');
  const snapshot: ReserveSnapshot = {
    snapshotId,
    coin: 'USDT',
    takenAt: '2026-11-29T00:00:00.000Z',
    rootHash: root.hash,
    liabilities: root.sum,
    leaves: leaves.length,
    reservesStatus: 'notConfigured',
    reserves: null,
  };
  const proof: ReserveProofData = { snapshotId, coin: 'USDT', nonce: leaves[0]?.nonce ?? '', balance: '12.500000000000000000', position: 0, siblings: siblingsOf(levels, 0) };
  return { snapshot, proof };
}
