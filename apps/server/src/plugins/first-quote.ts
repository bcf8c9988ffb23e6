import { coinByPair, DEFAULT_PAIR, formatChangePercent, formatExactAmount, isMarketPair, trendOf } from '@halyard/shared';

/** The quotes pages whose shell carries the pair's first figures: the page's layout of them. */
export type QuotesPage = 'chart' | 'trade';

const quotesPages: Record<string, QuotesPage> = { '/chart': 'chart', '/trade': 'trade' };

/**
 * The quotes page a path names and the pair it opens on, as the web app reads it on a fresh load
 * (lib/selected-pair.ts): `?symbol=` when it names a quoted pair, else the default pair (the pair
 * chosen last lives in the page's memory only). Null for every other page.
 */
export function quotesPageOf(url: string): { page: QuotesPage; pair: string } | null {
  const [pathname = '', search = ''] = url.split('?');
  const page = quotesPages[pathname];
  if (!page) return null;
  const requested = new URLSearchParams(search).get('symbol')?.toLowerCase();
  return { page, pair: requested !== undefined && isMarketPair(requested) ? requested : DEFAULT_PAIR };
}

/** The 24 h figures the shell shows: the feed's open and last price. */
export interface FirstQuote {
  open: number;
  close: number;
}

/**
 * The pair's last price and 24 h change as the page will draw them (the same text, sizes and
 * colours, see styles/shell.css), for the shell to paint with the HTML: a member on a slow network
 * reads the price before any script has run. Language-free: a pair, digits and a sign. The two
 * figures are lines of one text block, so the browser takes them as one paint, larger than any
 * single text the page draws after it: the page's largest paint stays the one that came with the
 * HTML (the page's own price, a pixel wider or narrower by where it falls, is not a later one).
 */
export function firstQuoteMarkup(page: QuotesPage, pair: string, detail: FirstQuote): string {
  const coin = coinByPair(pair);
  if (!coin) return '';
  const trend = trendOf(detail.open, detail.close);
  const figures =
    `<strong class="app-shell__quote-last app-shell__trend--${trend}">${formatExactAmount(detail.close, coin.pricePrecision)}</strong><br>` +
    `<span class="app-shell__quote-change app-shell__trend--${trend}">${formatChangePercent(detail.open, detail.close)}</span>`;
  const quote = (before: string, after: string) =>
    `<div class="app-shell__quote app-shell__quote--${page}" data-testid="shell-quote">${before}<span class="app-shell__quote-figures">${figures}</span>${after}</div>`;
  // The chart page: the figures, then its four 24 h stats (words, so skeleton lines). The trade
  // page: Spot | Contract (words, so a skeleton), then the pair bar. One element, which the web
  // app's first fallback (components/app-shell.tsx) takes over as it is.
  const coinAndPair = `<span class="skeleton-block skeleton-block--round app-shell__coin"></span><span class="app-shell__quote-pair">${coin.formattedPair}</span>`;
  const content =
    page === 'chart'
      ? quote('', `<span class="app-shell__quote-stats">${'<span class="skeleton-block"></span>'.repeat(4)}</span>`)
      : `<span class="skeleton-block app-shell__modes"></span>${quote(coinAndPair, '')}`;
  return `<div data-first-quote>${content}</div>`;
}

/** The shell with the quote in its place (app-shell.html's marker); the page as it was without one. */
export function withFirstQuote(html: string, markup: string): string {
  return markup ? html.replace('<!-- first-quote -->', () => markup) : html;
}
