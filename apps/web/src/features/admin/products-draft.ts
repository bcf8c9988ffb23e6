import type { ContractTerms, FundTerms, OptionTerms, ProductTerms, ProductTermsName } from '@halyard/shared';
import Decimal from '@halyard/shared/decimal';

/**
 * The product terms' forms as typed (decimals as text until sent), checked by the server's own
 * rules (packages/shared contracts/terms.ts) before anything is sent, and the change a save makes
 * as lines of before and after.
 */

export const MAX_LEVELS = 10;
export const MAX_PERIODS = 10;
export const MAX_LEVERAGE = 125;
export const MIN_PERIOD = 10;
export const MAX_PERIOD = 86_400;

export interface ContractDraft {
  leverages: number[];
  feeRate: string;
  maintenanceMarginRate: string;
  minMargin: string;
}
export interface PeriodDraft {
  period: string;
  profitRate: string;
}
export interface OptionDraft {
  periods: PeriodDraft[];
  feeRate: string;
  minAmount: string;
}
export type FundDraft = Record<keyof FundTerms, string>;

export function contractDraftOf(terms: ContractTerms): ContractDraft {
  return { ...terms, leverages: [...terms.leverages].sort((a, b) => a - b) };
}
export function optionDraftOf(terms: OptionTerms): OptionDraft {
  return { ...terms, periods: [...terms.periods].sort((a, b) => a.period - b.period).map((row) => ({ period: String(row.period), profitRate: row.profitRate })) };
}
export function fundDraftOf(terms: FundTerms): FundDraft {
  return { ...terms };
}

/** The fields of the three products (a period's profit rate and seconds too), as the audit log names them. */
export type TermsField = 'leverages' | 'feeRate' | 'maintenanceMarginRate' | 'minMargin' | 'periods' | 'period' | 'profitRate' | 'minAmount' | keyof FundTerms;

export type TermsProblem =
  | { problem: 'decimalInvalid'; field: TermsField; row?: number }
  | { problem: 'outOfRange'; field: TermsField; min: string; max: string; above: boolean; row?: number }
  | { problem: 'levelInvalid' }
  | { problem: 'levelDuplicate' }
  | { problem: 'levelCount' }
  | { problem: 'maintenanceTooHigh'; max: string; leverage: number }
  | { problem: 'periodInvalid'; row: number }
  | { problem: 'periodDuplicate'; row: number }
  | { problem: 'periodCount' }
  | { problem: 'feeNotBelowMinimum' };

export type Checked<T> = { ok: true; terms: T } | ({ ok: false } & TermsProblem);
type Problem = { ok: false } & TermsProblem;

const DECIMAL_TEXT = /^\d{1,12}(\.\d{1,8})?$/;

/** Decimal text without trailing zeros ("0.00050" -> "0.0005"); the text itself when it is no decimal. */
export function plainDecimal(text: string): string {
  const trimmed = text.trim();
  return DECIMAL_TEXT.test(trimmed) ? new Decimal(trimmed).toString() : trimmed;
}

/** A rate as a percentage: "0.0008" -> "0.08"; undefined when it is no decimal. */
export function percentOf(rate: string): string | undefined {
  const trimmed = rate.trim();
  return DECIMAL_TEXT.test(trimmed) ? new Decimal(trimmed).times(100).toString() : undefined;
}

/** A decimal of at most 8 places between min and max (max included; min too unless `above`), as plain text; or the problem. */
function decimalIn(field: TermsField, text: string, min: string, max: string, { above = false, row }: { above?: boolean; row?: number } = {}): string | Problem {
  const trimmed = text.trim();
  const at = row === undefined ? {} : { row };
  if (!DECIMAL_TEXT.test(trimmed)) return { ok: false, problem: 'decimalInvalid', field, ...at };
  const value = new Decimal(trimmed);
  if ((above ? value.lte(min) : value.lt(min)) || value.gt(max)) return { ok: false, problem: 'outOfRange', field, min, max, above, ...at };
  return value.toString();
}

const isProblem = (value: string | Problem): value is Problem => typeof value !== 'string';

/** The levels with one more, in rising order: a whole number from 1 to 125 not listed yet, ten at most. */
export function addLevel(levels: readonly number[], text: string): { ok: true; levels: number[] } | Problem {
  const trimmed = text.trim().replace(/x$/i, '');
  const level = Number(trimmed);
  if (!/^\d{1,3}$/.test(trimmed) || level < 1 || level > MAX_LEVERAGE) return { ok: false, problem: 'levelInvalid' };
  if (levels.includes(level)) return { ok: false, problem: 'levelDuplicate' };
  if (levels.length >= MAX_LEVELS) return { ok: false, problem: 'levelCount' };
  return { ok: true, levels: [...levels, level].sort((a, b) => a - b) };
}

/** PUT /admin/terms/contract's body, or why not: 1-10 distinct levels, and a maintenance rate below 1 / the highest leverage. */
export function checkContract(draft: ContractDraft): Checked<ContractTerms> {
  const { leverages } = draft;
  if (leverages.length < 1 || leverages.length > MAX_LEVELS) return { ok: false, problem: 'levelCount' };
  if (leverages.some((level) => !Number.isInteger(level) || level < 1 || level > MAX_LEVERAGE)) return { ok: false, problem: 'levelInvalid' };
  if (new Set(leverages).size !== leverages.length) return { ok: false, problem: 'levelDuplicate' };
  const feeRate = decimalIn('feeRate', draft.feeRate, '0', '0.01');
  if (isProblem(feeRate)) return feeRate;
  const maintenanceMarginRate = decimalIn('maintenanceMarginRate', draft.maintenanceMarginRate, '0', '0.5', { above: true });
  if (isProblem(maintenanceMarginRate)) return maintenanceMarginRate;
  const minMargin = decimalIn('minMargin', draft.minMargin, '0', '1000000', { above: true });
  if (isProblem(minMargin)) return minMargin;
  const highest = Math.max(...leverages);
  const ceiling = new Decimal(1).div(highest);
  if (!new Decimal(maintenanceMarginRate).lt(ceiling)) return { ok: false, problem: 'maintenanceTooHigh', max: ceiling.toDecimalPlaces(8, Decimal.ROUND_DOWN).toString(), leverage: highest };
  return { ok: true, terms: { leverages: [...leverages].sort((a, b) => a - b), feeRate, maintenanceMarginRate, minMargin } };
}

/** PUT /admin/terms/options's body, or why not: 1-10 distinct periods of 10 to 86400 s, each paying above 0 and at most 1. */
export function checkOptions(draft: OptionDraft): Checked<OptionTerms> {
  if (draft.periods.length < 1 || draft.periods.length > MAX_PERIODS) return { ok: false, problem: 'periodCount' };
  const periods: OptionTerms['periods'] = [];
  for (const [row, typed] of draft.periods.entries()) {
    const text = typed.period.trim();
    const period = Number(text);
    if (!/^\d{1,5}$/.test(text) || period < MIN_PERIOD || period > MAX_PERIOD) return { ok: false, problem: 'periodInvalid', row };
    if (periods.some((earlier) => earlier.period === period)) return { ok: false, problem: 'periodDuplicate', row };
    const profitRate = decimalIn('profitRate', typed.profitRate, '0', '1', { above: true, row });
    if (isProblem(profitRate)) return profitRate;
    periods.push({ period, profitRate });
  }
  const feeRate = decimalIn('feeRate', draft.feeRate, '0', '0.05');
  if (isProblem(feeRate)) return feeRate;
  const minAmount = decimalIn('minAmount', draft.minAmount, '0', '1000000', { above: true });
  if (isProblem(minAmount)) return minAmount;
  return { ok: true, terms: { periods: periods.sort((a, b) => a.period - b.period), feeRate, minAmount } };
}

/** PUT /admin/terms/funds's body, or why not: minimums above 0, and a fee (0 for none) below the withdrawal minimum. */
export function checkFunds(draft: FundDraft): Checked<FundTerms> {
  const depositMinUsdt = decimalIn('depositMinUsdt', draft.depositMinUsdt, '0', '1000000', { above: true });
  if (isProblem(depositMinUsdt)) return depositMinUsdt;
  const withdrawalMinUsdt = decimalIn('withdrawalMinUsdt', draft.withdrawalMinUsdt, '0', '1000000', { above: true });
  if (isProblem(withdrawalMinUsdt)) return withdrawalMinUsdt;
  const withdrawalFeeUsdt = decimalIn('withdrawalFeeUsdt', draft.withdrawalFeeUsdt, '0', '1000000');
  if (isProblem(withdrawalFeeUsdt)) return withdrawalFeeUsdt;
  if (!new Decimal(withdrawalFeeUsdt).lt(withdrawalMinUsdt)) return { ok: false, problem: 'feeNotBelowMinimum' };
  return { ok: true, terms: { depositMinUsdt, withdrawalMinUsdt, withdrawalFeeUsdt } };
}

/** The field a problem is about, to mark it (a period row's fields by their row). */
export function problemField(problem: TermsProblem | undefined): { field: TermsField; row?: number } | undefined {
  if (!problem) return undefined;
  switch (problem.problem) {
    case 'decimalInvalid':
    case 'outOfRange':
      return { field: problem.field, row: problem.row };
    case 'maintenanceTooHigh':
      return { field: 'maintenanceMarginRate' };
    case 'periodInvalid':
    case 'periodDuplicate':
      return { field: 'period', row: problem.row };
    case 'feeNotBelowMinimum':
      return { field: 'withdrawalFeeUsdt' };
    default:
      return undefined;
  }
}

const RATE_FIELDS: readonly string[] = ['feeRate', 'maintenanceMarginRate', 'profitRate'];

function isPeriodRow(value: unknown): value is { period: number; profitRate: string } {
  return typeof value === 'object' && value !== null && typeof (value as { period?: unknown }).period === 'number' && typeof (value as { profitRate?: unknown }).profitRate === 'string';
}

/**
 * A term as compact text (the confirmation and the audit log): levels as "5x, 10x", periods as
 * "30 s · 10 %", a rate with its percentage, "0.0005 (0.05 %)"; anything else as it is.
 */
export function termsValueText(field: string, value: unknown): string {
  if (field === 'leverages' && Array.isArray(value) && value.every((level) => typeof level === 'number')) return value.map((level) => `${level}x`).join(', ');
  if (field === 'periods' && Array.isArray(value) && value.every(isPeriodRow)) return value.map((row) => `${row.period} s · ${percentOf(row.profitRate) ?? row.profitRate} %`).join(', ');
  if (typeof value === 'string') {
    const plain = plainDecimal(value);
    const percent = RATE_FIELDS.includes(field) ? percentOf(value) : undefined;
    return percent === undefined ? plain : `${plain} (${percent} %)`;
  }
  return typeof value === 'number' ? String(value) : JSON.stringify(value);
}

/** The fields whose terms tell apart, as text: none when nothing changed. */
export interface TermsChange {
  field: string;
  before: string;
  after: string;
}

export function termsChanges<P extends ProductTermsName>(before: ProductTerms[P], after: ProductTerms[P]): TermsChange[] {
  const was = before as Record<string, unknown>;
  const now = after as Record<string, unknown>;
  return Object.keys(now).flatMap((field) => {
    const beforeText = termsValueText(field, field === 'leverages' || field === 'periods' ? inOrder(was[field]) : was[field]);
    const afterText = termsValueText(field, field === 'leverages' || field === 'periods' ? inOrder(now[field]) : now[field]);
    return beforeText === afterText ? [] : [{ field, before: beforeText, after: afterText }];
  });
}

/** Levels or periods in rising order, as the server keeps them. */
function inOrder(value: unknown): unknown {
  if (!Array.isArray(value)) return value;
  return [...(value as unknown[])].sort((a, b) => (typeof a === 'number' && typeof b === 'number' ? a - b : isPeriodRow(a) && isPeriodRow(b) ? a.period - b.period : 0));
}
