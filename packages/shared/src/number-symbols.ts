import { DEFAULT_LOCALE, toLanguageTag, type Locale } from './locales.js';

/** How a language writes a number: its group and decimal separators and when it starts grouping. */
export interface NumberSymbols {
  /** Between thousands: `,` en_US, `.` de_DE, a no-break space ru_RU, a narrow one fr_FR. */
  group: string;
  /** Before the fraction: `.` en_US, `,` de_DE. */
  decimal: string;
  /** The sign of a negative figure. */
  minus: string;
  /** The fewest whole digits that are grouped: 4 (1,234) in most languages, 5 in es_ES (1234 but 12.345). */
  groupFrom: number;
}

const cache = new Map<Locale, NumberSymbols>();

const partOf = (parts: Intl.NumberFormatPart[], type: Intl.NumberFormatPartTypes, fallback: string): string =>
  parts.find((part) => part.type === type)?.value ?? fallback;

/**
 * The locale's separators as Intl writes them, read once per locale from `formatToParts` and kept:
 * only the symbols come from Intl, the digits never pass through a float (format.ts).
 */
export function numberSymbolsOf(locale: Locale = DEFAULT_LOCALE): NumberSymbols {
  const known = cache.get(locale);
  if (known) return known;
  const format = new Intl.NumberFormat(toLanguageTag(locale));
  const parts = format.formatToParts(-1234567.5);
  const symbols: NumberSymbols = {
    group: partOf(parts, 'group', ','),
    decimal: partOf(parts, 'decimal', '.'),
    minus: partOf(parts, 'minusSign', '-'),
    groupFrom: format.formatToParts(1000).some((part) => part.type === 'group') ? 4 : 5,
  };
  cache.set(locale, symbols);
  return symbols;
}

/**
 * Plain decimal text (`-1234567.50`, from the exact formatter) written the locale's way:
 * `-1.234.567,50` de_DE, `-1 234 567,50` ru_RU; `grouping: false` keeps the digits ungrouped.
 */
export function localizeDigits(fixed: string, locale: Locale = DEFAULT_LOCALE, grouping = true): string {
  const symbols = numberSymbolsOf(locale);
  const [whole = '', fraction] = fixed.split('.');
  const negative = whole.startsWith('-');
  const digits = negative ? whole.slice(1) : whole;
  const grouped = grouping && digits.length >= symbols.groupFrom ? digits.replace(/\B(?=(\d{3})+(?!\d))/g, symbols.group) : digits;
  const sign = negative ? symbols.minus : '';
  return fraction === undefined ? `${sign}${grouped}` : `${sign}${grouped}${symbols.decimal}${fraction}`;
}

/**
 * A figure a member typed, back to plain decimal text: a dot is always a decimal point, and where
 * the locale writes a decimal comma a comma is one too (`0,5` -> `0.5` in de_DE); group separators
 * are not accepted in an input (they would be ambiguous), so `1.234,5` stays as typed and fails.
 */
export function normalizeDecimalInput(typed: string, locale: Locale = DEFAULT_LOCALE): string {
  if (numberSymbolsOf(locale).decimal !== ',' || typed.includes('.')) return typed;
  const commas = typed.split(',').length - 1;
  return commas === 1 ? typed.replace(',', '.') : typed;
}
