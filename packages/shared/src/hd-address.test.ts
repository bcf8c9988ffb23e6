import { mnemonicToAccount, HDKey } from 'viem/accounts';
import { mnemonicToSeedSync } from '@scure/bip39';
import { describe, expect, it } from 'vitest';
import { depositAddressAt, isExtendedPublicKey } from './hd-address.js';

const MNEMONIC = 'test test test test test test test test test test test junk';
const account = HDKey.fromMasterSeed(mnemonicToSeedSync(MNEMONIC)).derive("m/44'/60'/1'");

describe('deposit addresses from an extended public key', () => {
  it("derives the address an HD wallet shows at m/44'/60'/1'/0/i", () => {
    for (const index of [0, 1, 7, 1000]) {
      expect(depositAddressAt(account.publicExtendedKey, index)).toBe(mnemonicToAccount(MNEMONIC, { accountIndex: 1, addressIndex: index }).address);
    }
  });

  it('takes a public key and refuses a private one', () => {
    expect(isExtendedPublicKey(account.publicExtendedKey)).toBe(true);
    expect(isExtendedPublicKey(account.privateExtendedKey)).toBe(false);
    expect(isExtendedPublicKey('xpub-not-a-key')).toBe(false);
  });

  it('refuses an index outside BIP-32 normal children', () => {
    expect(() => depositAddressAt(account.publicExtendedKey, -1)).toThrow(RangeError);
    expect(() => depositAddressAt(account.publicExtendedKey, 2 ** 31)).toThrow(RangeError);
  });
});
