import { routes, type ArticleKind, type ArticleRoute, type ContentItem, type Locale, type RouteRef } from '@halyard/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { contentQueryRoot, useContentLocale, withSafeAddresses } from './content-query';
import { call } from '../../../lib/api-client';

const articleRoutes: Record<ArticleKind, RouteRef<ArticleRoute>> = { official: routes.content.official, bulletin: routes.content.bulletin, manual: routes.content.manual };

/** One event, bulletin or FAQ answer with its HTML. */
export async function getArticle(kind: ArticleKind, id: number): Promise<ContentItem> {
  return withSafeAddresses(await call(articleRoutes[kind], { params: { id } }));
}

export function articleQueryOptions(kind: ArticleKind, id: number, locale: Locale) {
  return queryOptions({ queryKey: [...contentQueryRoot, locale, kind, 'detail', id], queryFn: () => getArticle(kind, id), staleTime: 60_000 });
}

export function useArticle(kind: ArticleKind, id: number, enabled = true) {
  const locale = useContentLocale();
  return useQuery({ ...articleQueryOptions(kind, id, locale), enabled: enabled && Number.isInteger(id) && id > 0 });
}
