// @vitest-environment node
import { verifyReserveProof, webCryptoSha256 } from '@halyard/shared/reserves-tree';
import { describe, expect, it } from 'vitest';
import { reserveProofFile, reserveProofFileName } from './proof-file';
import { testReserveTree } from './reserves-test-tree';

describe('the downloaded proof file', () => {
  it('holds the proof’s fields and the published root and liabilities, and nothing else', () => {
    const { snapshot, proof } = testReserveTree();
    const file = reserveProofFile({ ...proof, extra: 'not ours' } as typeof proof, snapshot);
    expect(Object.keys(file).sort()).toEqual(['balance', 'coin', 'liabilities', 'nonce', 'position', 'rootHash', 'siblings', 'snapshotId']);
    expect(file).toMatchObject({ snapshotId: 7, coin: 'USDT', balance: '12.500000000000000000', position: 0, rootHash: snapshot.rootHash, liabilities: '15.500000000000000001' });
    expect(file.siblings).toHaveLength(2);
  });

  it('verifies on its own, as the offline check reads it back from JSON', async () => {
    const { snapshot, proof } = testReserveTree();
    const file = JSON.parse(JSON.stringify(reserveProofFile(proof, snapshot))) as ReturnType<typeof reserveProofFile>;
    expect((await verifyReserveProof(file, { hash: file.rootHash, sum: file.liabilities }, webCryptoSha256)).ok).toBe(true);
  });

  it('is named after the coin and the snapshot', () => {
    expect(reserveProofFileName({ coin: 'USDT', snapshotId: 12 })).toBe('halyard-reserves-proof-usdt-12.json');
  });
});
