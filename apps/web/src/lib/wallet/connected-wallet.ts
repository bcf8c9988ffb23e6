import type { Wallet } from './eip1193';

/** The wallet used for the current session; forgotten on logout, 401 or a failed sign-in. */
let current: Wallet | undefined;

export function rememberWallet(wallet: Wallet): void {
  current = wallet;
}

export function connectedWallet(): Wallet | undefined {
  return current;
}

export function forgetWallet(): void {
  current = undefined;
}
