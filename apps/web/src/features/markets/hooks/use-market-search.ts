import type { MarketTicker } from '@halyard/shared';
import { useCallback, useMemo, useState } from 'react';
import { matchesQuery, nextSort, sortMarkets, type MarketSort, type SortKey } from '../market-filter';

export interface MarketSearch {
  query: string;
  setQuery: (query: string) => void;
  sort: MarketSort | null;
  /** A tap on a column header: descending, ascending, then off. */
  toggleSort: (key: SortKey) => void;
  /** The rows that match the query, in the chosen order. */
  rows: MarketTicker[];
}

/** What the user typed (or the page's own search box, when given) and the column they sorted by, applied to the live tickers. */
export function useMarketSearch(tickers: readonly MarketTicker[] | undefined, typed?: string): MarketSearch {
  const [ownQuery, setQuery] = useState('');
  const query = typed ?? ownQuery;
  const [sort, setSort] = useState<MarketSort | null>(null);
  const rows = useMemo(() => sortMarkets((tickers ?? []).filter((ticker) => matchesQuery(ticker, query)), sort), [tickers, query, sort]);
  const toggleSort = useCallback((key: SortKey) => setSort((current) => nextSort(current, key)), []);
  return { query, setQuery, sort, toggleSort, rows };
}
