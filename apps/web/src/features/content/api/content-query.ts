import { DEFAULT_LOCALE, isLocale, isSafeLink, type ContentItem, type Locale } from '@halyard/shared';
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

const safeAddress = (address: string | undefined) => (address !== undefined && isSafeLink(address) ? address : undefined);

/** An item with its cover and link kept only when they are safe addresses: rows saved before that rule may hold any. */
export function withSafeAddresses<T extends Pick<ContentItem, 'cover' | 'link'>>(item: T): T {
  return { ...item, cover: safeAddress(item.cover), link: safeAddress(item.link) };
}
