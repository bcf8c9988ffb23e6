// @vitest-environment node
// Figures in every language: the locale's separators on the exact truncated digits, never a float's.
import { describe, expect, it } from 'vitest';
import { FEE_PRECISION } from './constants.js';
import { formatAmount, formatCompact, formatPercent, formatPrice, formatQuantity, formatSignedAmount, inputAmount } from './format.js';
import { LOCALES, type Locale } from './locales.js';
import { normalizeDecimalInput, numberSymbolsOf } from './number-symbols.js';

const NBSP = '\u00a0';
const NNBSP = '\u202f';

/** Each language's 88966.639 (2 places), -1234567.891 (2), 0 (2), 1234.5 (2) and 0.000031234 (9). */
const EXPECTED: Record<Locale, [string, string, string, string, string]> = {
  de_DE: ['88.966,63', '-1.234.567,89', '0,00', '1.234,50', '0,000031234'],
  en_US: ['88,966.63', '-1,234,567.89', '0.00', '1,234.50', '0.000031234'],
  es_ES: ['88.966,63', '-1.234.567,89', '0,00', '1234,50', '0,000031234'],
  fr_FR: [`88${NNBSP}966,63`, `-1${NNBSP}234${NNBSP}567,89`, '0,00', `1${NNBSP}234,50`, '0,000031234'],
  ja_JP: ['88,966.63', '-1,234,567.89', '0.00', '1,234.50', '0.000031234'],
  ko_KR: ['88,966.63', '-1,234,567.89', '0.00', '1,234.50', '0.000031234'],
  ru_RU: [`88${NBSP}966,63`, `-1${NBSP}234${NBSP}567,89`, '0,00', `1${NBSP}234,50`, '0,000031234'],
  tr_TR: ['88.966,63', '-1.234.567,89', '0,00', '1.234,50', '0,000031234'],
  vi_VN: ['88.966,63', '-1.234.567,89', '0,00', '1.234,50', '0,000031234'],
  zh_TW: ['88,966.63', '-1,234,567.89', '0.00', '1,234.50', '0.000031234'],
};

describe('figures in every language', () => {
  it.each(LOCALES)('%s groups, truncates and signs the exact digits', (locale) => {
    const [price, negative, zero, thousand, tiny] = EXPECTED[locale];
    expect(formatPrice('88966.639', 2, { locale })).toBe(price);
    expect(formatAmount('-1234567.891', 2, { locale })).toBe(negative);
    expect(formatAmount(0, 2, { locale })).toBe(zero);
    expect(formatAmount('-0.004', 2, { locale })).toBe(zero);
    expect(formatAmount(1234.5, 2, { locale })).toBe(thousand);
    expect(formatPrice(0.000031234, 9, { locale })).toBe(tiny);
    expect(formatAmount('abc', 2, { locale })).toBe('--');
  });

  it.each(LOCALES)('%s writes the Intl separators, read once', (locale) => {
    const intl = new Intl.NumberFormat(locale.replace('_', '-'), { minimumFractionDigits: 2 }).format(-1234567.5);
    expect(formatAmount('-1234567.5', 2, { locale })).toBe(intl);
    expect(numberSymbolsOf(locale)).toBe(numberSymbolsOf(locale));
  });

  it('keeps digits a float would lose', () => {
    expect(formatAmount('12345678901234567.89', 2, { locale: 'de_DE' })).toBe('12.345.678.901.234.567,89');
    expect(formatAmount(0.1 + 0.2, 2, { locale: 'de_DE' })).toBe('0,30');
  });

  it('signs, percents, volumes and quantities in the language', () => {
    expect(formatSignedAmount('1234.567', 2, { locale: 'de_DE' })).toBe('+1.234,56');
    expect(formatSignedAmount('-30.129', 2, { locale: 'ru_RU' })).toBe('-30,12');
    expect(formatPercent('1.239', { locale: 'de_DE' })).toBe('+1,23%');
    expect(formatPercent('-0.5', { locale: 'fr_FR' })).toBe('-0,50%');
    expect(formatCompact(1_234_567, { locale: 'tr_TR' })).toBe('1,23M');
    expect(formatCompact('999.999', { locale: 'vi_VN' })).toBe('999,99');
    expect(formatQuantity('78.74000000', 8, { locale: 'de_DE' })).toBe('78,74');
    expect(formatQuantity('1000', 8, { locale: 'es_ES' })).toBe('1000');
    expect(formatQuantity('10000', 8, { locale: 'es_ES' })).toBe('10.000');
  });

  it('leaves en_US as it was without a locale', () => {
    expect(formatAmount('1234.5678')).toBe('1,234.56');
    expect(formatPercent('-0.5')).toBe('-0.50%');
  });

  it('fills inputs with a dot in every language and reads a decimal comma where the language writes one', () => {
    expect(inputAmount('1234.5678', 2)).toBe('1234.56');
    expect(inputAmount('x', 2)).toBe('');
    expect(normalizeDecimalInput('0,5', 'de_DE')).toBe('0.5');
    expect(normalizeDecimalInput('0.5', 'de_DE')).toBe('0.5');
    expect(normalizeDecimalInput('1.234,5', 'de_DE')).toBe('1.234,5');
    expect(normalizeDecimalInput('0,5', 'en_US')).toBe('0,5');
  });

  it('shows every trading fee at one precision', () => {
    expect(FEE_PRECISION.contract).toBe(FEE_PRECISION.spot);
    expect(FEE_PRECISION.spot).toBe(FEE_PRECISION.option);
    expect(formatAmount('0.00123456', FEE_PRECISION.spot, { locale: 'de_DE' })).toBe('0,0012');
  });
});
