import shellMarkup from './app-shell.html?raw';

/** The shell of index.html, drawn by React until the first route is ready (the router's fallback). */
export function AppShell() {
  // Our own static file, the same markup index.html paints: nothing from outside goes in.
  return <div className="app-shell-host" dangerouslySetInnerHTML={{ __html: shellMarkup }} />;
}
