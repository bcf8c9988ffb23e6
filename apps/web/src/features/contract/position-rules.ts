import type { CloseReason, ContractRow } from '@halyard/shared';
import Decimal from '@halyard/shared/decimal';
import type { StatusTone } from '../../components/status-tag';
import type { MessageKey } from '../../lib/i18n';

/** How a finished order ended, as its history label: one of the four closes, or cancelled. */
export type ContractOutcome = CloseReason | 'cancelled';

export function outcomeOf(row: Pick<ContractRow, 'status' | 'closeReason'>): ContractOutcome | undefined {
  if (row.status === 'cancelled') return 'cancelled';
  return row.closeReason ?? undefined;
}

export const OUTCOME_TONES: Record<ContractOutcome, StatusTone> = {
  manual: 'neutral',
  takeProfit: 'success',
  stopLoss: 'pending',
  liquidation: 'danger',
  cancelled: 'neutral',
};

/**
 * The published rule a position opened by: a market order at the index of its second; a limit at
 * its own price, or at once at the index when it was already reached when placed (it then opened
 * in the second it was placed, at exactly that second's index price).
 */
export function openRuleKey(row: ContractRow): MessageKey {
  if (row.priceType === 'market') return 'contract.rules.openMarket';
  const atOnce =
    row.openSecond === row.placedSecond && row.openPrice !== null && row.openIndexPrice !== null && new Decimal(row.openPrice).eq(row.openIndexPrice);
  return atOnce ? 'contract.rules.openLimitAtOnce' : 'contract.rules.openLimit';
}

const CLOSE_RULES: Record<CloseReason, MessageKey> = {
  manual: 'contract.rules.closeManual',
  takeProfit: 'contract.rules.closeTakeProfit',
  stopLoss: 'contract.rules.closeStopLoss',
  liquidation: 'contract.rules.closeLiquidation',
};

export function closeRuleKey(reason: CloseReason): MessageKey {
  return CLOSE_RULES[reason];
}

/** The public record of one index second: anyone may check a fill against it. */
export { indexPriceLink } from '../../entities/trading';
