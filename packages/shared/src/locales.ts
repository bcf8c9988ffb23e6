/** The ten languages of spec §9; en_US is the default and the source of every key. */
export const LOCALES = [
  'de_DE',
  'en_US',
  'es_ES',
  'fr_FR',
  'ja_JP',
  'ko_KR',
  'ru_RU',
  'tr_TR',
  'vi_VN',
  'zh_TW',
] as const;

export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en_US';

/** Each language's own name, for the language list. */
export const LOCALE_NAMES: Record<Locale, string> = {
  de_DE: 'Deutsch',
  en_US: 'English',
  es_ES: 'Español',
  fr_FR: 'Français',
  ja_JP: '日本語',
  ko_KR: '한국어',
  ru_RU: 'Русский',
  tr_TR: 'Türkçe',
  vi_VN: 'Tiếng Việt',
  zh_TW: '繁體中文',
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** BCP 47 tag for a locale (en_US -> en-US), as sent in Accept-Language. */
export function toLanguageTag(locale: Locale): string {
  return locale.replace('_', '-');
}

/**
 * Picks our locale from an Accept-Language header or a `lang` value: an exact match first
 * (en-US, en_US), then the first of ours with the same language (de -> de_DE, zh-Hant -> zh_TW).
 */
export function resolveLocale(header: string | null | undefined): Locale {
  if (!header) return DEFAULT_LOCALE;
  const tags = header
    .split(',')
    .map((part) => part.split(';')[0]?.trim().replace('-', '_') ?? '')
    .filter(Boolean);
  for (const tag of tags) {
    const exact = LOCALES.find((l) => l.toLowerCase() === tag.toLowerCase());
    if (exact) return exact;
    const language = tag.split('_')[0]?.toLowerCase();
    const sameLanguage = LOCALES.find((l) => l.slice(0, 2).toLowerCase() === language);
    if (sameLanguage) return sameLanguage;
  }
  return DEFAULT_LOCALE;
}
