import { privateKeyToAccount } from 'viem/accounts';
import { keccak256, toHex } from 'viem';
import { describe, expect, it } from 'vitest';
import { DEMO_ADDRESS, DEMO_PRIVATE_KEY } from './constants.js';

describe('the published demo account', () => {
  it('is the key its comment says, and the address is that key\'s', () => {
    expect(DEMO_PRIVATE_KEY).toBe(keccak256(toHex('halyard demo account')));
    expect(privateKeyToAccount(DEMO_PRIVATE_KEY).address).toBe(DEMO_ADDRESS);
  });
});
