import { DEFAULT_LOCALE, isLocale, type Locale } from '@halyard/shared';
import { useTranslation } from '../../../lib/i18n';

/** Every content query sits under this key, then the language it was asked in (answers differ by language). */
export const contentQueryRoot = ['content'] as const;

/** Rows a content list asks for at a time. */
export const CONTENT_PAGE_SIZE = 10;

/** The language in use; a change re-renders the caller, and its queries ask again. */
export function useContentLocale(): Locale {
  const { i18n } = useTranslation();
  return isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
}

export { nextPageNumber } from '../../../lib/paging';
