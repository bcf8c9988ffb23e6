import { getAddress, isAddress, sha256 } from 'viem';

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

/** The one spelling a withdrawal address is kept in, so two spellings of one address count as one: EIP-55 on Ethereum; Tron's is already case-exact. */
export function canonicalWithdrawalAddress(chain: 'ERC20' | 'TRC20', text: string): string {
  return chain === 'ERC20' && isEthereumAddress(text) ? getAddress(text) : text;
}

const BECH32_ALPHABET = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
const BECH32_CONSTANT = 1;
const BECH32M_CONSTANT = 0x2bc830a3;
const BITCOIN_BASE58_PATTERN = /^[13][1-9A-HJ-NP-Za-km-z]{25,34}$/;
const BITCOIN_BASE58_VERSIONS = [0x00, 0x05];

function bech32Polymod(values: number[]): number {
  const generators = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3];
  let checksum = 1;
  for (const value of values) {
    const top = checksum >>> 25;
    checksum = ((checksum & 0x1ffffff) << 5) ^ value;
    generators.forEach((generator, bit) => {
      if ((top >>> bit) & 1) checksum ^= generator;
    });
  }
  return checksum >>> 0;
}

/** A mainnet segwit address (BIP 173 / BIP 350): bech32 for version 0, bech32m for 1 and up. */
function isSegwitAddress(text: string): boolean {
  if (text !== text.toLowerCase() && text !== text.toUpperCase()) return false;
  const lower = text.toLowerCase();
  if (!lower.startsWith('bc1') || lower.length < 14 || lower.length > 90) return false;
  const data = [...lower.slice(3)].map((character) => BECH32_ALPHABET.indexOf(character));
  if (data.some((value) => value < 0) || data.length < 7) return false;
  const version = data[0] ?? -1;
  const expanded = [...'bc'].map((c) => c.charCodeAt(0) >> 5).concat([0], [...'bc'].map((c) => c.charCodeAt(0) & 31));
  const constant = bech32Polymod([...expanded, ...data]);
  if (constant !== (version === 0 ? BECH32_CONSTANT : BECH32M_CONSTANT) || version > 16) return false;
  // The witness program: 5-bit groups back to bytes, 2 to 40 of them (exactly 20 or 32 for version 0).
  const programBits = (data.length - 7) * 5;
  const programBytes = Math.floor(programBits / 8);
  if (programBits % 8 >= 5 || programBytes < 2 || programBytes > 40) return false;
  return version !== 0 || programBytes === 20 || programBytes === 32;
}

/** A Bitcoin mainnet address: legacy (1…) or script (3…) base58check, or segwit (bc1…). */
export function isBitcoinAddress(text: string): boolean {
  if (/^bc1/i.test(text)) return isSegwitAddress(text);
  if (!BITCOIN_BASE58_PATTERN.test(text)) return false;
  const bytes = base58Decode(text);
  if (bytes?.length !== 25 || !BITCOIN_BASE58_VERSIONS.includes(bytes[0] ?? -1)) return false;
  const checksum = doubleSha256(bytes.subarray(0, 21)).subarray(0, 4);
  return checksum.every((byte, index) => byte === bytes[21 + index]);
}

/** The same check the server makes for a withdrawal's destination. */
export function isWithdrawalAddress(chain: 'ERC20' | 'TRC20', address: string): boolean {
  return chain === 'ERC20' ? isEthereumAddress(address) : isTronAddress(address);
}
