import deDE from '@halyard/shared/messages/de_DE.json' with { type: 'json' };
import enUS from '@halyard/shared/messages/en_US.json' with { type: 'json' };
import esES from '@halyard/shared/messages/es_ES.json' with { type: 'json' };
import frFR from '@halyard/shared/messages/fr_FR.json' with { type: 'json' };
import jaJP from '@halyard/shared/messages/ja_JP.json' with { type: 'json' };
import koKR from '@halyard/shared/messages/ko_KR.json' with { type: 'json' };
import ruRU from '@halyard/shared/messages/ru_RU.json' with { type: 'json' };
import trTR from '@halyard/shared/messages/tr_TR.json' with { type: 'json' };
import viVN from '@halyard/shared/messages/vi_VN.json' with { type: 'json' };
import zhTW from '@halyard/shared/messages/zh_TW.json' with { type: 'json' };
import {
  formatMessage,
  formatQuantity,
  type ApiFieldKey,
  type ApiMessageKey,
  type ApiMessages,
  type Locale,
} from '@halyard/shared';

const catalogs: Record<Locale, ApiMessages> = {
  de_DE: deDE,
  en_US: enUS,
  es_ES: esES,
  fr_FR: frFR,
  ja_JP: jaJP,
  ko_KR: koKR,
  ru_RU: ruRU,
  tr_TR: trTR,
  vi_VN: viVN,
  zh_TW: zhTW,
};

export type MessageParams = Record<string, string | number>;

/** Params that are names or codes, never figures, even when they are all digits. */
const NOT_FIGURES: ReadonlySet<string> = new Set(['address', 'chain', 'coin', 'field', 'method', 'network', 'path', 'who']);
const DECIMAL_TEXT = /^-?\d+(\.\d+)?$/;
/** A limit or price states every digit it has (an amount's own coin precision never exceeds 18). */
const FIGURE_MAX_DECIMALS = 18;

/**
 * The params with figures written the language's way, by the one formatter the web uses too
 * (de_DE: "nicht mehr als 78,74 BTC", the client's own text of the limit reads the same). Money
 * travels as decimal text everywhere (a limit, a price, a payout), so a decimal-text param is a
 * figure, trailing zeros dropped; a JS number is a count (days, characters, pixels, decimals) and
 * stays as it is, as do the names and codes above.
 */
export function localizeParams(locale: Locale, params: MessageParams): MessageParams {
  const localized: MessageParams = {};
  for (const [name, value] of Object.entries(params)) {
    const figure = typeof value === 'string' && !NOT_FIGURES.has(name) && DECIMAL_TEXT.test(value);
    localized[name] = figure ? formatQuantity(value, FIGURE_MAX_DECIMALS, { locale }) : value;
  }
  return localized;
}

/** A server message in the caller's language, its figures in that language too: the one place messages are written. */
export function translate(locale: Locale, key: ApiMessageKey, params: MessageParams = {}): string {
  return formatMessage(catalogs[locale][key], localizeParams(locale, params));
}

function isFieldKey(name: string): name is ApiFieldKey {
  return name in enUS.fields;
}

/**
 * A field's label in the caller's language; a nested one (`periods.1.profitRate`) by its deepest
 * known name; an unknown field keeps its own name.
 */
export function translateField(locale: Locale, field: string): string {
  const known = [field, ...field.split('.').reverse()].find(isFieldKey);
  return known ? catalogs[locale].fields[known] : field;
}

/** A server message whose figures the caller has already written the language's way (a push's own precisions). */
export function translateFormatted(locale: Locale, key: ApiMessageKey, params: MessageParams = {}): string {
  return formatMessage(catalogs[locale][key], params);
}
