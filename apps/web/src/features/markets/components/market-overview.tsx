import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { useMarketOverview } from '../api/get-market-overview';
import { MarketList } from './market-list';
import { MarketRowsSkeleton } from './market-skeletons';

/** The home page's live overview of every quoted pair, in display order. */
export function MarketOverview({ onOpen }: { onOpen: (pair: string) => void }) {
  const overview = useMarketOverview();
  if (overview.isPending) return <MarketRowsSkeleton />;
  if (overview.isError) return <ErrorState error={overview.error} onRetry={() => void overview.refetch()} />;
  if (!overview.data.length) return <EmptyState />;
  return <MarketList rows={overview.data} onOpen={onOpen} />;
}
