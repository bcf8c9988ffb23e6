// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { firstQuoteMarkup, quotesPageOf, withFirstQuote } from './first-quote';

const SHELL = '<html><head></head><body><div id="root"><div class="app-shell__body"><!-- first-quote --></div></div></body></html>';

/** The figures of a served page: [price, change, trend]. */
function figuresOf(html: string): [string, string, string] | null {
  const match = /app-shell__quote-last app-shell__trend--(\w+)">([^<]*)<\/strong><br><span class="app-shell__quote-change app-shell__trend--\w+">([^<]*)</.exec(html);
  return match ? [match[2] ?? '', match[3] ?? '', match[1] ?? ''] : null;
}

describe('the quotes page a URL opens', () => {
  it.each([
    ['/trade', { page: 'trade', pair: 'btcusdt' }],
    ['/trade?mode=contract&symbol=ETHUSDT', { page: 'trade', pair: 'ethusdt' }],
    ['/chart?symbol=solusdt', { page: 'chart', pair: 'solusdt' }],
    // Not a quoted pair: the page opens on the default pair, as the web app does.
    ['/chart?symbol=nonsense', { page: 'chart', pair: 'btcusdt' }],
    ['/chart?symbol=', { page: 'chart', pair: 'btcusdt' }],
    ['/home', null],
    ['/trade/history', null],
    ['/', null],
  ])('%s', (url, expected) => {
    expect(quotesPageOf(url)).toEqual(expected);
  });
});

describe('the first figures', () => {
  it('are the price truncated at the pair’s precision and the 24 h change, coloured by their direction', () => {
    const up = firstQuoteMarkup('chart', 'btcusdt', { open: 100_000, close: 102_345.678 });
    expect(figuresOf(up)).toEqual(['102,345.67', '+2.34%', 'up']);
    expect(figuresOf(firstQuoteMarkup('trade', 'ethusdt', { open: 2_000, close: 1_990.5 }))).toEqual(['1,990.50', '-0.47%', 'down']);
    expect(figuresOf(firstQuoteMarkup('trade', 'btcusdt', { open: 5, close: 5 }))).toEqual(['5.00', '0.00%', 'flat']);
    // In the request's language, as the page will write them.
    expect(figuresOf(firstQuoteMarkup('trade', 'btcusdt', { open: 100_000, close: 88_966.639 }, 'de_DE'))).toEqual(['88.966,63', '-11,03%', 'down']);
    expect(figuresOf(firstQuoteMarkup('trade', 'btcusdt', { open: 100_000, close: 88_966.639 }, 'ru_RU'))).toEqual(['88\u00a0966,63', '-11,03%', 'down']);
  });

  it('name the pair on the trade page, where its bar shows it; the chart page has it in its title', () => {
    expect(firstQuoteMarkup('trade', 'ethusdt', { open: 1, close: 1 })).toContain('<span class="app-shell__quote-pair">ETH/USDT</span>');
    expect(firstQuoteMarkup('chart', 'ethusdt', { open: 1, close: 1 })).not.toContain('ETH/USDT');
  });

  it('go where the shell’s marker is, and nowhere without figures', () => {
    expect(withFirstQuote('<a><!-- first-quote --></a>', '<b>$&</b>')).toBe('<a><b>$&</b></a>');
    expect(withFirstQuote(SHELL, '')).toBe(SHELL);
  });
});
