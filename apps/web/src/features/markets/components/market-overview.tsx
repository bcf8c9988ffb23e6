import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { useMarketOverview } from '../api/get-market-overview';
import { MarketList } from './market-list';

/** The home page's live overview of every quoted pair, in display order. */
export function MarketOverview({ onOpen }: { onOpen: (pair: string) => void }) {
  const overview = useMarketOverview();
  if (overview.isPending) return <LoadingState />;
  if (overview.isError) return <ErrorState onRetry={() => void overview.refetch()} />;
  if (!overview.data.length) return <EmptyState />;
  return <MarketList rows={overview.data} onOpen={onOpen} />;
}
