import { routes, type Favourites } from '@halyard/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { memberQueryRoot } from '../../../lib/query-client';

/** Under the member's root: signing out forgets them with the rest of the member's data. */
export const favouritesQueryKey = [...memberQueryRoot, 'favourites'] as const;

/** The member's favourite pairs, in the order starred. */
export function getFavourites(): Promise<Favourites> {
  return call(routes.favourites.list);
}

export const favouritesQueryOptions = queryOptions({ queryKey: favouritesQueryKey, queryFn: getFavourites });

/** The member's favourites; signed out there are none to ask for. */
export function useFavourites(signedIn: boolean) {
  return useQuery({ ...favouritesQueryOptions, enabled: signedIn });
}
