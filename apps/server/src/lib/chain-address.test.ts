import { describe, expect, it } from 'vitest';
import { isEthereumAddress, isTronAddress } from './chain-address.js';

describe('chain addresses', () => {
  it('checks Tron base58check addresses', () => {
    expect(isTronAddress('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t')).toBe(true);
    expect(isTronAddress('TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7')).toBe(true);
    // One character changed: the checksum no longer matches.
    expect(isTronAddress('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u')).toBe(false);
    expect(isTronAddress('0xdAC17F958D2ee523a2206206994597C13D831ec7')).toBe(false);
    expect(isTronAddress('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6')).toBe(false);
  });
  it('checks EIP-55 checksums on Ethereum addresses', () => {
    expect(isEthereumAddress('0xdAC17F958D2ee523a2206206994597C13D831ec7')).toBe(true);
    expect(isEthereumAddress('0xdac17f958d2ee523a2206206994597c13d831ec7')).toBe(true);
    expect(isEthereumAddress('0xdAC17F958D2ee523a2206206994597C13D831Ec7')).toBe(false);
    expect(isEthereumAddress('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t')).toBe(false);
  });
});
