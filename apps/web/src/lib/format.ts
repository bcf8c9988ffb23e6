import {
  formatAmount as formatAmountIn,
  formatCompact as formatCompactIn,
  formatPercent as formatPercentIn,
  formatPrice as formatPriceIn,
  formatQuantity as formatQuantityIn,
  formatSignedAmount as formatSignedAmountIn,
  normalizeDecimalInput as normalizeDecimalInputIn,
  type Numeric,
} from '@halyard/shared';
import { currentLocale } from './i18n';

/**
 * The one formatter (STYLE.md) is shared's format.ts, the server's first paint uses it too: the
 * web's door to it, bound to the language in use (de_DE 88.966,63), so call sites pass no locale.
 * A component re-renders on a language change through useTranslation (the app's root reads it).
 */
export {
  changeNumber,
  changePercent,
  formatAddressTail,
  formatClock,
  formatDate,
  formatDateTime,
  formatPair,
  formatShortAddress,
  inputAmount,
} from '@halyard/shared';

/** An amount or price, truncated, grouped the member's way. */
export const formatAmount = (value: Numeric, decimals?: number, options: { grouping?: boolean } = {}): string =>
  formatAmountIn(value, decimals, { ...options, locale: currentLocale() });

export const formatPrice = (value: Numeric, precision: number): string => formatPriceIn(value, precision, { locale: currentLocale() });

export const formatPercent = (value: Numeric | undefined, options: { signed?: boolean } = {}): string =>
  formatPercentIn(value, { ...options, locale: currentLocale() });

export const formatCompact = (value: Numeric): string => formatCompactIn(value, { locale: currentLocale() });

export const formatSignedAmount = (value: Numeric, decimals?: number): string => formatSignedAmountIn(value, decimals, { locale: currentLocale() });

export const formatQuantity = (value: Numeric, maxDecimals: number): string => formatQuantityIn(value, maxDecimals, { locale: currentLocale() });

/** What a member typed, with a decimal comma read as a point where the language writes one (`0,5` de_DE). */
export const normalizeDecimalInput = (typed: string): string => normalizeDecimalInputIn(typed, currentLocale());
