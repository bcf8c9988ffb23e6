// Where `npm run start:chain` keeps its demo: the app's data, and the node and token it started
// (so `npm run chain:send` in another terminal sends to the same chain).
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** ./data-chain, emptied at each start; CHAIN_DATA_DIR names another (the tests' temporary one). */
export const CHAIN_DATA_DIR = process.env.CHAIN_DATA_DIR ? path.resolve(process.env.CHAIN_DATA_DIR) : fileURLToPath(new URL('../data-chain', import.meta.url));
export const LOCAL_CHAIN_FILE = path.join(CHAIN_DATA_DIR, 'local-chain.json');

export interface LocalChainFile {
  rpcUrl: string;
  usdt: `0x${string}`;
  chainId: number;
}
