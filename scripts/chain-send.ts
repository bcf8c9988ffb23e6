// `npm run chain:send -- usdt <address> <amount>`, `-- eth <address> <amount>`, `-- mine <blocks>`:
// sends a deposit from a funded test account (1) on the node `npm run start:chain` started, or mines
// blocks on it. ETH_RPC_URL and USDT_CONTRACT name another local node and token.
import { existsSync, readFileSync } from 'node:fs';
import { LocalChain } from '@halyard/chain';
import { getAddress, isAddress, type Address } from 'viem';
import { LOCAL_CHAIN_FILE, type LocalChainFile } from './local-chain-file.ts';

const FROM_ACCOUNT = 1;
const USAGE = 'usage: npm run chain:send -- usdt <address> <amount> | eth <address> <amount> | mine <blocks>';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

function localChain(): LocalChainFile {
  const { ETH_RPC_URL: rpcUrl, USDT_CONTRACT: usdt } = process.env;
  if (rpcUrl && usdt && isAddress(usdt)) return { rpcUrl, usdt, chainId: 0 };
  if (!existsSync(LOCAL_CHAIN_FILE)) fail('No local chain is running: start one with npm run start:chain (or set ETH_RPC_URL and USDT_CONTRACT).');
  return JSON.parse(readFileSync(LOCAL_CHAIN_FILE, 'utf8')) as LocalChainFile;
}

function recipient(text: string | undefined): Address {
  if (!text || !isAddress(text, { strict: false })) fail(`"${text ?? ''}" is not an Ethereum address.\n${USAGE}`);
  return getAddress(text);
}

function amount(text: string | undefined): string {
  if (!text || !/^\d+(\.\d+)?$/.test(text) || Number(text) === 0) fail(`"${text ?? ''}" is not an amount more than zero (e.g. 100 or 0.5).\n${USAGE}`);
  return text;
}

const [what, first, second] = process.argv.slice(2);
const { rpcUrl, usdt } = localChain();
const chain = new LocalChain(rpcUrl);
chain.useUsdt(usdt);
try {
  if (what === 'usdt' || what === 'eth') {
    const to = recipient(first);
    const sent = amount(second);
    const hash = what === 'usdt' ? await chain.sendUsdt(FROM_ACCOUNT, to, sent) : await chain.sendEth(FROM_ACCOUNT, to, sent);
    const receipt = await chain.public.getTransactionReceipt({ hash });
    process.stdout.write(`Sent ${sent} ${what.toUpperCase()} to ${to} from test account ${FROM_ACCOUNT}\n  transaction ${hash}\n  block ${receipt.blockNumber}\n`);
  } else if (what === 'mine') {
    const blocks = Number(first);
    if (!Number.isInteger(blocks) || blocks < 1 || blocks > 10_000) fail(`"${first ?? ''}" is not a number of blocks from 1 to 10000.\n${USAGE}`);
    await chain.mine(blocks);
    process.stdout.write(`Mined ${blocks} block${blocks === 1 ? '' : 's'}: the head is block ${await chain.head()}\n`);
  } else {
    fail(USAGE);
  }
} catch (error) {
  fail(`The node at ${rpcUrl} refused: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
}
