import { checkTermDecimal, isFeeBelowMinimum, maintenanceCeiling, TERM_BOUNDS, TERM_LIMITS, termDecimalOf, type ContractTerms, type DecimalBounds, type FundTerms, type OptionTerms, type ProductTerms, type ProductTermsName } from '@halyard/shared';
import Decimal from '@halyard/shared/decimal';

/**
 * The product terms' forms as typed (decimals as text until sent), checked by the server's own
 * bounds (packages/shared contracts/term-bounds.ts, which its schemas use) before anything is
 * sent, and the change a save makes as lines of before and after.
 */

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

/** A rule a decimal breaks: no decimal of at most 8 places, or outside its bounds (min excluded when `above`). */
export type DecimalProblem<F> = { problem: 'decimalInvalid'; field: F; row?: number } | { problem: 'outOfRange'; field: F; min: string; max: string; above: boolean; row?: number };

export type TermsProblem =
  | DecimalProblem<TermsField>
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

/** Decimal text without trailing zeros ("0.00050" -> "0.0005"); the text itself when it is no decimal. */
export function plainDecimal(text: string): string {
  return termDecimalOf(text)?.toString() ?? text.trim();
}

/** A rate as a percentage: "0.0008" -> "0.08"; undefined when it is no decimal. */
export function percentOf(rate: string): string | undefined {
  return termDecimalOf(rate)?.times(100).toString();
}

/** A field's text as a decimal inside its bounds (the server's, term-bounds.ts), as plain text; or the rule it breaks. */
export function decimalIn<F>(field: F, text: string, bounds: DecimalBounds, row?: number): string | ({ ok: false } & DecimalProblem<F>) {
  const checked = checkTermDecimal(text, bounds);
  const at = row === undefined ? {} : { row };
  if (checked.ok) return checked.value.toString();
  if (checked.problem === 'decimalInvalid') return { ok: false, problem: 'decimalInvalid', field, ...at };
  return { ok: false, problem: 'outOfRange', field, min: bounds.min, max: bounds.max, above: bounds.above ?? false, ...at };
}

const isProblem = (value: string | Problem): value is Problem => typeof value !== 'string';

/** The levels with one more, in rising order: a whole number from 1 to 125 not listed yet, ten at most. */
export function addLevel(levels: readonly number[], text: string): { ok: true; levels: number[] } | Problem {
  const trimmed = text.trim().replace(/x$/i, '');
  const level = Number(trimmed);
  if (!/^\d{1,3}$/.test(trimmed) || level < 1 || level > TERM_LIMITS.maxLeverage) return { ok: false, problem: 'levelInvalid' };
  if (levels.includes(level)) return { ok: false, problem: 'levelDuplicate' };
  if (levels.length >= TERM_LIMITS.maxLevels) return { ok: false, problem: 'levelCount' };
  return { ok: true, levels: [...levels, level].sort((a, b) => a - b) };
}

/** The maintenance rate the levels stay below (shared `maintenanceCeiling`), as shown: 8 places, rounded down. */
export function maintenanceCeilingText(leverages: readonly number[]): string {
  return maintenanceCeiling(leverages).toDecimalPlaces(8, Decimal.ROUND_DOWN).toString();
}

/** PUT /admin/terms/contract's body, or why not: 1-10 distinct levels, and a maintenance rate below 1 / the highest leverage. */
export function checkContract(draft: ContractDraft): Checked<ContractTerms> {
  const { leverages } = draft;
  if (leverages.length < 1 || leverages.length > TERM_LIMITS.maxLevels) return { ok: false, problem: 'levelCount' };
  if (leverages.some((level) => !Number.isInteger(level) || level < 1 || level > TERM_LIMITS.maxLeverage)) return { ok: false, problem: 'levelInvalid' };
  if (new Set(leverages).size !== leverages.length) return { ok: false, problem: 'levelDuplicate' };
  const feeRate = decimalIn<TermsField>('feeRate', draft.feeRate, TERM_BOUNDS.contract.feeRate);
  if (isProblem(feeRate)) return feeRate;
  const maintenanceMarginRate = decimalIn<TermsField>('maintenanceMarginRate', draft.maintenanceMarginRate, TERM_BOUNDS.contract.maintenanceMarginRate);
  if (isProblem(maintenanceMarginRate)) return maintenanceMarginRate;
  const minMargin = decimalIn<TermsField>('minMargin', draft.minMargin, TERM_BOUNDS.contract.minMargin);
  if (isProblem(minMargin)) return minMargin;
  if (!new Decimal(maintenanceMarginRate).lt(maintenanceCeiling(leverages))) return { ok: false, problem: 'maintenanceTooHigh', max: maintenanceCeilingText(leverages), leverage: Math.max(...leverages) };
  return { ok: true, terms: { leverages: [...leverages].sort((a, b) => a - b), feeRate, maintenanceMarginRate, minMargin } };
}

/** PUT /admin/terms/options's body, or why not: 1-10 distinct periods of 10 to 86400 s, each paying above 0 and at most 1. */
export function checkOptions(draft: OptionDraft): Checked<OptionTerms> {
  if (draft.periods.length < 1 || draft.periods.length > TERM_LIMITS.maxPeriods) return { ok: false, problem: 'periodCount' };
  const periods: OptionTerms['periods'] = [];
  for (const [row, typed] of draft.periods.entries()) {
    const text = typed.period.trim();
    const period = Number(text);
    if (!/^\d{1,5}$/.test(text) || period < TERM_LIMITS.minPeriod || period > TERM_LIMITS.maxPeriod) return { ok: false, problem: 'periodInvalid', row };
    if (periods.some((earlier) => earlier.period === period)) return { ok: false, problem: 'periodDuplicate', row };
    const profitRate = decimalIn<TermsField>('profitRate', typed.profitRate, TERM_BOUNDS.options.profitRate, row);
    if (isProblem(profitRate)) return profitRate;
    periods.push({ period, profitRate });
  }
  const feeRate = decimalIn<TermsField>('feeRate', draft.feeRate, TERM_BOUNDS.options.feeRate);
  if (isProblem(feeRate)) return feeRate;
  const minAmount = decimalIn<TermsField>('minAmount', draft.minAmount, TERM_BOUNDS.options.minAmount);
  if (isProblem(minAmount)) return minAmount;
  return { ok: true, terms: { periods: periods.sort((a, b) => a.period - b.period), feeRate, minAmount } };
}

/** PUT /admin/terms/funds's body, or why not: minimums above 0, a fee (0 for none) below the withdrawal minimum, four-eyes thresholds from 0. */
export function checkFunds(draft: FundDraft): Checked<FundTerms> {
  const depositMinUsdt = decimalIn<TermsField>('depositMinUsdt', draft.depositMinUsdt, TERM_BOUNDS.funds.depositMinUsdt);
  if (isProblem(depositMinUsdt)) return depositMinUsdt;
  const withdrawalMinUsdt = decimalIn<TermsField>('withdrawalMinUsdt', draft.withdrawalMinUsdt, TERM_BOUNDS.funds.withdrawalMinUsdt);
  if (isProblem(withdrawalMinUsdt)) return withdrawalMinUsdt;
  const withdrawalFeeUsdt = decimalIn<TermsField>('withdrawalFeeUsdt', draft.withdrawalFeeUsdt, TERM_BOUNDS.funds.withdrawalFeeUsdt);
  if (isProblem(withdrawalFeeUsdt)) return withdrawalFeeUsdt;
  if (!isFeeBelowMinimum(withdrawalFeeUsdt, withdrawalMinUsdt)) return { ok: false, problem: 'feeNotBelowMinimum' };
  const depositFourEyesUsdt = decimalIn<TermsField>('depositFourEyesUsdt', draft.depositFourEyesUsdt, TERM_BOUNDS.funds.depositFourEyesUsdt);
  if (isProblem(depositFourEyesUsdt)) return depositFourEyesUsdt;
  const withdrawalFourEyesUsdt = decimalIn<TermsField>('withdrawalFourEyesUsdt', draft.withdrawalFourEyesUsdt, TERM_BOUNDS.funds.withdrawalFourEyesUsdt);
  if (isProblem(withdrawalFourEyesUsdt)) return withdrawalFourEyesUsdt;
  return { ok: true, terms: { depositMinUsdt, withdrawalMinUsdt, withdrawalFeeUsdt, depositFourEyesUsdt, withdrawalFourEyesUsdt } };
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
