import shellMarkup from './app-shell.html?raw';

const FIRST_QUOTE_MARKER = '<!-- first-quote -->';

/**
 * The figures the server wrote into index.html's shell on a quotes page (apps/server
 * plugins/first-quote.ts), read once before React replaces that shell: the router's first
 * fallback draws them in the same place, so the price never blinks out while the page loads.
 */
function serverFirstQuote(): string {
  if (typeof document === 'undefined') return '';
  return document.querySelector('#root > .app-shell [data-first-quote]')?.outerHTML ?? '';
}

const markup = shellMarkup.replace(FIRST_QUOTE_MARKER, () => serverFirstQuote());

/** The shell of index.html, drawn by React until the first route is ready (the router's fallback). */
export function AppShell() {
  // Our own static file and the markup our server put in index.html: nothing from outside goes in.
  return <div className="app-shell-host" dangerouslySetInnerHTML={{ __html: markup }} />;
}
