import { SearchBar } from 'antd-mobile';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { useMarketOverview } from '../api/get-market-overview';
import { matchesQuery, nextSort, sortMarkets, type MarketSort } from '../market-filter';
import { MarketList } from './market-list';

/**
 * Every quoted pair, live, with a search box; sortable by price, change and volume when
 * `sortable` (the quotes page), in display order otherwise (the search page).
 */
export function QuotesList({ onOpen, sortable = true }: { onOpen: (pair: string) => void; sortable?: boolean }) {
  const { t } = useTranslation();
  const overview = useMarketOverview();
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<MarketSort | null>(null);
  const rows = useMemo(() => sortMarkets((overview.data ?? []).filter((row) => matchesQuery(row, query)), sort), [overview.data, query, sort]);

  return (
    <div className="quotes-list">
      <SearchBar
        className="quotes-list__search"
        placeholder={t('markets.searchPlaceholder')}
        value={query}
        onChange={setQuery}
        data-testid="market-search"
      />
      {overview.isPending ? (
        <LoadingState />
      ) : overview.isError ? (
        <ErrorState onRetry={() => void overview.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState />
      ) : (
        <MarketList rows={rows} onOpen={onOpen} showVolume={sortable} sort={sortable ? { current: sort, onSort: (key) => setSort((current) => nextSort(current, key)) } : undefined} />
      )}
    </div>
  );
}
