/** Names of the networks a deployment may sign in on (CHAIN_ID); proper names, never translated. */
const CHAIN_NAMES: Record<number, string> = {
  1: 'Ethereum Mainnet',
  11155111: 'Sepolia',
  31337: 'Hardhat',
};

export function networkName(chainId: number | undefined): string {
  const id = chainId ?? 1;
  return CHAIN_NAMES[id] ?? `Chain ${id}`;
}
