import { amountPrecisionOf, USDT, type SpotRow, type SpotStatus } from '@halyard/shared';
import Decimal from '@halyard/shared/decimal';
import type { StatusTone } from '../../components/status-tag';
import { formatAmount } from '../../lib/format';
import type { MessageKey } from '../../lib/i18n';
import { coinOf } from './order-draft';

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

/** An amount of one coin. */
export interface CoinAmount {
  amount: Decimal;
  coin: string;
}

/**
 * What a filled order took and gave, after its fee: a buy paid its total plus the fee in USDT and
 * received the coin; a sell paid the coin and received its total less the fee. Undefined until it fills.
 */
export function spotSettlement(row: Pick<SpotRow, 'pair' | 'side' | 'amount' | 'total' | 'fee'>): { paid: CoinAmount; received: CoinAmount } | undefined {
  if (row.total === null || row.fee === null) return undefined;
  const coin = { amount: new Decimal(row.amount), coin: coinOf(row.pair) };
  return row.side === 'buy'
    ? { paid: { amount: new Decimal(row.total).plus(row.fee), coin: USDT }, received: coin }
    : { paid: coin, received: { amount: new Decimal(row.total).minus(row.fee), coin: USDT } };
}

/** Places to show a USDT figure with: at least 2, as many as it has up to 8, so a net after a fee is shown exactly. */
export function exactUsdtPlaces(value: Decimal): number {
  return Math.min(8, Math.max(2, value.decimalPlaces()));
}

/** "524.475 USDT" / "0.25 ETH": USDT exactly, a coin at its pair's amount precision. */
export function shownAmount(value: CoinAmount, pair: string): string {
  const places = value.coin === USDT ? exactUsdtPlaces(value.amount) : amountPrecisionOf(pair);
  return `${formatAmount(value.amount, places)} ${value.coin}`;
}
