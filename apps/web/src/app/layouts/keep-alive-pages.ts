import { lazy } from 'react';
import { queryClient } from '../../lib/query-client';

/** The modules of the tab pages kept mounted once visited (spec §2: home, staking, overview). */
const keepAliveModules = {
  home: () => import('../routes/home'),
  staking: () => import('../routes/staking/staking'),
  overview: () => import('../routes/assets/overview'),
} as const;

export type KeepAliveName = keyof typeof keepAliveModules;

export const keepAlivePages = {
  home: lazy(keepAliveModules.home),
  staking: lazy(keepAliveModules.staking),
  overview: lazy(keepAliveModules.overview),
} as const;

/** The data a page shows first, asked for as the page's module loads rather than after it renders. */
const firstData: Partial<Record<KeepAliveName, () => Promise<void>>> = {
  home: () => import('../../features/content/api/get-showcase').then(({ prefetchBanners }) => prefetchBanners(queryClient)),
};

/** Called by the route's loader: the page's module and first data, in parallel, before it renders. */
export function preloadKeepAlivePage(name: KeepAliveName): void {
  void keepAliveModules[name]();
  void firstData[name]?.();
}

export function isKeepAliveName(name: string | undefined): name is KeepAliveName {
  return name !== undefined && name in keepAlivePages;
}
