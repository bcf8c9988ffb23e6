import { coinByPair, DEFAULT_DECIMALS, type MarketTicker, trendOf } from '@halyard/shared';
import { memo, useCallback, useEffect, useMemo, useRef } from 'react';
import { changePercent, formatCompact, formatPercent, formatPrice } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { CoinIcon } from '../../../components/coin-icon';
import type { MarketSort, SortKey } from '../market-filter';
import { FavouriteStar, type FavouritesAccess } from './favourite-star';
import '../market-list.css';

function SortHeader({ label, sortKey, sort, onSort }: { label: string; sortKey: SortKey; sort: MarketSort | null; onSort: (key: SortKey) => void }) {
  const { t } = useTranslation();
  const direction = sort?.key === sortKey ? sort.direction : undefined;
  return (
    <button
      type="button"
      className={direction ? 'market-list__sort market-list__sort--active' : 'market-list__sort'}
      onClick={() => onSort(sortKey)}
      aria-label={t('markets.sortBy', { column: label })}
      data-testid={`sort-${sortKey}`}
      data-direction={direction ?? 'none'}
    >
      {label}
      <span className="market-list__arrow" aria-hidden="true">
        {direction === 'desc' ? '▼' : direction === 'asc' ? '▲' : '↕'}
      </span>
    </button>
  );
}

export interface MarketListProps {
  rows: readonly MarketTicker[];
  onOpen: (pair: string) => void;
  /** Sortable column headers (the quotes list); without it the list is a plain overview. */
  sort?: { current: MarketSort | null; onSort: (key: SortKey) => void };
  /** Show 24 h turnover under each pair. */
  showVolume?: boolean;
  /** A star on each row (the quotes list). */
  favourites?: RowFavourites;
}

/** The stars of a list: which pairs are starred and what a tap does. */
export interface RowFavourites {
  access: FavouritesAccess;
  has: (pair: string) => boolean;
  toggle: (pair: string, starred: boolean) => void;
}

interface MarketRowProps {
  ticker: MarketTicker;
  onOpen: (pair: string) => void;
  showVolume: boolean;
  /** Undefined: no star on this list. */
  starAccess?: FavouritesAccess;
  starred: boolean;
  onToggleStar: (pair: string, starred: boolean) => void;
}

/**
 * One pair's row. A push replaces only the tickers that changed (the query's structural sharing
 * keeps the others), so a row whose ticker is the same object does not render again.
 */
const MarketRow = memo(function MarketRow({ ticker, onOpen, showVolume, starAccess, starred, onToggleStar }: MarketRowProps) {
  const { t } = useTranslation();
  const coin = coinByPair(ticker.symbol);
  const trend = trendOf(ticker.open, ticker.close);
  return (
    <li className={starAccess ? 'market-list__item market-list__item--starred' : 'market-list__item'}>
      {starAccess && <FavouriteStar pair={ticker.symbol} access={starAccess} starred={starred} onToggle={onToggleStar} />}
      <button type="button" className="market-row" onClick={() => onOpen(ticker.symbol)} data-testid={`market-row-${ticker.symbol}`}>
        <CoinIcon pair={ticker.symbol} />
        <span className="market-row__name">
          <strong data-testid="market-pair">{coin?.formattedPair ?? ticker.symbol}</strong>
          <small>{showVolume ? t('markets.volume', { value: formatCompact(ticker.vol) }) : coin?.fullName}</small>
        </span>
        <span className={`market-row__price market-trend--${trend}`} data-testid="market-price">
          {formatPrice(ticker.close, coin?.pricePrecision ?? DEFAULT_DECIMALS)}
        </span>
        <span className={`market-row__change market-change--${trend}`} data-testid="market-change">
          {formatPercent(changePercent(ticker.open, ticker.close))}
        </span>
      </button>
    </li>
  );
});

/** Pairs with their image, last price and 24 h change; a row opens the pair. */
export function MarketList({ rows, onOpen, sort, showVolume = false, favourites }: MarketListProps) {
  const { t } = useTranslation();
  // The rows keep one handler across renders (the caller's may be new each time), so they can skip.
  const onOpenRef = useRef(onOpen);
  useEffect(() => {
    onOpenRef.current = onOpen;
  });
  const open = useCallback((pair: string) => onOpenRef.current(pair), []);
  // The stars keep one handler and one access object across renders too: a row's star renders again only when it turns.
  const favouritesRef = useRef(favourites);
  useEffect(() => {
    favouritesRef.current = favourites;
  });
  const toggle = useCallback((pair: string, starred: boolean) => favouritesRef.current?.toggle(pair, starred), []);
  const signedIn = favourites?.access.signedIn;
  const starAccess = useMemo(() => (signedIn === undefined ? undefined : { signedIn, onSignIn: () => favouritesRef.current?.access.onSignIn() }), [signedIn]);
  return (
    <div className={favourites ? 'market-list market-list--starred' : 'market-list'} data-testid="market-list">
      {sort && (
        <div className="market-list__head">
          <span className="market-list__head-pair">
            {t('markets.columns.pair')} / <SortHeader label={t('markets.columns.volume')} sortKey="volume" sort={sort.current} onSort={sort.onSort} />
          </span>
          <SortHeader label={t('markets.columns.price')} sortKey="price" sort={sort.current} onSort={sort.onSort} />
          <SortHeader label={t('markets.columns.change')} sortKey="change" sort={sort.current} onSort={sort.onSort} />
        </div>
      )}
      <ul className="market-list__rows">
        {rows.map((ticker) => (
          <MarketRow
            key={ticker.symbol}
            ticker={ticker}
            onOpen={open}
            showVolume={showVolume}
            starAccess={starAccess}
            starred={favourites?.has(ticker.symbol) ?? false}
            onToggleStar={toggle}
          />
        ))}
      </ul>
    </div>
  );
}
