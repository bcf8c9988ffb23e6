import type { ContentItem } from '@halyard/shared';
import { useQuery } from '@tanstack/react-query';
import { contentQueryRoot, useContentLocale } from './content-query';
import { apiRequest } from '../../../lib/api-client';

type ShowcaseKind = 'banner' | 'partner';

/** GET /system/banner/listH5 and /system/partner/listH5: the home page's banners and partners, in their set order. */
export async function getShowcase(kind: ShowcaseKind): Promise<ContentItem[]> {
  const page = await apiRequest<{ rows: ContentItem[] }>({ path: `/system/${kind}/listH5`, query: { pageNum: 1, pageSize: 20 } });
  return page.rows;
}

export function useShowcase(kind: ShowcaseKind) {
  const locale = useContentLocale();
  // Under 'home' too, so /home?reload=true refetches them with the rest of the home data.
  return useQuery({ queryKey: ['home', ...contentQueryRoot, locale, kind], queryFn: () => getShowcase(kind), staleTime: 5 * 60_000 });
}
