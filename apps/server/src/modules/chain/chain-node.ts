import { createPublicClient, erc20Abi, getAddress, http, webSocket, type Address, type PublicClient } from 'viem';
import type { Config } from '../../config.js';

/**
 * The Ethereum node the platform follows (ETH_RPC_URL): read-only. Nothing here signs; the
 * server holds the deposit key's public half only (DEPOSIT_XPUB).
 */
export interface ChainNode {
  client: PublicClient;
  chainId: number;
  /** The USDT token's contract and its decimals, read from the contract at start. */
  usdt: { address: Address; decimals: number };
  /** Confirmations before a deposit is credited or a payout counted as paid. */
  confirmations: number;
  xpub: string;
  close(): Promise<void>;
}

export class ChainNodeError extends Error {
  override name = 'ChainNodeError';
}

/** The node named by the configuration, checked to be the chain CHAIN_ID names; undefined without ETH_RPC_URL. */
export async function connectChainNode(config: Config): Promise<ChainNode | undefined> {
  const { ETH_RPC_URL: url, USDT_CONTRACT: usdtContract, DEPOSIT_XPUB: xpub } = config;
  if (!url || !usdtContract || !xpub) return undefined;
  const transport = url.startsWith('ws') ? webSocket(url, { retryCount: 3 }) : http(url, { batch: { batchSize: 200 }, retryCount: 2, timeout: 20_000 });
  const client = createPublicClient({ transport, cacheTime: 0 });
  let chainId: number;
  try {
    chainId = await client.getChainId();
  } catch (error) {
    throw new ChainNodeError(`ETH_RPC_URL does not answer: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
  }
  if (chainId !== config.CHAIN_ID) throw new ChainNodeError(`ETH_RPC_URL is chain ${chainId}, but CHAIN_ID is ${config.CHAIN_ID}: refusing to start`);
  const address = getAddress(usdtContract);
  let decimals: number;
  try {
    decimals = await client.readContract({ address, abi: erc20Abi, functionName: 'decimals' });
  } catch {
    throw new ChainNodeError(`USDT_CONTRACT ${address} answers no decimals() on chain ${chainId}: is it the token's address?`);
  }
  return {
    client,
    chainId,
    usdt: { address, decimals },
    confirmations: config.DEPOSIT_CONFIRMATIONS,
    xpub,
    close: async () => {
      // A WebSocket node holds a socket open; HTTP holds nothing between calls.
      const socketTransport = client.transport as { getRpcClient?: () => Promise<{ close(): void }> };
      if (socketTransport.getRpcClient) (await socketTransport.getRpcClient()).close();
    },
  };
}
