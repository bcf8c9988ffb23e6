import { coinByPair, DEFAULT_DECIMALS } from '@halyard/shared';

export function pricePrecisionOf(pair: string): number {
  return coinByPair(pair)?.pricePrecision ?? DEFAULT_DECIMALS;
}
