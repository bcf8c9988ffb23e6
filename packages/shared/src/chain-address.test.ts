import { describe, expect, it } from 'vitest';
import { isBitcoinAddress, isEthereumAddress, isTronAddress, isWithdrawalAddress } from './chain-address.js';

// Well-known addresses: the USDT contract on Tron and the demo account on Ethereum.
const TRON_USDT = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const ETHEREUM = '0x8802Ed140415F3b1142F20064e798cd6b53b9512';

describe('withdrawal address checks', () => {
  it('accepts an EIP-55 address and an all-lower-case one', () => {
    expect(isEthereumAddress(ETHEREUM)).toBe(true);
    expect(isEthereumAddress(ETHEREUM.toLowerCase())).toBe(true);
  });

  it('refuses a broken checksum, a short address and a Tron address on ERC-20', () => {
    const flippedCase = ETHEREUM.replace('Ed', 'eD');
    expect(isEthereumAddress(flippedCase)).toBe(false);
    expect(isEthereumAddress(ETHEREUM.slice(0, -1))).toBe(false);
    expect(isWithdrawalAddress('ERC20', TRON_USDT)).toBe(false);
  });

  it('accepts a base58check Tron address', () => {
    expect(isTronAddress(TRON_USDT)).toBe(true);
    expect(isWithdrawalAddress('TRC20', TRON_USDT)).toBe(true);
  });

  it('refuses a Tron address with a wrong checksum, a bad character or an Ethereum address', () => {
    const wrongChecksum = `${TRON_USDT.slice(0, -1)}u`;
    expect(isTronAddress(wrongChecksum)).toBe(false);
    expect(isTronAddress(`${TRON_USDT.slice(0, -1)}0`)).toBe(false);
    expect(isTronAddress(TRON_USDT.slice(1))).toBe(false);
    expect(isWithdrawalAddress('TRC20', ETHEREUM)).toBe(false);
  });
});

describe('Bitcoin deposit address checks', () => {
  // The genesis coinbase address, a P2SH example, BIP 173's and BIP 350's mainnet test vectors.
  const LEGACY = '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa';
  const SCRIPT = '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy';
  const SEGWIT = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4';
  const TAPROOT = 'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0';

  it('accepts legacy, script, segwit and taproot addresses, and segwit in upper case', () => {
    for (const address of [LEGACY, SCRIPT, SEGWIT, TAPROOT, SEGWIT.toUpperCase()]) expect(isBitcoinAddress(address), address).toBe(true);
  });

  it('refuses a broken checksum, mixed case, a testnet address and an Ethereum address', () => {
    expect(isBitcoinAddress(`${LEGACY.slice(0, -1)}b`)).toBe(false);
    expect(isBitcoinAddress(`${SEGWIT.slice(0, -1)}5`)).toBe(false);
    expect(isBitcoinAddress(SEGWIT.replace('w508', 'W508'))).toBe(false);
    expect(isBitcoinAddress('tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx')).toBe(false);
    // Bech32 (not bech32m) checksum on a version 1 program is refused (BIP 350).
    expect(isBitcoinAddress('bc1pw508d6qejxtdg4y5r3zarvary0c5xw7kw508d6qejxtdg4y5r3zarvary0c5xw7k7grplx')).toBe(false);
    expect(isBitcoinAddress(ETHEREUM)).toBe(false);
  });
});
