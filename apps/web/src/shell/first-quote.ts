import { changePercent, coinByPair, DEFAULT_LOCALE, DEFAULT_PAIR, formatPercent, formatPrice, trendOf, type Locale } from '@halyard/shared';
import { paths } from '../app/paths';
import { pairOf } from '../lib/pair-of';

/** The quotes pages whose shell carries the pair's first figures: the page's layout of them. */
export type QuotesPage = 'chart' | 'trade';

const quotesPages: Record<string, QuotesPage> = { [paths.chart]: 'chart', [paths.trade]: 'trade' };

/**
 * The quotes page a path names and the pair it opens on, as the page reads it on a fresh load
 * (lib/pair-of.ts; the pair chosen last lives in the page's memory only, so the default pair).
 * Null for every other page.
 */
export function quotesPageOf(url: string): { page: QuotesPage; pair: string } | null {
  const [pathname = '', search = ''] = url.split('?');
  const page = quotesPages[pathname];
  return page ? { page, pair: pairOf(new URLSearchParams(search), DEFAULT_PAIR) } : null;
}

/** The 24 h figures the shell shows: the feed's open and last price. */
export interface FirstQuote {
  open: number;
  close: number;
}

/**
 * The pair's last price and 24 h change as the page will draw them (the same text, sizes and
 * colours, see styles/shell.css), for the shell to paint with the HTML: a member on a slow network
 * reads the price before any script has run. No words: a pair, digits and a sign, the digits in the request's language (de_DE 88.966,63), as the page writes them. The two
 * figures are lines of one text block, so the browser takes them as one paint, larger than any
 * single text the page draws after it: the page's largest paint stays the one that came with the
 * HTML (the page's own price, a pixel wider or narrower by where it falls, is not a later one).
 */
export function firstQuoteMarkup(page: QuotesPage, pair: string, detail: FirstQuote, locale: Locale = DEFAULT_LOCALE): string {
  const coin = coinByPair(pair);
  if (!coin) return '';
  const trend = trendOf(detail.open, detail.close);
  const figures =
    `<strong class="app-shell__quote-last app-shell__trend--${trend}">${formatPrice(detail.close, coin.pricePrecision, { locale })}</strong><br>` +
    `<span class="app-shell__quote-change app-shell__trend--${trend}">${formatPercent(changePercent(detail.open, detail.close), { locale })}</span>`;
  const quote = (before: string, after: string) =>
    `<div class="app-shell__quote app-shell__quote--${page}" data-testid="shell-quote">${before}<span class="app-shell__quote-figures">${figures}</span>${after}</div>`;
  // The chart page: the figures, then its four 24 h stats (words, so skeleton lines). The trade
  // page: Spot | Contract (words, so a skeleton), then the pair bar.
  const coinAndPair = `<span class="skeleton-block skeleton-block--round app-shell__coin"></span><span class="app-shell__quote-pair">${coin.formattedPair}</span>`;
  const content =
    page === 'chart'
      ? quote('', `<span class="app-shell__quote-stats">${'<span class="skeleton-block"></span>'.repeat(4)}</span>`)
      : `<span class="skeleton-block app-shell__modes"></span>${quote(coinAndPair, '')}`;
  return `<div data-first-quote>${content}</div>`;
}

/** Where app-shell.html takes a quotes page's figures. */
const FIRST_QUOTE_MARKER = '<!-- first-quote -->';

/** The shell with the quote in its place; the page as it was without one. */
export function withFirstQuote(html: string, markup: string): string {
  return markup ? html.replace(FIRST_QUOTE_MARKER, () => markup) : html;
}
