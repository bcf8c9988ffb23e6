import { changeNumber, type MarketTicker } from '@halyard/shared';

/** The home page's market tabs, as an exchange app shows them. */
export const BOARD_TABS = ['hot', 'gainers', 'losers', 'turnover'] as const;
export type BoardTab = (typeof BOARD_TABS)[number];

const change = (ticker: MarketTicker) => changeNumber(ticker.open, ticker.close) ?? 0;

/**
 * The rows of a tab, at most `limit`: hot = the platform's featured pairs (its display order,
 * majors first); gainers and losers by 24 h change (only pairs that rose, or fell); turnover =
 * the most USDT traded in 24 h.
 */
export function boardRows(tickers: readonly MarketTicker[], tab: BoardTab, limit = 10): MarketTicker[] {
  const rows = [...tickers];
  if (tab === 'turnover') rows.sort((a, b) => b.vol - a.vol);
  if (tab === 'gainers') return rows.filter((ticker) => change(ticker) > 0).sort((a, b) => change(b) - change(a)).slice(0, limit);
  if (tab === 'losers') return rows.filter((ticker) => change(ticker) < 0).sort((a, b) => change(a) - change(b)).slice(0, limit);
  return rows.slice(0, limit);
}
