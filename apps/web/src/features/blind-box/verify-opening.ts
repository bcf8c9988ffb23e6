import { pickPrizeIndex, rollDigits, rollMessage, rollValue, type BoxOpeningRow } from '@halyard/shared';
import Decimal from '@halyard/shared/decimal';

/** Each step of the published rule, recomputed here, and whether it agrees with the opening. */
export interface Verification {
  hash: string;
  hashMatches: boolean;
  message: string;
  hmac: string;
  roll: string;
  rollValue: string;
  index: number;
  prize: string | undefined;
  matches: boolean;
}

const encoder = new TextEncoder();

function hex(buffer: ArrayBuffer): string {
  return Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Web Crypto's digest and HMAC exist only on secure pages (https, or this machine). */
export function canVerifyHere(): boolean {
  return typeof crypto !== 'undefined' && typeof crypto.subtle?.digest === 'function';
}

/**
 * Recomputes an opening in the browser with Web Crypto from a server seed: SHA-256 of the seed
 * against the hash shown before opening, then HMAC-SHA256(seed, clientSeed:nonce), its first 13
 * hex digits as the roll, and the row of the opening's own table that the roll picks.
 */
export async function verifyOpening(opening: Pick<BoxOpeningRow, 'serverSeedHash' | 'clientSeed' | 'nonce' | 'prizes' | 'prizeIndex' | 'prize' | 'roll'>, serverSeed: string): Promise<Verification> {
  const seed = serverSeed.trim();
  const hash = hex(await crypto.subtle.digest('SHA-256', encoder.encode(seed)));
  const key = await crypto.subtle.importKey('raw', encoder.encode(seed), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const message = rollMessage(opening.clientSeed, opening.nonce);
  const hmac = hex(await crypto.subtle.sign('HMAC', key, encoder.encode(message)));
  const roll = rollDigits(hmac);
  const index = pickPrizeIndex(roll, opening.prizes.map((prize) => prize.probability));
  const prize = opening.prizes[index]?.amount;
  const hashMatches = hash === opening.serverSeedHash;
  const matches = hashMatches && roll === opening.roll && index === opening.prizeIndex && prize !== undefined && new Decimal(prize).eq(opening.prize);
  return { hash, hashMatches, message, hmac, roll, rollValue: rollValue(roll), index, prize, matches };
}
