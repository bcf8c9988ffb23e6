import { routes, type DocumentSlug } from '@halyard/shared';
import { useQuery } from '@tanstack/react-query';
import { contentQueryRoot, useContentLocale } from './content-query';
import { call } from '../../../lib/api-client';

/** The white paper or the user agreement. */
export function getDocument(slug: DocumentSlug) {
  return call(routes.content.document, { params: { slug } });
}

export function useDocument(slug: DocumentSlug) {
  const locale = useContentLocale();
  return useQuery({ queryKey: [...contentQueryRoot, locale, 'document', slug], queryFn: () => getDocument(slug), staleTime: 10 * 60_000 });
}
