import type { ReserveProofData, ReserveSnapshot } from '@halyard/shared';

/**
 * What `npm run reserves:verify -- proof.json` checks offline: the member's proof as the server
 * gave it, and the root and liabilities the snapshot published.
 */
export interface ReserveProofFile extends ReserveProofData {
  rootHash: string;
  liabilities: string;
}

export function reserveProofFile(proof: ReserveProofData, snapshot: Pick<ReserveSnapshot, 'rootHash' | 'liabilities'>): ReserveProofFile {
  const { snapshotId, coin, nonce, balance, position, siblings } = proof;
  return { snapshotId, coin, nonce, balance, position, siblings: siblings.map(({ hash, sum }) => ({ hash, sum })), rootHash: snapshot.rootHash, liabilities: snapshot.liabilities };
}

export const reserveProofFileName = (proof: Pick<ReserveProofData, 'coin' | 'snapshotId'>) => `halyard-reserves-proof-${proof.coin.toLowerCase()}-${proof.snapshotId}.json`;

/** Saves the file through a link the browser downloads from (the object URL lives for this task only). */
export function saveReserveProofFile(file: ReserveProofFile): void {
  const blob = new Blob([`${JSON.stringify(file, null, 2)}\n`], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = reserveProofFileName(file);
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
