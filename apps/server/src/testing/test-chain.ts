import { LocalChain, LOCAL_CHAIN_ID, startLocalNode, testDepositXpub, type LocalNode } from '@halyard/chain';

export interface TestChain {
  node: LocalNode;
  chain: LocalChain;
  /** What buildTestApp's `env` needs to follow this node: its URL, the test USDT, the demo deposit key, chain 31337. */
  env: Record<string, string>;
  stop(): Promise<void>;
}

/**
 * A real Ethereum node (Hardhat 2) on a free loopback port with the test USDT deployed and the
 * test wallets funded; the watcher polls it every 250 ms. Stop it in afterAll.
 */
export async function startTestChain(options: { confirmations?: number } = {}): Promise<TestChain> {
  const node = await startLocalNode();
  const chain = new LocalChain(node.url);
  try {
    const usdt = await chain.deployUsdt();
    return {
      node,
      chain,
      env: {
        ETH_RPC_URL: node.url,
        USDT_CONTRACT: usdt,
        DEPOSIT_XPUB: testDepositXpub(),
        CHAIN_ID: String(LOCAL_CHAIN_ID),
        DEPOSIT_CONFIRMATIONS: String(options.confirmations ?? 3),
        CHAIN_POLL_MS: '250',
      },
      stop: () => node.stop(),
    };
  } catch (error) {
    await node.stop();
    throw error;
  }
}
