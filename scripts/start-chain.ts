// `npm run start:chain`: the app against a local Ethereum node, so anyone can send a deposit and
// watch it arrive. Starts Hardhat's node (port 8545 when free), deploys the test USDT, funds the
// test accounts, mines a block every CHAIN_BLOCK_SECONDS (2) as a real chain would, then starts the
// app as `npm start` does, following that node, with its data in ./data-chain. The node starts
// from block 0 every time, so ./data-chain is emptied at each start: deposits recorded against
// the last run's chain would name blocks this one never had. Ctrl-C stops the app and the node.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LocalChain, LOCAL_CHAIN_ID, startLocalNode, TEST_MNEMONIC, TEST_USDT_DECIMALS, testAccount, testDepositXpub, type LocalNode } from '@halyard/chain';
import { getAddress, toHex } from 'viem';
import { CHAIN_DATA_DIR, LOCAL_CHAIN_FILE, type LocalChainFile } from './local-chain-file.ts';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
/** The test account the banner offers for a wallet and `chain:send` sends from. */
const WALLET_ACCOUNT = 1;

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

function exited(child: ChildProcess): Promise<number> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode ?? 1);
    else child.once('exit', (code) => resolve(code ?? 1));
  });
}

/** Resolves once the app answers /api/health; rejects if it exits first. */
async function healthy(url: string, app: ChildProcess): Promise<void> {
  for (;;) {
    if (app.exitCode !== null || app.signalCode !== null) throw new Error(`the app exited (${app.exitCode ?? app.signalCode}) before it answered`);
    try {
      if ((await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) })).ok) return;
    } catch {
      // not listening yet (the first start builds the web app)
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

function banner(lines: { app: string; rpc: string; usdt: string; confirmations: string; blockSeconds: number; admin: string; node: LocalNode; appPid: number }): string {
  const wallet = testAccount(WALLET_ACCOUNT);
  const key = wallet.getHdKey().privateKey;
  return `
Halyard is running against a local Ethereum node.

  App              ${lines.app}   (operators: ${lines.app}/admin?section=chain)
  Ethereum RPC     ${lines.rpc}   chain id ${LOCAL_CHAIN_ID}: add it to your wallet as a network
  USDT contract    ${getAddress(lines.usdt)}   (${TEST_USDT_DECIMALS} decimals): import it into your wallet as a token
  Confirmations    ${lines.confirmations} (DEPOSIT_CONFIRMATIONS); a block every ${lines.blockSeconds} s
  Data             ${path.relative(process.cwd(), CHAIN_DATA_DIR) || '.'} (emptied at each start: the chain starts afresh too)

  A funded test account (TEST ONLY: Hardhat's well-known key, public on the internet; never
  send real money to it). It holds 10,000 ETH and 1,000,000 USDT on this local chain only:
    address        ${wallet.address}${lines.admin === wallet.address ? '   (an operator here: ADMIN_ADDRESSES)' : ''}
    private key    ${key ? toHex(key) : '(none)'}
  Accounts 0 to 9 of the mnemonic "${TEST_MNEMONIC}" hold the same.

  Sign in, open Assets > Deposit to see your own address, then send to it from another terminal:
    npm run chain:send -- usdt <address> <amount>
    npm run chain:send -- eth <address> <amount>
    npm run chain:send -- mine <blocks>

  Ctrl-C stops the app (pid ${lines.appPid}) and the node (pid ${lines.node.pid}).
`;
}

async function main(): Promise<void> {
  const appPort = Number(process.env.PORT ?? 8080);
  // Before anything is started or emptied: a second start:chain must not wipe the first one's data.
  if (!(await portIsFree(appPort))) throw new Error(`Port ${appPort} is taken (is npm start or another start:chain running?): stop it, or set PORT`);
  const requestedPort = Number(process.env.CHAIN_RPC_PORT ?? 8545);
  const port = (await portIsFree(requestedPort)) ? requestedPort : undefined;
  if (port === undefined) console.warn(`Port ${requestedPort} is taken: the node takes a free port instead.`);
  const blockSeconds = Number(process.env.CHAIN_BLOCK_SECONDS ?? 2);
  const node = await startLocalNode(port === undefined ? {} : { port });
  let app: ChildProcess | undefined;
  let stopping = false;
  const stop = async (code: number) => {
    if (stopping) return;
    stopping = true;
    if (app && app.exitCode === null && app.signalCode === null) {
      app.kill('SIGTERM');
      await exited(app);
    }
    await node.stop();
    process.exit(code);
  };
  process.on('SIGINT', () => void stop(0));
  process.on('SIGTERM', () => void stop(0));
  try {
    const chain = new LocalChain(node.url);
    const usdt = await chain.deployUsdt();
    if (blockSeconds > 0) await chain.test.setIntervalMining({ interval: blockSeconds });

    // Only a folder this script made (or an empty one) is emptied: never another app's data.
    if (existsSync(CHAIN_DATA_DIR) && readdirSync(CHAIN_DATA_DIR).length > 0 && !existsSync(LOCAL_CHAIN_FILE)) {
      throw new Error(`${CHAIN_DATA_DIR} holds data that npm run start:chain did not write: not emptying it (name another with CHAIN_DATA_DIR)`);
    }
    rmSync(CHAIN_DATA_DIR, { recursive: true, force: true });
    mkdirSync(CHAIN_DATA_DIR, { recursive: true });
    const written: LocalChainFile = { rpcUrl: node.url, usdt, chainId: LOCAL_CHAIN_ID };
    writeFileSync(LOCAL_CHAIN_FILE, `${JSON.stringify(written, null, 2)}\n`);

    const admin = process.env.ADMIN_ADDRESSES ?? testAccount(WALLET_ACCOUNT).address;
    const confirmations = process.env.DEPOSIT_CONFIRMATIONS ?? '3';
    // Its own embedded database in one process: a DATABASE_URL, REDIS_URL or ROLE meant for `npm start` is not this demo's.
    const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => !['DATABASE_URL', 'REDIS_URL', 'ROLE'].includes(name)));
    const env = {
      LOG_LEVEL: 'warn',
      ...inherited,
      DATA_DIR: CHAIN_DATA_DIR,
      ETH_RPC_URL: node.url,
      USDT_CONTRACT: usdt,
      DEPOSIT_XPUB: testDepositXpub(),
      CHAIN_ID: String(LOCAL_CHAIN_ID),
      DEPOSIT_CONFIRMATIONS: confirmations,
      CHAIN_POLL_MS: process.env.CHAIN_POLL_MS ?? '1000',
      ADMIN_ADDRESSES: admin,
    };
    const started = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'scripts/start.mjs')], { cwd: repoRoot, env, stdio: 'inherit' });
    app = started;
    started.once('exit', (code) => void stop(code ?? 1));
    const appUrl = `http://localhost:${appPort}`;
    await healthy(appUrl.replace('localhost', '127.0.0.1'), started);
    process.stdout.write(banner({ app: appUrl, rpc: node.url, usdt, confirmations, blockSeconds, admin, node, appPid: started.pid ?? 0 }));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    await stop(1);
  }
}

await main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
