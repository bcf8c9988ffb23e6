import { unstableSetRender } from 'antd-mobile';
import { startTransition, StrictMode, useLayoutEffect, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { createApiReporter } from './app/api-reporter';
import { AppProviders } from './app/providers';
import { createAppRouter, type AppRouter } from './app/router';
import { configureApiClient } from './lib/api-client';
import { appConfigQueryOptions } from './lib/app-config';
import { currentLanguageTag, initI18n } from './lib/i18n';
import { readStored } from './lib/storage';
import { queryClient } from './lib/query-client';
import { rememberReferral } from './lib/referral';
import { pageSettled, registerServiceWorker } from './lib/service-worker';
import './styles/base.css';
import './styles/frame.css';
import './styles/states.css';
import './styles/navigation.css';
import './styles/forms.css';
import './styles/records.css';
import './styles/figures.css';
import './styles/feedback.css';

// React 19: antd-mobile's imperative Toast and Dialog render nothing unless given createRoot first.
unstableSetRender((node, container) => {
  const root = createRoot(container);
  root.render(node);
  return async () => {
    await Promise.resolve();
    root.unmount();
  };
});

/** index.html's stylesheets, loaded as print sheets so the shell paints first (vite.config.ts). */
const deferredStyles = () => Array.from(document.querySelectorAll<HTMLLinkElement>('link[data-deferred-style]'));

function deferredStylesLoaded(): Promise<void> {
  const loaded = (link: HTMLLinkElement) =>
    link.sheet
      ? Promise.resolve()
      : new Promise<void>((resolve) => {
          link.addEventListener('load', () => resolve(), { once: true });
          link.addEventListener('error', () => resolve(), { once: true });
        });
  return Promise.all(deferredStyles().map(loaded)).then(() => undefined);
}

/**
 * The stylesheets apply in the commit that draws the first page, so the browser restyles and lays
 * out the page once, not the shell first and then the page (each a long task on a slow phone).
 */
function WithAppStyles({ children }: { children: ReactNode }) {
  useLayoutEffect(() => {
    for (const link of deferredStyles()) link.media = 'all';
  }, []);
  return children;
}

/** Resolves once the router has run its first navigation (guards, first data, the page's module). */
function firstNavigationDone(router: AppRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

async function start(): Promise<void> {
  // Opened through an agent's link (?ref=CODE): the code goes with the sign-in.
  rememberReferral();
  const messages = initI18n();
  const routerHolder: { router?: AppRouter } = {};
  configureApiClient({
    getToken: () => readStored('token'),
    getLanguageTag: currentLanguageTag,
    report: createApiReporter({
      queryClient,
      currentPath: () => routerHolder.router?.state.location.pathname ?? window.location.pathname,
      navigate: (to) => void routerHolder.router?.navigate(to),
    }),
  });
  void queryClient.prefetchQuery(appConfigQueryOptions);
  // The router starts in the next task, not in the modules' evaluation: together they were one long
  // task on a slow phone. It still starts before the messages and styles are in, so the page's module
  // and first data load while they do.
  await new Promise((resolve) => setTimeout(resolve, 0));
  const router = createAppRouter();
  routerHolder.router = router;
  // React renders once the first page is ready: its first commit replaces index.html's shell (and
  // the figures the server wrote into it) with the page itself, so the router never needs a fallback.
  // Rendered earlier, React would first replace the shell with a copy of its own, which the browser
  // lays out again, and then that copy with the page.
  await Promise.all([messages, deferredStylesLoaded(), firstNavigationDone(router)]);
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const root = createRoot(container);
  // As a transition, the first render yields to the browser every few milliseconds instead of
  // holding the main thread for one long task; the shell stays on screen until it commits.
  startTransition(() => {
    root.render(
      <StrictMode>
        <WithAppStyles>
          <AppProviders router={router} />
        </WithAppStyles>
      </StrictMode>,
    );
  });
  // The installable app's service worker (vite.config.ts), once the page has settled: a new build's
  // takes over and reloads into it. Where registration is refused (private modes, policies), the app
  // simply runs without it.
  if (import.meta.env.PROD && 'serviceWorker' in navigator) {
    const { serviceWorker } = navigator;
    void pageSettled(window, document)
      .then(() => registerServiceWorker(serviceWorker, () => window.location.reload()))
      .catch(() => undefined);
  }
}

void start();
