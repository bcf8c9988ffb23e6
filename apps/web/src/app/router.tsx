import type { ComponentType } from 'react';
import { createBrowserRouter, redirect, type LoaderFunction, type RouteObject } from 'react-router';
import { startFirstData } from './first-data';
import { guardLoader } from './guard';
import { preloadKeepAlivePage, type KeepAliveName } from './layouts/keep-alive-pages';
import { MainLayout } from './layouts/main-layout';
import { QuotesLayout } from './layouts/quotes-layout';
import { RootLayout } from './layouts/root-layout';
import { paths, type RouteName } from './paths';
import type { RouteMeta } from './route-meta';

type RouteModule = () => Promise<{ default: ComponentType }>;
type RouteFlags = Omit<RouteMeta, 'name' | 'titleKey'>;

/** Keep-alive pages render inside MainLayout (under <Activity>), so their route itself renders nothing. */
function KeptAlivePage() {
  return null;
}

/**
 * The guard; once it lets the member through, `letThrough` runs and the page's first data starts
 * (first-data.ts), which the app's first page waits for behind the shell.
 */
function loaderOf(name: RouteName, letThrough?: () => void): LoaderFunction {
  return (args) => {
    const refused = guardLoader(args);
    if (refused) return refused;
    letThrough?.();
    const waiting = startFirstData(name, new URL(args.request.url));
    return waiting ? waiting.then(() => null) : null;
  };
}

/** A guarded route; its page module loads on first visit. */
function page(name: RouteName, load: RouteModule | null, flags: RouteFlags = {}): RouteObject {
  const handle: RouteMeta = { name, titleKey: `route.${name}`, ...flags };
  return {
    id: name,
    path: paths[name],
    loader: loaderOf(name),
    handle,
    ...(load ? { lazy: async () => ({ Component: (await load()).default }) } : { Component: KeptAlivePage }),
  };
}

/** A tab page kept alive in MainLayout: its loader also starts its module, once let through. */
function keptAlivePage(name: RouteName & KeepAliveName, flags: RouteFlags): RouteObject {
  return {
    ...page(name, null, { ...flags, keepAlive: true }),
    loader: loaderOf(name, () => preloadKeepAlivePage(name)),
  };
}

const mainRoutes: RouteObject[] = [
  keptAlivePage('home', { tabBar: true }),
  page('blockchain', () => import('./routes/blockchain/blockchain'), { tabBar: true }),
  page('blockchainDetail', () => import('./routes/blockchain/blockchain-detail')),
  keptAlivePage('staking', { tabBar: true }),
  keptAlivePage('overview', { tabBar: true }),
  page('transferRecord', () => import('./routes/assets/transfer-record')),
  page('transferRecordDetail', () => import('./routes/assets/transfer-record-detail')),
  page('topUp', () => import('./routes/assets/top-up')),
  page('topUpDetail', () => import('./routes/assets/top-up-detail')),
  page('withdrawal', () => import('./routes/assets/withdrawal')),
  page('withdrawalDetail', () => import('./routes/assets/withdrawal-detail')),
  page('bill', () => import('./routes/assets/bill')),
  page('option', () => import('./routes/options/option')),
  page('stakingRecord', () => import('./routes/staking/staking-record')),
  page('blindBox', () => import('./routes/blind-box/blind-box')),
  page('blindBoxDetail', () => import('./routes/blind-box/blind-box-detail')),
  page('search', () => import('./routes/content/search')),
  page('officialInfo', () => import('./routes/content/official-info')),
  page('officialInfoDetail', () => import('./routes/content/official-info-detail')),
  page('bulletinInfo', () => import('./routes/content/bulletin-info')),
  page('bulletinInfoDetail', () => import('./routes/content/bulletin-info-detail')),
  page('manualDetail', () => import('./routes/content/manual-detail')),
  page('manualDetailDetail', () => import('./routes/content/manual-detail-detail')),
  page('messages', () => import('./routes/messages')),
  page('settingsNotifications', () => import('./routes/settings-notifications')),
  page('admin', () => import('./routes/admin')),
  page('adminSupport', () => import('./routes/admin-support')),
  page('referrals', () => import('./routes/referrals')),
  page('reserves', () => import('./routes/reserves')),
];

const quotesRoutes: RouteObject[] = [
  page('currency', () => import('./routes/quotes/currency')),
  page('trade', () => import('./routes/quotes/trade')),
  page('chart', () => import('./routes/quotes/chart'), { tabsHidden: true, pairInContext: true }),
  page('history', () => import('./routes/quotes/history'), { tabsHidden: true, pairInContext: true }),
  page('tos', () => import('./routes/quotes/tos'), { subPageBar: true }),
  page('whitePaper', () => import('./routes/quotes/white-paper'), { subPageBar: true }),
];

const notFoundHandle: RouteMeta = { name: 'notFound', titleKey: 'route.notFound' };

export function createAppRouter() {
  return createBrowserRouter([
    {
      Component: RootLayout,
      children: [
        { index: true, loader: () => redirect(paths.home) },
        { Component: MainLayout, children: mainRoutes },
        { Component: QuotesLayout, children: quotesRoutes },
        page('thirdParty', () => import('./routes/third-party')),
        page('login', () => import('./routes/login')),
        {
          path: '*',
          handle: notFoundHandle,
          lazy: async () => ({ Component: (await import('./routes/not-found')).default }),
        },
      ],
    },
  ]);
}

export type AppRouter = ReturnType<typeof createAppRouter>;
