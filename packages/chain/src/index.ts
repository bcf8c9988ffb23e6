export { TEST_MNEMONIC, testAccount, testDepositAccount, testDepositXpub } from './accounts.js';
export { compileContract, type CompiledContract } from './compile.js';
export { LocalChain, TEST_USDT_DECIMALS } from './local-chain.js';
export { LOCAL_CHAIN_ID, startLocalNode, type LocalNode } from './node.js';
