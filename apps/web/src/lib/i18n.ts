import { DEFAULT_LOCALE, isLocale, LOCALES, toLanguageTag, type Locale } from '@halyard/shared';
import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type messagesEnUs from '../locales/en_US.json';
import { readStored, writeStored } from './storage';

export type Messages = typeof messagesEnUs;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Messages };
  }
}

export type RouteTitleKey = `route.${keyof Messages['route']}`;

/** Every message of the catalogue by its dotted path (`assets.deposit.amountRequired`). */
type LeafPaths<Node> = {
  [Key in keyof Node & string]: Node[Key] extends string ? Key : `${Key}.${LeafPaths<Node[Key]>}`;
}[keyof Node & string];
export type MessageKey = LeafPaths<Messages>;

/**
 * Each language's catalogue is a hashed JSON file, fetched when that language is in use: data parsed as
 * JSON, not a script chunk the page must compile (the /home budget counts scripts).
 */
const catalogues = import.meta.glob<string>('../locales/*.json', { query: '?url', import: 'default', eager: true });

async function fetchCatalogue(url: string): Promise<Messages> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Messages not loaded: ${response.status}`);
  return (await response.json()) as Messages;
}

/** Fetches only the language in use, on demand. */
const lazyLocaleBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language: string, _namespace: string, callback: ReadCallback) {
    const url = catalogues[`../locales/${language}.json`];
    if (!url) {
      callback(new Error(`No messages for ${language}`), false);
      return;
    }
    fetchCatalogue(url).then(
      (messages) => callback(null, messages),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/** ?lang=xx_YY wins and is remembered; then the stored choice; then en_US. */
function initialLocale(): Locale {
  const requested = new URLSearchParams(window.location.search).get('lang');
  if (isLocale(requested)) {
    writeStored('web3Lang', requested);
    return requested;
  }
  return readStored('web3Lang') ?? DEFAULT_LOCALE;
}

export function currentLocale(): Locale {
  return isLocale(i18next.language) ? i18next.language : DEFAULT_LOCALE;
}

export function currentLanguageTag(): string {
  return toLanguageTag(currentLocale());
}

export async function changeLocale(locale: Locale): Promise<void> {
  writeStored('web3Lang', locale);
  await i18next.changeLanguage(locale);
}

export async function initI18n(): Promise<void> {
  i18next.on('languageChanged', (language) => {
    if (isLocale(language)) document.documentElement.lang = toLanguageTag(language);
  });
  await i18next
    .use(lazyLocaleBackend)
    .use(initReactI18next)
    .init({
      lng: initialLocale(),
      supportedLngs: [...LOCALES],
      load: 'currentOnly',
      fallbackLng: false,
      interpolation: { escapeValue: false },
      returnNull: false,
    });
}

export { i18next };
