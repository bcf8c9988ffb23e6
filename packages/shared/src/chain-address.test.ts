import { describe, expect, it } from 'vitest';
import { isEthereumAddress, isTronAddress, isWithdrawalAddress } from './chain-address.js';

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
