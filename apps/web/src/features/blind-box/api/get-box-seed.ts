import type { BoxSeedRotation, BoxSeedState } from '@halyard/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { blindBoxQueryRoot } from './query-root';
import { apiRequest } from '../../../lib/api-client';
import { whileSignedIn } from '../../../lib/record-queries';

export const boxSeedQueryKey = [...blindBoxQueryRoot, 'seed'] as const;

/** GET /member/boxSeed: the SHA-256 of the member's current server seed, shown before any opening, and the next nonce. */
export const boxSeedQueryOptions = queryOptions({
  queryKey: boxSeedQueryKey,
  queryFn: () => apiRequest<BoxSeedState>({ path: '/member/boxSeed', showsOwnErrors: true }),
  enabled: whileSignedIn,
});

export function useBoxSeed() {
  return useQuery(boxSeedQueryOptions);
}

/** POST /member/boxSeed/rotate: reveals the seed (its openings can be verified) and commits a new one. */
export function useRotateBoxSeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<BoxSeedRotation>({ method: 'POST', path: '/member/boxSeed/rotate' }),
    onSuccess: (rotation) => {
      queryClient.setQueryData(boxSeedQueryKey, rotation.current);
      return queryClient.invalidateQueries({ queryKey: blindBoxQueryRoot });
    },
  });
}
