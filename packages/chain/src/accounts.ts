import { mnemonicToSeedSync } from '@scure/bip39';
import { HDKey, mnemonicToAccount, type HDAccount } from 'viem/accounts';

/** Hardhat's well-known test mnemonic: its accounts are funded with 10,000 ETH on the local node. Never use it for real money. */
export const TEST_MNEMONIC = 'test test test test test test test test test test test junk';

/** The funded test wallets `m/44'/60'/0'/0/<i>`: 0 deploys the token, the others send deposits or pay withdrawals. */
export function testAccount(index: number): HDAccount {
  return mnemonicToAccount(TEST_MNEMONIC, { addressIndex: index });
}

/**
 * The demo platform's deposit key: the account-level extended public key `m/44'/60'/1'` of the
 * test mnemonic (account 1, so member addresses never collide with the funded test wallets).
 * The operator's wallet holding the mnemonic can spend from them; the server, given only this, cannot.
 */
export function testDepositXpub(): string {
  return HDKey.fromMasterSeed(mnemonicToSeedSync(TEST_MNEMONIC)).derive("m/44'/60'/1'").publicExtendedKey;
}

/** The private key of deposit address `0/<index>` below the demo key: what the operator's own wallet sweeps with. */
export function testDepositAccount(index: number): HDAccount {
  return mnemonicToAccount(TEST_MNEMONIC, { accountIndex: 1, addressIndex: index });
}
