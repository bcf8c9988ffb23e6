import { routes, type Favourites } from '@halyard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { favouritesQueryKey } from './get-favourites';

export interface FavouriteToggle {
  pair: string;
  /** true: star it; false: unstar it. */
  starred: boolean;
}

export function toggleFavourite({ pair, starred }: FavouriteToggle): Promise<Favourites> {
  return starred ? call(routes.favourites.add, { params: { pair } }) : call(routes.favourites.remove, { params: { pair } });
}

/** Stars or unstars a pair at once on screen; a refusal puts the list back as it was (and the app says why). */
export function useToggleFavourite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleFavourite,
    onMutate: async ({ pair, starred }: FavouriteToggle) => {
      await queryClient.cancelQueries({ queryKey: favouritesQueryKey });
      const before = queryClient.getQueryData<Favourites>(favouritesQueryKey);
      const pairs = (before?.pairs ?? []).filter((held) => held !== pair);
      queryClient.setQueryData<Favourites>(favouritesQueryKey, { pairs: starred ? [...pairs, pair] : pairs });
      return { before };
    },
    onError: (_error, _toggle, context) => {
      if (context?.before) queryClient.setQueryData(favouritesQueryKey, context.before);
      else queryClient.removeQueries({ queryKey: favouritesQueryKey, exact: true });
    },
    onSuccess: (favourites) => queryClient.setQueryData(favouritesQueryKey, favourites),
  });
}
