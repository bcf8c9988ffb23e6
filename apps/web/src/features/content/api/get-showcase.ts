import { routes, type ContentItem, type ContentListRoute, type Locale, type RouteRef } from '@halyard/shared';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { contentQueryRoot, useContentLocale, withSafeAddresses } from './content-query';
import { call } from '../../../lib/api-client';
import { currentLocale } from '../../../lib/i18n';

type ShowcaseKind = 'banner' | 'partner';
const showcaseRoutes: Record<ShowcaseKind, RouteRef<ContentListRoute>> = { banner: routes.content.bannerList, partner: routes.content.partnerList };

/** The home page's banners and partners, in their set order. */
export async function getShowcase(kind: ShowcaseKind): Promise<ContentItem[]> {
  const page = await call(showcaseRoutes[kind], { query: { pageNum: 1, pageSize: 20 } });
  return page.rows.map(withSafeAddresses);
}

function showcaseQuery(kind: ShowcaseKind, locale: Locale) {
  // Under 'home' too, so /home?reload=true refetches them with the rest of the home data.
  return queryOptions({ queryKey: ['home', ...contentQueryRoot, locale, kind], queryFn: () => getShowcase(kind), staleTime: 5 * 60_000 });
}

export function useShowcase(kind: ShowcaseKind) {
  return useQuery(showcaseQuery(kind, useContentLocale()));
}

/** Home's banners or partners asked for while the page's scripts load (the server already put the first banner's art in the page). */
export async function prefetchShowcase(queryClient: QueryClient, kind: ShowcaseKind): Promise<void> {
  await queryClient.prefetchQuery(showcaseQuery(kind, currentLocale()));
}
