/** The part of EIP-1193 the app uses: sign-in needs accounts and personal_sign; an operator's payout, the chain and a transaction. */
export interface Eip1193Provider {
  request(args: { method: 'eth_requestAccounts' }): Promise<unknown>;
  request(args: { method: 'personal_sign'; params: [message: string, address: string] }): Promise<unknown>;
  request(args: { method: 'eth_chainId' }): Promise<unknown>;
  request(args: { method: 'eth_sendTransaction'; params: [transaction: { from: string; to: string; data: string }] }): Promise<unknown>;
}

/** EIP-6963 provider info; `icon` is a data URI shown only through <img src>. */
export interface WalletInfo {
  uuid: string;
  name: string;
  icon: string;
  rdns: string;
}

export interface Wallet {
  info: WalletInfo;
  provider: Eip1193Provider;
}

export function isEip1193Provider(value: unknown): value is Eip1193Provider {
  return typeof value === 'object' && value !== null && 'request' in value && typeof value.request === 'function';
}
