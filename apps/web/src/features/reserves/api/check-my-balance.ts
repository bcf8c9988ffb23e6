import { ResponseCode, routes, type ReserveProofData, type ReserveSnapshot } from '@halyard/shared';
import { verifyReserveProof, webCryptoSha256, type ReserveCheck } from '@halyard/shared/reserves-tree';
import { useQuery } from '@tanstack/react-query';
import { ApiError, call } from '../../../lib/api-client';
import { memberQueryRoot } from '../../../lib/query-client';
import { whileSignedIn } from '../../../lib/record-queries';

/** The member's balance in one coin's published tree: absent (they held none), or their proof and what it rebuilds. */
export type BalanceCheck = { kind: 'absent' } | { kind: 'checked'; proof: ReserveProofData; check: ReserveCheck };

type PublishedTree = Pick<ReserveSnapshot, 'snapshotId' | 'coin' | 'rootHash' | 'liabilities'>;

/** Web Crypto's digest exists only on secure pages (https, or this machine). */
export function canVerifyHere(): boolean {
  return typeof crypto !== 'undefined' && typeof crypto.subtle?.digest === 'function';
}

/**
 * Fetches the member's proof and rebuilds the root here, trusting nothing the server says about the
 * result: only the published root and liabilities of that snapshot count. A 404 means no balance.
 */
export async function checkMyBalance(tree: PublishedTree): Promise<BalanceCheck> {
  let proof: ReserveProofData;
  try {
    proof = await call(routes.reserves.proof, { query: { coin: tree.coin, snapshotId: tree.snapshotId } }, { showsOwnErrors: true });
  } catch (error) {
    if (error instanceof ApiError && error.code === ResponseCode.notFound) return { kind: 'absent' };
    throw error;
  }
  return { kind: 'checked', proof, check: await verifyReserveProof(proof, { hash: tree.rootHash, sum: tree.liabilities }, webCryptoSha256) };
}

/** A snapshot's proof never changes: checked once per session, on the member's request. */
export function useBalanceCheck(tree: PublishedTree, requested: boolean) {
  return useQuery({
    queryKey: [...memberQueryRoot, 'reserves', 'proof', tree.coin, tree.snapshotId, tree.rootHash],
    queryFn: () => checkMyBalance(tree),
    enabled: () => requested && whileSignedIn(),
    staleTime: Infinity,
  });
}
