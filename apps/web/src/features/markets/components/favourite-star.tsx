import { useTranslation } from '../../../lib/i18n';
import { formatPair } from '../../../lib/format';
import { useFavourites } from '../api/get-favourites';
import { useToggleFavourite } from '../api/toggle-favourite';

/** Who is looking: a member's star keeps the pair; signed out, a star asks them to sign in. */
export interface FavouritesAccess {
  signedIn: boolean;
  onSignIn: () => void;
}

function StarShape({ filled }: { filled: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="1em" height="1em" aria-hidden="true">
      <path
        d="M12 2.8l2.8 5.9 6.4.8-4.7 4.4 1.2 6.4L12 17.2l-5.7 3.1 1.2-6.4-4.7-4.4 6.4-.8z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** A star button: tapping stars or unstars the pair at once (put back if the server refuses). */
export function FavouriteStar({ pair, access, starred, onToggle }: { pair: string; access: FavouritesAccess; starred: boolean; onToggle: (pair: string, starred: boolean) => void }) {
  const { t } = useTranslation();
  const label = t(starred ? 'markets.favourites.remove' : 'markets.favourites.add', { pair: formatPair(pair) });
  return (
    <button
      type="button"
      className={starred ? 'favourite-star favourite-star--on' : 'favourite-star'}
      aria-label={label}
      aria-pressed={starred}
      onClick={() => (access.signedIn ? onToggle(pair, !starred) : access.onSignIn())}
      data-testid={`favourite-${pair}`}
    >
      <StarShape filled={starred} />
    </button>
  );
}

/** The member's favourites as a set and a toggle: one query and one mutation for every star on the page. */
export function useFavouritePairs(access: FavouritesAccess) {
  const favourites = useFavourites(access.signedIn);
  const toggle = useToggleFavourite();
  const pairs = access.signedIn ? (favourites.data?.pairs ?? []) : [];
  return {
    pairs,
    isPending: access.signedIn && favourites.isPending,
    has: (pair: string) => pairs.includes(pair),
    toggle: (pair: string, starred: boolean) => toggle.mutate({ pair, starred }),
  };
}

/** The star beside the pair on the trade screen. */
export function PairFavouriteStar({ pair, access }: { pair: string; access: FavouritesAccess }) {
  const favourites = useFavouritePairs(access);
  return <FavouriteStar pair={pair} access={access} starred={favourites.has(pair)} onToggle={favourites.toggle} />;
}
