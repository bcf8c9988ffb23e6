import { lazy } from 'react';

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

/** Called by the route's loader: the page's module starts loading before it renders. */
export function preloadKeepAlivePage(name: KeepAliveName): void {
  void keepAliveModules[name]();
}

export function isKeepAliveName(name: string | undefined): name is KeepAliveName {
  return name !== undefined && name in keepAlivePages;
}
