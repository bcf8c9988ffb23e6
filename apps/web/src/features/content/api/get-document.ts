import type { ContentDocument, DocumentSlug } from '@halyard/shared';
import { useQuery } from '@tanstack/react-query';
import { contentQueryRoot, useContentLocale } from './content-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /system/document/{slug}: the white paper or the user agreement. */
export function getDocument(slug: DocumentSlug): Promise<ContentDocument> {
  return apiRequest<ContentDocument>({ path: `/system/document/${slug}` });
}

export function useDocument(slug: DocumentSlug) {
  const locale = useContentLocale();
  return useQuery({ queryKey: [...contentQueryRoot, locale, 'document', slug], queryFn: () => getDocument(slug), staleTime: 10 * 60_000 });
}
