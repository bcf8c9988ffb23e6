import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { createSiweMessage, type SiweMessage } from 'viem/siwe';
import { SIWE_STATEMENT, type NonceResponse } from '@halyard/shared';
import type { Hex } from 'viem';

/** A real secp256k1 wallet that signs Sign-In with Ethereum messages, as a browser wallet would. */
export function createTestWallet(privateKey: Hex = generatePrivateKey()) {
  const account = privateKeyToAccount(privateKey);

  function loginMessage(host: string, nonce: NonceResponse, overrides: Partial<SiweMessage> = {}): string {
    return createSiweMessage({
      domain: host,
      address: account.address,
      statement: SIWE_STATEMENT,
      uri: `http://${host}`,
      version: '1',
      chainId: 1,
      nonce: nonce.nonce,
      issuedAt: new Date(nonce.issuedAt),
      expirationTime: new Date(nonce.expirationTime),
      ...overrides,
    });
  }

  async function signLogin(host: string, nonce: NonceResponse, overrides: Partial<SiweMessage> = {}) {
    const message = loginMessage(host, nonce, overrides);
    const signature = await account.signMessage({ message });
    return { address: account.address, message, signature };
  }

  return { address: account.address, account, loginMessage, signLogin };
}
