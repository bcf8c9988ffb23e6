import { useNavigate } from 'react-router';
import { paths } from '../../paths';
import { QuotesList } from '../../../features/markets';
import { useSessionStore } from '../../../features/session';
import { choosePair } from '../../../lib/selected-pair';

/** /currency: every quoted pair, live, searchable and sortable, with the member's favourites; a row opens its trade page. */
export default function CurrencyRoute() {
  const navigate = useNavigate();
  const signedIn = useSessionStore((state) => state.token !== undefined);
  return (
    <QuotesList
      onOpen={(pair) => {
        choosePair(pair);
        void navigate(`${paths.trade}?symbol=${pair}`);
      }}
      favourites={{ signedIn, onSignIn: () => void navigate(paths.login) }}
    />
  );
}
