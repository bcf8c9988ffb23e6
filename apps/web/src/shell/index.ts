/**
 * The first paint, the one place that knows it: the shell's markup (app-shell.html, put into
 * index.html by the build) and what the server writes into it per address (renderShell). The server
 * imports this module and sends what it returns; it writes no markup of its own.
 */
export { firstQuoteMarkup, quotesPageOf, type FirstQuote, type QuotesPage } from './first-quote';
export { inlineScriptsOf, renderShell, shellRouteOf, withBannerArt, type ShellContent, type ShellInput, type ShellRoute } from './render-shell';
