import { coinByPair, DEFAULT_DECIMALS, FEE_PRECISION, type FeeKind } from '@halyard/shared';
import { ledgerDecimals } from '../../../entities/account';
import { formatAmount, formatPrice, formatSignedAmount } from '../../../lib/format';

/**
 * How the console shows a member's money: every amount at its coin's ledger precision (USDT to
 * the cent, ETH and other coins to 8 places), every price at its pair's precision; truncated.
 */
export function coinAmount(value: string, coin: string): string {
  return formatAmount(value, ledgerDecimals(coin));
}

/** A fee at its kind's places (FEE_PRECISION), as the member's pages show it. */
export function feeAmount(value: string, kind: FeeKind): string {
  return formatAmount(value, FEE_PRECISION[kind]);
}

/** A change with its sign (+0.01230000 ETH), at the coin's ledger precision. */
export function signedCoinAmount(value: string, coin: string): string {
  return formatSignedAmount(value, ledgerDecimals(coin));
}

/** The coin a pair trades (btcusdt -> BTC). */
export function pairCoin(pair: string): string {
  return coinByPair(pair)?.coin ?? pair.toUpperCase();
}

/** A price at the pair's own precision, as the trading pages show it. */
export function pairPrice(value: string, pair: string): string {
  return formatPrice(value, coinByPair(pair)?.pricePrecision ?? DEFAULT_DECIMALS);
}
