import { routes, type ArticleKind, type ContentListRoute, type ContentPage, type FaqTopic, type Locale, type RouteRef } from '@halyard/shared';
import { infiniteQueryOptions, useInfiniteQuery, type QueryClient } from '@tanstack/react-query';
import { CONTENT_PAGE_SIZE, contentQueryRoot, nextPageNumber, useContentLocale, withSafeAddresses } from './content-query';
import { call } from '../../../lib/api-client';
import { currentLocale } from '../../../lib/i18n';

export interface ArticleFilter {
  keyword?: string;
  topic?: FaqTopic;
  pageSize?: number;
}

const listRoutes: Record<ArticleKind, RouteRef<ContentListRoute>> = { official: routes.content.officialList, bulletin: routes.content.bulletinList, manual: routes.content.manualList };

/** Events and bulletins newest first, the FAQ in its order. */
export async function getArticles(kind: ArticleKind, pageNum: number, filter: ArticleFilter = {}): Promise<ContentPage> {
  const page = await call(listRoutes[kind], {
    query: { pageNum, pageSize: filter.pageSize ?? CONTENT_PAGE_SIZE, keyword: filter.keyword || undefined, topic: filter.topic },
  });
  return { ...page, rows: page.rows.map(withSafeAddresses) };
}

export function articlesQueryOptions(kind: ArticleKind, locale: Locale, filter: ArticleFilter = {}) {
  return infiniteQueryOptions({
    queryKey: [...contentQueryRoot, locale, kind, 'list', filter],
    queryFn: ({ pageParam }) => getArticles(kind, pageParam, filter),
    initialPageParam: 1,
    getNextPageParam: nextPageNumber,
  });
}

/** Home's bulletin ticker: the five latest bulletins. */
export const LATEST_BULLETINS: ArticleFilter = { pageSize: 5 };

/** The latest bulletins asked for while home's scripts load. */
export async function prefetchLatestBulletins(queryClient: QueryClient): Promise<void> {
  await queryClient.prefetchInfiniteQuery(articlesQueryOptions('bulletin', currentLocale(), LATEST_BULLETINS));
}

export function useArticles(kind: ArticleKind, filter: ArticleFilter = {}, enabled = true) {
  const locale = useContentLocale();
  return useInfiniteQuery({ ...articlesQueryOptions(kind, locale, filter), enabled });
}
