import { isAddress, sha256 } from 'viem';

// Withdrawal destinations, checked alike by the page and the server. A subpath export
// (`@halyard/shared/chain-address`), not the index: viem loads only where a page asks for it.

const BASE58_ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const TRON_PATTERN = /^T[1-9A-HJ-NP-Za-km-z]{33}$/;
const TRON_PREFIX = 0x41;

function base58Decode(text: string): Uint8Array | undefined {
  let value = 0n;
  for (const character of text) {
    const digit = BASE58_ALPHABET.indexOf(character);
    if (digit < 0) return undefined;
    value = value * 58n + BigInt(digit);
  }
  const bytes: number[] = [];
  while (value > 0n) {
    bytes.unshift(Number(value % 256n));
    value /= 256n;
  }
  for (const character of text) {
    if (character !== '1') break;
    bytes.unshift(0);
  }
  return Uint8Array.from(bytes);
}

function doubleSha256(bytes: Uint8Array): Uint8Array {
  return sha256(sha256(bytes, 'bytes'), 'bytes');
}

/** A Tron (TRC-20) address: base58check of 0x41 and 20 bytes, checksum = sha256(sha256(payload))[0..4]. */
export function isTronAddress(text: string): boolean {
  if (!TRON_PATTERN.test(text)) return false;
  const bytes = base58Decode(text);
  if (bytes?.length !== 25 || bytes[0] !== TRON_PREFIX) return false;
  const checksum = doubleSha256(bytes.subarray(0, 21)).subarray(0, 4);
  return checksum.every((byte, index) => byte === bytes[21 + index]);
}

/** An Ethereum (ERC-20) address; mixed case must carry a valid EIP-55 checksum (all lower case has none and passes). */
export function isEthereumAddress(text: string): boolean {
  return isAddress(text, { strict: true });
}

/** The same check the server makes for a withdrawal's destination. */
export function isWithdrawalAddress(chain: 'ERC20' | 'TRC20', address: string): boolean {
  return chain === 'ERC20' ? isEthereumAddress(address) : isTronAddress(address);
}
