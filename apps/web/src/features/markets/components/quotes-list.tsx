import type { MarketTicker } from '@halyard/shared';
import { Button, SearchBar } from 'antd-mobile';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { TabStrip } from '../../../components/tab-strip';
import { useMarketOverview } from '../api/get-market-overview';
import { useMarketSearch } from '../hooks/use-market-search';
import { favouriteRows } from '../market-filter';
import { useFavouritePairs, type FavouritesAccess } from './favourite-star';
import { MarketList, type RowFavourites } from './market-list';
import { MarketRowsSkeleton } from './market-skeletons';
import '../market-list.css';
import '../favourites.css';

export interface QuotesListProps {
  onOpen: (pair: string) => void;
  /** Column headers that sort by price, change and volume (the quotes page); display order otherwise. */
  sortable?: boolean;
  /** Focus the search box at once (the search page, where typing is the point). */
  autoFocus?: boolean;
  /** What a search box of the page typed; given, the list has no box of its own. */
  query?: string;
  /** Stars on the rows and a Favourites tab (the quotes page). */
  favourites?: FavouritesAccess;
}

type QuotesTab = 'favourites' | 'all';

/** What the Favourites tab says when it lists nothing: how to add one, or to sign in first. */
function NoFavourites({ access }: { access: FavouritesAccess }) {
  const { t } = useTranslation();
  if (access.signedIn) return <EmptyState text={t('markets.favourites.empty')} testId="favourites-empty" />;
  return (
    <div className="favourites-sign-in" data-testid="favourites-sign-in">
      <EmptyState text={t('markets.favourites.signIn')} />
      <Button color="primary" size="small" onClick={access.onSignIn}>
        {t('markets.favourites.signInButton')}
      </Button>
    </div>
  );
}

/** Every quoted pair, live, with a search box by coin, full name or pair; with `favourites`, a tab of the starred ones. */
export function QuotesList({ onOpen, sortable = true, autoFocus = false, query, favourites }: QuotesListProps) {
  const { t } = useTranslation();
  const overview = useMarketOverview();
  const search = useMarketSearch(overview.data, query);
  const starred = useFavouritePairs(favourites ?? { signedIn: false, onSignIn: () => undefined });
  const [chosenTab, chooseTab] = useState<QuotesTab | null>(null);
  const hasFavourites = starred.pairs.length > 0;
  // A member with favourites opens on them; the choice is theirs once they tap a tab.
  const tab: QuotesTab = chosenTab ?? (hasFavourites ? 'favourites' : 'all');
  const rowFavourites: RowFavourites | undefined = favourites && { access: favourites, has: starred.has, toggle: starred.toggle };

  const listOf = (rows: MarketTicker[], empty: ReactNode) =>
    overview.isPending || starred.isPending ? (
      <MarketRowsSkeleton rows={12} />
    ) : overview.isError ? (
      <ErrorState error={overview.error} onRetry={() => void overview.refetch()} />
    ) : rows.length === 0 ? (
      empty
    ) : (
      <MarketList
        rows={rows}
        onOpen={onOpen}
        showVolume={sortable}
        sort={sortable ? { current: search.sort, onSort: search.toggleSort } : undefined}
        favourites={rowFavourites}
      />
    );

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
      {favourites ? (
        <TabStrip
          label={t('markets.favourites.tabsLabel')}
          items={(hasFavourites ? (['favourites', 'all'] as const) : (['all', 'favourites'] as const)).map((key) => ({ key, title: t(`markets.favourites.tab.${key}`) }))}
          active={tab}
          onChange={chooseTab}
          testId="quotes-tab"
        >
          {tab === 'favourites'
            ? listOf(favouriteRows(search.rows, starred.pairs, search.sort !== null), search.query.trim() ? <EmptyState /> : <NoFavourites access={favourites} />)
            : listOf(search.rows, <EmptyState />)}
        </TabStrip>
      ) : (
        listOf(search.rows, <EmptyState />)
      )}
    </div>
  );
}
