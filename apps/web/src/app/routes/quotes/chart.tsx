import { paths } from '../../paths';
import { KlinePage } from '../../../features/chart';
import { DepthChart, MarketStats, RecentTrades } from '../../../features/markets';
import { useSelectedPair } from '../../../lib/selected-pair';

/** /chart?symbol=: the pair's K-line chart, depth and latest trades (the header shows the pair). */
export default function ChartRoute() {
  const { pair } = useSelectedPair();
  return <KlinePage pair={pair} tradePath={paths.trade} stats={<MarketStats pair={pair} />} depth={<DepthChart pair={pair} />} trades={<RecentTrades pair={pair} />} />;
}
