import { USDT, USDT_DECIMALS } from '@halyard/shared';

/** Balances of other coins (the ETH mining reward) are small: show them to 6 places. */
const OTHER_COIN_DECIMALS = 6;

/** Places a balance of this coin is shown with (truncated, never rounded). */
export function displayDecimals(coin: string): number {
  return coin === USDT ? USDT_DECIMALS : OTHER_COIN_DECIMALS;
}

/** A reported coin quantity (0.05 ETH) keeps its own digits, up to this many. */
export const COIN_QUANTITY_DECIMALS = 8;

/** Places the ledger's amounts of a coin are checked at: USDT to the cent, any other coin to 8 places (an ETH reward is far below its trading step). */
export function ledgerDecimals(coin: string): number {
  return coin === USDT ? USDT_DECIMALS : COIN_QUANTITY_DECIMALS;
}
