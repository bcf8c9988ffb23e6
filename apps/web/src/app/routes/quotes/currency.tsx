import { useNavigate } from 'react-router';
import { paths } from '../../paths';
import { QuotesList } from '../../../features/markets';
import { choosePair } from '../../../lib/selected-pair';

/** /currency: every quoted pair, live, searchable and sortable; a row opens its trade page. */
export default function CurrencyRoute() {
  const navigate = useNavigate();
  return (
    <QuotesList
      onOpen={(pair) => {
        choosePair(pair);
        void navigate(`${paths.trade}?symbol=${pair}`);
      }}
    />
  );
}
