import { useNavigate } from 'react-router';
import { paths } from '../../paths';
import { QuotesList } from '../../../features/markets';
import { choosePair } from '../../../lib/selected-pair';

/** /search: find a coin or pair by its symbol, name or pair (all pairs until typed); a result opens its trade page. */
export default function SearchRoute() {
  const navigate = useNavigate();
  return (
    <QuotesList
      sortable={false}
      autoFocus
      onOpen={(pair) => {
        choosePair(pair);
        void navigate(`${paths.trade}?symbol=${pair}`);
      }}
    />
  );
}
