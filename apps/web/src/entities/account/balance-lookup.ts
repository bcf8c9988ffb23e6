import { USDT, type AccountKind, type Balances } from '@halyard/shared';

/** USDT available in one account; an account without a row yet holds nothing. */
export function availableUsdt(balances: Balances, account: AccountKind): string {
  return balances.accounts.find((row) => row.account === account && row.coin === USDT)?.available ?? '0';
}
