import { CLIENT_SEED_PATTERN } from '@halyard/shared';

/** A fresh client seed: 16 random hex digits from the browser's own generator. */
export function randomClientSeed(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(8)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** 1 to 64 visible ASCII characters, as the server accepts. */
export function isClientSeed(value: string): boolean {
  return CLIENT_SEED_PATTERN.test(value.trim());
}
