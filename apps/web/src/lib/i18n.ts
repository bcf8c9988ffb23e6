import { DEFAULT_LOCALE, isLocale, toLanguageTag, type Locale } from '@halyard/shared';
import { useSyncExternalStore } from 'react';
import type messagesEnUs from '../locales/en_US.json';
import { readStored, writeStored } from './storage';

export type Messages = typeof messagesEnUs;

export type RouteTitleKey = `route.${keyof Messages['route']}`;

/** Every message of the catalogue by its dotted path (`assets.deposit.amountRequired`). */
type LeafPaths<Node> = {
  [Key in keyof Node & string]: Node[Key] extends string ? Key : `${Key}.${LeafPaths<Node[Key]>}`;
}[keyof Node & string];
export type MessageKey = LeafPaths<Messages>;

/** Values put into a message's `{{name}}` placeholders. */
export type MessageValues = Readonly<Record<string, string | number | undefined>>;

/** A message by its key, with its placeholders filled; an unknown key reads as itself. */
export type TFunction = (key: MessageKey, values?: MessageValues) => string;

/**
 * The app's messages: one catalogue (the language in use) and a `t` that reads it. The catalogues
 * hold plain strings with `{{name}}` placeholders and nothing else (no plurals, no nesting, no
 * formats), so this is all the app needs of an i18n library, in a few lines instead of 17 KB of
 * gzipped script on every first visit.
 */
interface Catalogue {
  readonly language: Locale;
  readonly t: TFunction;
}

const placeholder = /\{\{\s*([\w.]+)\s*\}\}/g;

function translatorFor(messages: Messages | undefined): TFunction {
  const cache = new Map<string, string | undefined>();
  const lookup = (key: string): string | undefined => {
    if (cache.has(key)) return cache.get(key);
    let node: unknown = messages;
    for (const part of key.split('.')) node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined;
    const text = typeof node === 'string' ? node : undefined;
    cache.set(key, text);
    return text;
  };
  return (key, values) => {
    const text = lookup(key);
    if (text === undefined) return key;
    if (!values) return text;
    return text.replace(placeholder, (whole, name: string) => {
      const value = values[name];
      return value === undefined ? whole : String(value);
    });
  };
}

let catalogue: Catalogue = { language: DEFAULT_LOCALE, t: translatorFor(undefined) };
const listeners = new Set<() => void>();
let markReady: () => void = () => undefined;

/** Settles once the first catalogue is in use: what speaks before the first render waits for it. */
export const messagesReady = new Promise<void>((resolve) => {
  markReady = resolve;
});

function apply(language: Locale, messages: Messages): void {
  catalogue = { language, t: translatorFor(messages) };
  document.documentElement.lang = toLanguageTag(language);
  markReady();
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Each language's catalogue is a hashed JSON file, fetched when that language is first used. */
const catalogueUrls = import.meta.glob<string>('../locales/*.json', { query: '?url', import: 'default', eager: true });
const loaded = new Map<Locale, Promise<Messages>>();

function load(language: Locale): Promise<Messages> {
  let messages = loaded.get(language);
  if (!messages) {
    const url = catalogueUrls[`../locales/${language}.json`];
    messages = url
      ? fetch(url).then(async (response) => {
          if (!response.ok) throw new Error(`Messages not loaded: ${response.status}`);
          return (await response.json()) as Messages;
        })
      : Promise.reject(new Error(`No messages for ${language}`));
    messages.catch(() => loaded.delete(language));
    loaded.set(language, messages);
  }
  return messages;
}

const translate: TFunction = (key, values) => catalogue.t(key, values);

/** Outside React (toasts, guards): the language in use and its messages right now. */
export const i18n = {
  get language(): Locale {
    return catalogue.language;
  },
  t: translate,
};

/** In a component: `t` and the language, re-rendering when the language changes. */
export function useTranslation(): { t: TFunction; i18n: { language: Locale } } {
  const current = useSyncExternalStore(subscribe, () => catalogue);
  return { t: current.t, i18n: current };
}

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
  return catalogue.language;
}

export function currentLanguageTag(): string {
  return toLanguageTag(currentLocale());
}

/** Switches once the new language's messages are here, so no screen shows keys in between. */
export async function changeLocale(locale: Locale): Promise<void> {
  writeStored('web3Lang', locale);
  apply(locale, await load(locale));
}

/**
 * Decides the language at once (requests made from now on ask in it) and resolves when its
 * messages are in use.
 */
export function initI18n(): Promise<void> {
  const locale = initialLocale();
  catalogue = { language: locale, t: catalogue.t };
  return load(locale).then((messages) => apply(locale, messages));
}

/** For tests: messages given at once, no fetch. */
export function setMessagesForTests(language: Locale, messages: Messages): void {
  apply(language, messages);
}
