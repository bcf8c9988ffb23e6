import { USDT_DECIMALS, type StakingPlanRow } from '@halyard/shared';
import Decimal from '@halyard/shared/decimal';
import { formatPercent, formatQuantity } from '../../../lib/format';

/** A daily rate (a fraction) as a percent: 0.0002 -> 0.02%. */
export function ratePercent(rate: string): string {
  return formatPercent(new Decimal(rate).times(100), { signed: false });
}

/** A plan's bounds as the member reads them: 100 – 50,000. */
export function planLimits(plan: StakingPlanRow): { min: string; max: string } {
  return { min: formatQuantity(plan.minAmount, USDT_DECIMALS), max: formatQuantity(plan.maxAmount, USDT_DECIMALS) };
}
