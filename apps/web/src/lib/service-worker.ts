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
