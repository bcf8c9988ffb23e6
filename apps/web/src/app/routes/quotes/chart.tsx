import { paths } from '../../paths';
import { KlinePage } from '../../../features/chart';
import { MarketStats } from '../../../features/markets';
import { useSelectedPair } from '../../../lib/selected-pair';

/** /chart?symbol=: the K-line chart of the selected pair (the header shows the pair). */
export default function ChartRoute() {
  const { pair } = useSelectedPair();
  return <KlinePage pair={pair} tradePath={paths.trade} stats={<MarketStats pair={pair} />} />;
}
