import { coinByPair, type MarketTicker } from '@halyard/shared';
import { changeNumber } from '../../lib/format';

/** Does the row match what the user typed: coin, full name, pair or COIN/USDT, any case? */
export function matchesQuery(ticker: MarketTicker, query: string): boolean {
  const wanted = query.trim().toLowerCase();
  if (!wanted) return true;
  const coin = coinByPair(ticker.symbol);
  const haystack = [ticker.symbol, coin?.coin, coin?.fullName, coin?.formattedPair].filter(Boolean).join(' ').toLowerCase();
  return haystack.includes(wanted);
}

export type SortKey = 'price' | 'change' | 'volume';
export type SortDirection = 'desc' | 'asc';
export interface MarketSort {
  key: SortKey;
  direction: SortDirection;
}

function sortValue(ticker: MarketTicker, key: SortKey): number {
  if (key === 'price') return ticker.close;
  // Turnover in USDT compares pairs fairly; base volumes are in different coins.
  if (key === 'volume') return ticker.vol;
  return changeNumber(ticker.open, ticker.close) ?? 0;
}

/** A new array in the sort order (or the display order when unsorted). */
export function sortMarkets(rows: readonly MarketTicker[], sort: MarketSort | null): MarketTicker[] {
  if (!sort) return [...rows];
  const sign = sort.direction === 'desc' ? -1 : 1;
  return [...rows].sort((a, b) => sign * (sortValue(a, sort.key) - sortValue(b, sort.key)));
}

/** Tapping a column: descending, then ascending, then back to the display order. */
export function nextSort(current: MarketSort | null, key: SortKey): MarketSort | null {
  if (current?.key !== key) return { key, direction: 'desc' };
  return current.direction === 'desc' ? { key, direction: 'asc' } : null;
}

/** The favourite pairs among `rows`: in the order starred, unless the member sorted by a column. */
export function favouriteRows(rows: readonly MarketTicker[], favourites: readonly string[], sorted: boolean): MarketTicker[] {
  const starred = rows.filter((row) => favourites.includes(row.symbol));
  return sorted ? starred : starred.sort((a, b) => favourites.indexOf(a.symbol) - favourites.indexOf(b.symbol));
}
