/**
 * The installable app's service worker (vite.config.ts, vite-plugin-pwa's Workbox build), registered
 * by these few lines rather than workbox-window's 2.6 KB of first-page script. The worker skips
 * waiting and claims its pages, so a new build's worker takes control of a page already run by an
 * older one: the page then reloads into the new build once, and no one keeps a stale shell. The
 * first worker taking control of a fresh page changes nothing on it, so that one does not reload.
 */
export function registerServiceWorker(container: ServiceWorkerContainer, reload: () => void): Promise<void> {
  let controlled = container.controller !== null;
  container.addEventListener('controllerchange', () => {
    if (controlled) reload();
    controlled = true;
  });
  return container.register('/sw.js', { scope: '/' }).then(() => undefined);
}

/**
 * Resolves once the page has loaded and the browser is next idle. The worker's install precaches
 * the whole build (about 2 MB), which a first visit does not need: registered any earlier, it
 * competes with the page's own scripts, first data and first render for the network and a phone's
 * cores.
 */
export function pageSettled(win: Pick<Window, 'addEventListener'> & Partial<Pick<Window, 'requestIdleCallback'>>, doc: Pick<Document, 'readyState'>): Promise<void> {
  const idle = () => new Promise<void>((resolve) => (win.requestIdleCallback ? win.requestIdleCallback(() => resolve(), { timeout: 10_000 }) : setTimeout(resolve, 1_000)));
  if (doc.readyState === 'complete') return idle();
  return new Promise<void>((resolve) => win.addEventListener('load', () => resolve(), { once: true })).then(idle);
}
