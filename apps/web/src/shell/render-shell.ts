import type { Locale } from '@halyard/shared';
import { paths } from '../app/paths';
import { firstQuoteMarkup, quotesPageOf, withFirstQuote, type FirstQuote, type QuotesPage } from './first-quote';

/** The page an address opens, as far as its first paint differs: home, a quotes page and its pair, or any other. */
export type ShellRoute = { page: 'home' } | { page: QuotesPage; pair: string } | { page: 'other' };

/** What the first paint shows beside the shell: home's first banner art, a quotes page's figures. */
export type ShellContent = { page: 'home'; banner?: string | null } | { page: QuotesPage; pair: string; quote?: FirstQuote; locale?: Locale } | { page: 'other' };

export type ShellInput = ShellContent & {
  /** The built index.html, the shell painted from it alone (vite.config.ts). */
  template: string;
};

const homePaths: readonly string[] = ['/', paths.home];

export function shellRouteOf(url: string): ShellRoute {
  if (homePaths.includes(url.split('?')[0] ?? '')) return { page: 'home' };
  return quotesPageOf(url) ?? { page: 'other' };
}

const attributeEscapes: Record<string, string> = { '&': '&amp;', '"': '&quot;', '<': '&lt;', '>': '&gt;' };

/**
 * Home's page: the first banner's art in the shell's banner box, so the page's largest paint comes
 * with the HTML, and asked for first, ahead of the scripts (a preload at the top of head).
 */
export function withBannerArt(html: string, art: string): string {
  const escaped = art.replace(/[&"<>]/g, (character) => attributeEscapes[character] ?? character);
  // Replacer functions: a `$&` or `$'` in an address stays as typed.
  return html
    .replace('<head>', () => `<head><link rel="preload" as="image" href="${escaped}" fetchpriority="high">`)
    .replace('<img class="app-shell__banner-art"', () => `<img class="app-shell__banner-art" src="${escaped}"`);
}

/** The HTML the server sends for an address's first paint: the built page with what it knows in place. */
export function renderShell(input: ShellInput): string {
  const { template } = input;
  if (input.page === 'home') return input.banner ? withBannerArt(template, input.banner) : template;
  if (input.page === 'other' || !input.quote) return template;
  return withFirstQuote(template, firstQuoteMarkup(input.page, input.pair, input.quote, input.locale));
}

/** The bodies of the page's inline scripts (the boot script and the module loader), for the CSP to allow by their hashes. */
export function inlineScriptsOf(template: string): string[] {
  return Array.from(template.matchAll(/<script>([\s\S]*?)<\/script>/g), ([, body = '']) => body);
}
