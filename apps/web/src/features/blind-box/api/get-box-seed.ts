import { routes } from '@halyard/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { blindBoxQueryRoot } from './query-root';
import { call } from '../../../lib/api-client';
import { whileSignedIn } from '../../../lib/record-queries';

export const boxSeedQueryKey = [...blindBoxQueryRoot, 'seed'] as const;

/** The SHA-256 of the member's current server seed, shown before any opening, and the next nonce. */
export const boxSeedQueryOptions = queryOptions({
  queryKey: boxSeedQueryKey,
  queryFn: () => call(routes.blindBox.seed, {}, { showsOwnErrors: true }),
  enabled: whileSignedIn,
});

export function useBoxSeed() {
  return useQuery(boxSeedQueryOptions);
}

/** Reveals the seed (its openings can be verified) and commits a new one. */
export function useRotateBoxSeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(routes.blindBox.rotateSeed),
    onSuccess: (rotation) => {
      queryClient.setQueryData(boxSeedQueryKey, rotation.current);
      return queryClient.invalidateQueries({ queryKey: blindBoxQueryRoot });
    },
  });
}
