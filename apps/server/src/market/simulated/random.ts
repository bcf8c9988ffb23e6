/**
 * Counter-based randomness for the simulated market: every draw is a pure function of the
 * market seed and a position (coin, period, time), so any candle can be recomputed alone, in
 * any order, after any restart, and always comes out the same.
 */

/** Mixes 32-bit words into one well-spread 32-bit value (murmur3's finalizer per word). */
export function hashWords(words: readonly number[]): number {
  let hash = 0x9e3779b9;
  for (const word of words) {
    hash = Math.imul(hash ^ (word >>> 0), 0x85ebca6b);
    hash ^= hash >>> 13;
    hash = Math.imul(hash, 0xc2b2ae35);
    hash ^= hash >>> 16;
  }
  return hash >>> 0;
}

/** Seconds may be negative (history before 1970) or beyond 2^32: split them into two words. */
export function timeWords(seconds: number): [number, number] {
  return [seconds >>> 0, Math.floor(seconds / 2 ** 32) >>> 0];
}

/** A small deterministic generator (mulberry32) started from a hash. */
export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** Uniform in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let value = this.state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  }

  /** Standard normal (Box-Muller). */
  normal(): number {
    const u = 1 - this.next();
    const v = this.next();
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  }

  /** An integer in [0, bound). */
  int(bound: number): number {
    return Math.floor(this.next() * bound);
  }
}

/** The market seed (hex text) as four 32-bit words. */
export function seedWords(seedHex: string): number[] {
  const padded = seedHex.padEnd(32, '0');
  return [0, 8, 16, 24].map((offset) => Number.parseInt(padded.slice(offset, offset + 8), 16) >>> 0);
}
