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
  /** Quotes pages about one pair (chart, history): the header names it; the others show their title (the trade page names its pair in its own picker). */
  pairInContext?: boolean;
  /** Quotes pages that are documents (user agreement, white paper): the sub-page bar instead of the pair header. */
  subPageBar?: boolean;
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
