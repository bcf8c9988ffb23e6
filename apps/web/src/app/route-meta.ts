import { useMatches } from 'react-router';
import type { RouteName } from './paths';
import type { RouteTitleKey } from '../lib/i18n';

/** What each route declares in its handle; layouts read it from the deepest match. */
export interface RouteMeta {
  name: RouteName | 'notFound';
  titleKey: RouteTitleKey;
  tabBar?: boolean;
  keepAlive?: boolean;
  tabsHidden?: boolean;
}

function isRouteMeta(handle: unknown): handle is RouteMeta {
  return typeof handle === 'object' && handle !== null && 'titleKey' in handle && 'name' in handle;
}

export function useRouteMeta(): RouteMeta | undefined {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle;
    if (isRouteMeta(handle)) return handle;
  }
  return undefined;
}
