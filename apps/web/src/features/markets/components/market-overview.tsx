import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { useMarketOverview } from '../api/get-market-overview';
import { MarketList } from './market-list';

/** The home page's live overview of every quoted pair. */
export function MarketOverview({ onOpen }: { onOpen: (pair: string) => void }) {
  const { t } = useTranslation();
  const overview = useMarketOverview();
  if (overview.isPending) return <LoadingState />;
  if (overview.isError) return <ErrorState onRetry={() => void overview.refetch()} />;
  if (!overview.data.length) return <EmptyState />;
  return (
    <div aria-label={t('section.home.markets')}>
      <MarketList rows={overview.data} onOpen={onOpen} />
    </div>
  );
}
