import type { Books } from '@halyard/shared';
import Decimal from '@halyard/shared/decimal';

export interface BooksTotals {
  depositsUsdt: Decimal;
  withdrawalsUsdt: Decimal;
  feesUsdt: Decimal;
  housePnlUsdt: Decimal;
}

/** The period's sums of the daily flows, in decimal (the server sends each day as text). */
export function booksTotals(days: Books['days']): BooksTotals {
  const sum = (pick: (day: Books['days'][number]) => string) => days.reduce((total, day) => total.plus(pick(day)), new Decimal(0));
  return {
    depositsUsdt: sum((day) => day.depositsUsdt),
    withdrawalsUsdt: sum((day) => day.withdrawalsUsdt),
    feesUsdt: sum((day) => day.feesUsdt),
    housePnlUsdt: sum((day) => day.housePnlUsdt),
  };
}
