import { USDT, type AccountKind, type Balances } from '@halyard/shared';

/** USDT available in one account; an account without a row yet holds nothing. */
export function availableUsdt(balances: Balances, account: AccountKind): string {
  return balances.accounts.find((row) => row.account === account && row.coin === USDT)?.available ?? '0';
}

/** Any coin available in one account (BTC bought on spot sits in the fund account). */
export function availableCoin(balances: Balances, account: AccountKind, coin: string): string {
  return balances.accounts.find((row) => row.account === account && row.coin === coin)?.available ?? '0';
}
