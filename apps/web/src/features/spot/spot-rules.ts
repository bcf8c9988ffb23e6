import type { SpotRow, SpotStatus } from '@halyard/shared';
import Decimal from '@halyard/shared/decimal';
import type { StatusTone } from '../../components/status-tag';
import type { MessageKey } from '../../lib/i18n';

export const STATUS_TONES: Record<SpotStatus, StatusTone> = {
  pending: 'pending',
  filled: 'success',
  cancelled: 'neutral',
};

/**
 * The published rule an order filled by: a market order at the index of its second; a limit at
 * its own price, or at once at the index when it was already reached when placed (it then filled
 * in the second it was placed, at exactly that second's index price).
 */
export function fillRuleKey(row: SpotRow): MessageKey {
  if (row.priceType === 'market') return 'spot.rules.fillMarket';
  const atOnce = row.fillSecond === row.placedSecond && row.fillPrice !== null && row.fillIndexPrice !== null && new Decimal(row.fillPrice).eq(row.fillIndexPrice);
  return atOnce ? 'spot.rules.fillLimitAtOnce' : 'spot.rules.fillLimit';
}
