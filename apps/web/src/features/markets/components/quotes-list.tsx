import { SearchBar } from 'antd-mobile';
import { useTranslation } from '../../../lib/i18n';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { useMarketOverview } from '../api/get-market-overview';
import { useMarketSearch } from '../hooks/use-market-search';
import { MarketList } from './market-list';
import { MarketRowsSkeleton } from './market-skeletons';

export interface QuotesListProps {
  onOpen: (pair: string) => void;
  /** Column headers that sort by price, change and volume (the quotes page); display order otherwise. */
  sortable?: boolean;
  /** Focus the search box at once (the search page, where typing is the point). */
  autoFocus?: boolean;
  /** What a search box of the page typed; given, the list has no box of its own. */
  query?: string;
}

/** Every quoted pair, live, with a search box by coin, full name or pair. */
export function QuotesList({ onOpen, sortable = true, autoFocus = false, query }: QuotesListProps) {
  const { t } = useTranslation();
  const overview = useMarketOverview();
  const search = useMarketSearch(overview.data, query);

  return (
    <div className="quotes-list">
      {query === undefined && (
        <SearchBar
          className="quotes-list__search"
          style={{ '--background': 'var(--hy-surface)' }}
          placeholder={t('markets.searchPlaceholder')}
          value={search.query}
          onChange={search.setQuery}
          autoFocus={autoFocus}
          data-testid="market-search"
        />
      )}
      {overview.isPending ? (
        <MarketRowsSkeleton rows={12} />
      ) : overview.isError ? (
        <ErrorState error={overview.error} onRetry={() => void overview.refetch()} />
      ) : search.rows.length === 0 ? (
        <EmptyState />
      ) : (
        <MarketList
          rows={search.rows}
          onOpen={onOpen}
          showVolume={sortable}
          sort={sortable ? { current: search.sort, onSort: search.toggleSort } : undefined}
        />
      )}
    </div>
  );
}
