import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LocalChain, LOCAL_CHAIN_ID, startLocalNode, testDepositXpub, type LocalNode } from '@halyard/chain';
import { startServer, type RunningServer } from './server.js';
import { addressOfKey, OPERATOR_TEST_KEY } from './wallet.js';

/** Confirmations the chain app waits for: few, so a browser test sees a deposit credited in seconds. */
export const E2E_CONFIRMATIONS = 3;

export interface ChainApp {
  baseUrl: string;
  node: LocalNode;
  chain: LocalChain;
  server: RunningServer;
  /** What an injected wallet needs to send transactions to this node. */
  walletNode: { rpcUrl: string; chainId: number };
  stop(): Promise<void>;
}

/**
 * A local Ethereum node with the test USDT, and an app server of its own following it (deposits
 * credited by the chain after E2E_CONFIRMATIONS, payouts verified on it). Start it in beforeAll,
 * open phones on it with `openPhone(browser, setup, { baseUrl })`, stop it in afterAll.
 */
export async function startChainApp(env: Record<string, string> = {}): Promise<ChainApp> {
  const node = await startLocalNode();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'halyard-e2e-chain-'));
  const cleanUp = async () => {
    await node.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const chain = new LocalChain(node.url);
    const usdt = await chain.deployUsdt();
    const server = await startServer(dataDir, {
      ADMIN_ADDRESSES: addressOfKey(OPERATOR_TEST_KEY),
      API_RATE_LIMIT: '100000',
      LOGIN_RATE_LIMIT: '100000',
      ETH_RPC_URL: node.url,
      USDT_CONTRACT: usdt,
      DEPOSIT_XPUB: testDepositXpub(),
      CHAIN_ID: String(LOCAL_CHAIN_ID),
      DEPOSIT_CONFIRMATIONS: String(E2E_CONFIRMATIONS),
      CHAIN_POLL_MS: '300',
      ...env,
    });
    return {
      baseUrl: server.baseUrl,
      node,
      chain,
      server,
      walletNode: { rpcUrl: node.url, chainId: LOCAL_CHAIN_ID },
      stop: async () => {
        await server.stop();
        await cleanUp();
      },
    };
  } catch (error) {
    await cleanUp();
    throw error;
  }
}
