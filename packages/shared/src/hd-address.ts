import { secp256k1 } from '@noble/curves/secp256k1';
import { bytesToHex } from 'viem';
import { HDKey, publicKeyToAddress } from 'viem/accounts';

/**
 * Member deposit addresses from the platform's account-level extended public key (BIP-32):
 * member i's address is `0/i` below it, as any HD wallet derives its receiving addresses (the
 * wallet's m/44'/60'/n'/0/i). A public key derives addresses and can never spend from them.
 */
export function depositAddressAt(xpub: string, index: number): `0x${string}` {
  if (!Number.isInteger(index) || index < 0 || index >= 2 ** 31) throw new RangeError('a deposit address index is 0 to 2^31 - 1');
  const child = HDKey.fromExtendedKey(xpub).deriveChild(0).deriveChild(index);
  if (!child.publicKey) throw new Error('the extended key derived no public key');
  const uncompressed = secp256k1.ProjectivePoint.fromHex(child.publicKey).toRawBytes(false);
  return publicKeyToAddress(bytesToHex(uncompressed));
}

/** True when the text is an extended public key this module can derive from (never a private one). */
export function isExtendedPublicKey(text: string): boolean {
  if (!/^[xt]pub/.test(text)) return false;
  try {
    const key = HDKey.fromExtendedKey(text);
    return key.privateKey === null && key.publicKey !== null;
  } catch {
    return false;
  }
}
