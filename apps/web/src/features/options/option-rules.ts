import type { OptionDirection, OptionResult, OptionRow } from '@halyard/shared';
import Decimal from '@halyard/shared/decimal';
import type { StatusTone } from '../../components/status-tag';

export const RESULT_TONES: Record<OptionResult, StatusTone> = { win: 'success', loss: 'danger', draw: 'neutral' };

/** Whole seconds until `closeTime` (never below zero). */
export function secondsLeft(closeTime: string, now: number): number {
  return Math.max(0, Math.ceil((new Date(closeTime).getTime() - now) / 1000));
}

/** 27 → 00:27, 300 → 05:00. */
export function formatCountdown(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${String(minutes).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}

/** Share of the period already run, 0..1, for the progress bar. */
export function elapsedShare(row: Pick<OptionRow, 'period' | 'closeTime'>, now: number): number {
  return Math.min(1, Math.max(0, 1 - secondsLeft(row.closeTime, now) / row.period));
}

export type Standing = 'ahead' | 'behind' | 'level';

/** How an open option stands at the live price: a rise is ahead above its buy price, a fall below it. */
export function standingOf(direction: OptionDirection, buyPrice: string, live: string | undefined): Standing | undefined {
  if (live === undefined) return undefined;
  const move = new Decimal(live).comparedTo(buyPrice);
  if (move === 0) return 'level';
  return (move > 0) === (direction === 'rise') ? 'ahead' : 'behind';
}

/** Payout less amount and fee: what the member made or lost on a settled option. */
export function netResult(row: Pick<OptionRow, 'amount' | 'fee' | 'payout'>): Decimal | undefined {
  return row.payout === null ? undefined : new Decimal(row.payout).minus(row.amount).minus(row.fee);
}

/** The tone of a signed result: up above zero, down below, flat at zero. */
export function netTone(net: Decimal | undefined): 'up' | 'down' | 'flat' {
  if (!net) return 'flat';
  return net.gt(0) ? 'up' : net.lt(0) ? 'down' : 'flat';
}

/** The words under a settled option's net result: what it paid (a right call), paid back (a wrong one) or returned (unchanged). */
export const PAYOUT_KEYS = { win: 'options.result.paid', loss: 'options.result.paidBack', draw: 'options.result.stakeBack' } as const satisfies Record<OptionResult, string>;
