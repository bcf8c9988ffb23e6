import { lazy } from 'react';

/** Tab pages kept mounted once visited (spec §2: home, staking, overview). */
export const keepAlivePages = {
  home: lazy(() => import('../routes/home')),
  staking: lazy(() => import('../routes/staking/staking')),
  overview: lazy(() => import('../routes/assets/overview')),
} as const;

export type KeepAliveName = keyof typeof keepAlivePages;

export function isKeepAliveName(name: string | undefined): name is KeepAliveName {
  return name !== undefined && name in keepAlivePages;
}
