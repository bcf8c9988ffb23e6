import type { Wallet } from './eip1193';

/** The wallet is on another chain than the transfer's: nothing was sent. */
export class WrongChainError extends Error {
  override name = 'WrongChainError';

  constructor(
    readonly expected: number,
    readonly actual: number,
  ) {
    super(`the wallet is on chain ${actual}, not ${expected}`);
  }
}

export interface TokenTransfer {
  chainId: number;
  /** The ERC-20 contract. */
  token: string;
  to: string;
  /** In the token's base units, as a decimal string. */
  amount: string;
}

const TX_HASH = /^0x[0-9a-fA-F]{64}$/;

/**
 * Has the wallet send an ERC-20 `transfer(to, amount)` from its account, after checking it is on
 * the transfer's chain: eth_chainId -> eth_requestAccounts -> eth_sendTransaction. Resolves with
 * the transaction's hash; the wallet's own refusal (e.g. code 4001) is thrown as it came.
 */
export async function sendTokenTransfer(wallet: Wallet, transfer: TokenTransfer): Promise<`0x${string}`> {
  const chainId = Number(await wallet.provider.request({ method: 'eth_chainId' }));
  if (chainId !== transfer.chainId) throw new WrongChainError(transfer.chainId, chainId);
  const accounts = await wallet.provider.request({ method: 'eth_requestAccounts' });
  const [from] = Array.isArray(accounts) ? accounts : [];
  if (typeof from !== 'string') throw new Error('No account');
  // viem loads here, on a payout only, so no page carries it for this.
  const { encodeFunctionData, erc20Abi, getAddress } = await import('viem');
  const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [getAddress(transfer.to), BigInt(transfer.amount)] });
  const hash = await wallet.provider.request({ method: 'eth_sendTransaction', params: [{ from, to: transfer.token, data }] });
  if (typeof hash !== 'string' || !TX_HASH.test(hash)) throw new Error('The wallet returned no transaction hash');
  return hash as `0x${string}`;
}
