import { z } from 'zod';
import Decimal from '../decimal.js';
import { DEPOSIT_MIN_USDT, FOUR_EYES_DEFAULT_USDT, WITHDRAWAL_FEE_USDT, WITHDRAWAL_MIN_USDT } from './assets.js';
import { CONTRACT_FEE_RATE, CONTRACT_LEVERAGES, CONTRACT_MAINTENANCE_RATE, CONTRACT_MIN_MARGIN } from './contract.js';
import { numericText } from './input-text.js';
import { OPTION_FEE_RATE, OPTION_MIN_AMOUNT, OPTION_PERIODS } from './options.js';
import { checkTermDecimal, isFeeBelowMinimum, maintenanceCeiling, TERM_BOUNDS, TERM_DECIMAL_TEXT, TERM_LIMITS, termDecimalOf, type DecimalBounds } from './term-bounds.js';

/**
 * Product terms (ours): what operators set in the console and every new order, option or
 * withdrawal is made under. A record keeps the terms it was made under (its fee rate, profit
 * rate, maintenance rate, fee), so a change applies to new records only. Staking plans and blind
 * box tiers are terms too, kept in their own tables.
 */
export const PRODUCT_TERMS = ['contract', 'options', 'funds'] as const;
export type ProductTermsName = (typeof PRODUCT_TERMS)[number];

const decimalText = numericText().regex(TERM_DECIMAL_TEXT, { message: 'amountInvalid' });
/** A decimal inside a term's bounds (term-bounds.ts). */
function between(bounds: DecimalBounds) {
  return decimalText.refine((value) => checkTermDecimal(value, bounds).ok, { message: 'outOfRange' });
}
const { contract, options, funds, stakingPlan, boxTier } = TERM_BOUNDS;

export const contractTermsSchema = z
  .object({
    leverages: z
      .array(z.number().int().min(1).max(TERM_LIMITS.maxLeverage))
      .min(1)
      .max(TERM_LIMITS.maxLevels)
      .refine((levels) => new Set(levels).size === levels.length, { message: 'duplicate' }),
    feeRate: between(contract.feeRate),
    maintenanceMarginRate: between(contract.maintenanceMarginRate),
    minMargin: between(contract.minMargin),
  })
  .refine((terms) => {
    const rate = termDecimalOf(terms.maintenanceMarginRate);
    return rate === undefined || !Array.isArray(terms.leverages) || terms.leverages.length === 0 || rate.lt(maintenanceCeiling(terms.leverages));
  }, {
    message: 'maintenanceTooHigh',
    path: ['maintenanceMarginRate'],
  });
export type ContractTerms = z.infer<typeof contractTermsSchema>;

export const optionTermsSchema = z.object({
  periods: z
    .array(z.object({ period: z.number().int().min(TERM_LIMITS.minPeriod).max(TERM_LIMITS.maxPeriod), profitRate: between(options.profitRate) }))
    .min(1)
    .max(TERM_LIMITS.maxPeriods)
    .refine((rows) => new Set(rows.map((row) => row.period)).size === rows.length, { message: 'duplicate' }),
  feeRate: between(options.feeRate),
  minAmount: between(options.minAmount),
});
export type OptionTerms = z.infer<typeof optionTermsSchema>;

export const fundTermsSchema = z
  .object({
    depositMinUsdt: between(funds.depositMinUsdt),
    withdrawalMinUsdt: between(funds.withdrawalMinUsdt),
    withdrawalFeeUsdt: between(funds.withdrawalFeeUsdt),
    depositFourEyesUsdt: between(funds.depositFourEyesUsdt).describe('A deposit worth more USDT than this is decided by two operators; 0: every deposit'),
    withdrawalFourEyesUsdt: between(funds.withdrawalFourEyesUsdt).describe('A withdrawal of more USDT than this is decided by two operators; 0: every withdrawal'),
  })
  .refine(
    (terms) => {
      const fee = termDecimalOf(terms.withdrawalFeeUsdt);
      const min = termDecimalOf(terms.withdrawalMinUsdt);
      return fee === undefined || min === undefined || isFeeBelowMinimum(fee, min);
    },
    { message: 'feeNotBelowMinimum', path: ['withdrawalFeeUsdt'] },
  );
export type FundTerms = z.infer<typeof fundTermsSchema>;

export const productTermsSchema = z.object({ contract: contractTermsSchema, options: optionTermsSchema, funds: fundTermsSchema });
export type ProductTerms = z.infer<typeof productTermsSchema>;

/** What a fresh platform starts with (the figures the spec's screens were drawn with). */
export const DEFAULT_PRODUCT_TERMS: ProductTerms = {
  contract: { leverages: [...CONTRACT_LEVERAGES], feeRate: CONTRACT_FEE_RATE, maintenanceMarginRate: CONTRACT_MAINTENANCE_RATE, minMargin: CONTRACT_MIN_MARGIN },
  options: { periods: OPTION_PERIODS.map((row) => ({ ...row })), feeRate: OPTION_FEE_RATE, minAmount: OPTION_MIN_AMOUNT },
  funds: {
    depositMinUsdt: DEPOSIT_MIN_USDT,
    withdrawalMinUsdt: WITHDRAWAL_MIN_USDT,
    withdrawalFeeUsdt: WITHDRAWAL_FEE_USDT,
    depositFourEyesUsdt: FOUR_EYES_DEFAULT_USDT,
    withdrawalFourEyesUsdt: FOUR_EYES_DEFAULT_USDT,
  },
};

/** GET /admin/terms: the terms in force, with who set each last and when (null: the defaults). */
export const productTermsViewSchema = z.object({
  terms: productTermsSchema,
  changed: z.record(z.string(), z.object({ by: z.string(), at: z.string() }).nullable()),
});
export type ProductTermsView = z.infer<typeof productTermsViewSchema>;
export const productTermsParamsSchema = z.object({ product: z.enum(PRODUCT_TERMS) });

/** PUT /admin/stakingPlans/{id} and POST /admin/stakingPlans: a plan for new stakes (a stake keeps its days and rate). */
export const stakingPlanInputSchema = z
  .object({
    days: z.number().int().min(1).max(TERM_LIMITS.maxPlanDays),
    minAmount: between(stakingPlan.minAmount),
    maxAmount: between(stakingPlan.maxAmount),
    dailyRate: between(stakingPlan.dailyRate).describe('A fraction a day: 0.0002 is 0.02 %; at most 1 % a day'),
    active: z.boolean(),
    sort: z.number().int().min(0).max(10_000).optional(),
  })
  .refine((plan) => {
    const min = termDecimalOf(plan.minAmount);
    const max = termDecimalOf(plan.maxAmount);
    return min === undefined || max === undefined || max.gte(min);
  }, { message: 'maxBelowMin', path: ['maxAmount'] });
export type StakingPlanInput = z.infer<typeof stakingPlanInputSchema>;
export const stakingPlanConsoleRowSchema = z.object({
  id: z.number().int(),
  days: z.number().int(),
  minAmount: z.string(),
  maxAmount: z.string(),
  dailyRate: z.string(),
  active: z.boolean(),
  sort: z.number().int(),
  activeStakes: z.number().int().describe('Stakes running under it now (on the terms they were made with)'),
});
export type StakingPlanConsoleRow = z.infer<typeof stakingPlanConsoleRowSchema>;

/** PUT /admin/boxTiers/{level}: a tier and its prize table for new openings (an opening keeps the table it was drawn from). */
export const boxTierInputSchema = z.object({
  price: between(boxTier.price),
  gift: between(boxTier.gift),
  active: z.boolean(),
  prizes: z
    .array(z.object({ amount: between(boxTier.prizeAmount), probability: between(boxTier.probability) }))
    .min(1)
    .max(TERM_LIMITS.maxPrizes)
    // Exactly 1, in decimals: the roll picks a row by the running sum, and nothing may be left over.
    .refine((rows) => rows.every((row) => termDecimalOf(row.probability) !== undefined) && rows.reduce((sum, row) => sum.plus(termDecimalOf(row.probability) ?? 0), new Decimal(0)).eq(1), {
      message: 'probabilitiesNotOne',
    }),
});
export type BoxTierInput = z.infer<typeof boxTierInputSchema>;
export const boxTierConsoleRowSchema = z.object({
  level: z.number().int(),
  price: z.string(),
  gift: z.string(),
  active: z.boolean(),
  prizes: z.array(z.object({ amount: z.string(), probability: z.string() })),
  expectedReturn: z.string().describe('USDT a box pays on average: gift + sum of amount × probability'),
  expectedReturnRate: z.string().describe('expectedReturn / price'),
  openings: z.number().int(),
});
export type BoxTierConsoleRow = z.infer<typeof boxTierConsoleRowSchema>;
export const boxLevelParamsSchema = z.object({ level: z.coerce.number().int().min(1).max(100) });
