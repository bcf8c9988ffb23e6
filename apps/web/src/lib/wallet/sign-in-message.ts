import { DEMO_PRIVATE_KEY, SIWE_STATEMENT, type NonceResponse } from '@halyard/shared';

export interface SignInMessageInput extends NonceResponse {
  address: string;
  chainId: number;
}

/** viem loads here, on sign-in only, so the home bundle stays small. */
export async function checksumAddress(address: string): Promise<`0x${string}`> {
  const { getAddress } = await import('viem');
  return getAddress(address);
}

/** EIP-4361 message for this site (domain = host, statement "Login"), checked field by field on the server. */
export async function buildSignInMessage(input: SignInMessageInput): Promise<string> {
  const [{ createSiweMessage }, address] = await Promise.all([import('viem/siwe'), checksumAddress(input.address)]);
  return createSiweMessage({
    domain: window.location.host,
    address,
    statement: SIWE_STATEMENT,
    uri: window.location.origin,
    version: '1',
    chainId: input.chainId,
    nonce: input.nonce,
    issuedAt: new Date(input.issuedAt),
    expirationTime: new Date(input.expirationTime),
  });
}

export async function toHexMessage(message: string): Promise<`0x${string}`> {
  const { stringToHex } = await import('viem');
  return stringToHex(message);
}

/** Preview mode: the published demo key signs the same message, so the server checks it like any wallet. */
export async function signWithDemoAccount(message: string): Promise<`0x${string}`> {
  const { privateKeyToAccount } = await import('viem/accounts');
  return privateKeyToAccount(DEMO_PRIVATE_KEY).signMessage({ message });
}
