import { rollDigits, rollMessage } from '@halyard/shared';
import { describe, expect, it } from 'vitest';
import { DEFAULT_BOX_TIERS } from '../../seed/seed-web3.js';
import { drawPrize, newServerSeed } from './blind-box.service.js';

/** χ² critical value for 5 degrees of freedom at p = 0.001: a fair draw exceeds it one time in a thousand. */
const CHI_SQUARE_5_DF_P001 = 20.515;
const OPENINGS = 100_000;

function chiSquare(observed: readonly number[], probabilities: readonly string[], total: number): number {
  return observed.reduce((sum, count, index) => {
    const expected = Number(probabilities[index]) * total;
    return sum + (count - expected) ** 2 / expected;
  }, 0);
}

describe('the blind box draw', () => {
  it.each(DEFAULT_BOX_TIERS.map((tier) => [tier.level, tier] as const))('matches level %i’s published table over 100 000 openings (χ² bound)', (_level, tier) => {
    // A fixed seed pair: the draw is a pure function of it, so this test always sees the same 100 000 rolls.
    const serverSeed = `7e57${String(tier.level).padStart(60, '0')}`;
    const probabilities = tier.prizes.map((prize) => prize.probability);
    const counts = probabilities.map(() => 0);
    for (let nonce = 0; nonce < OPENINGS; nonce += 1) {
      const { index } = drawPrize(serverSeed, 'fairness-check', nonce, probabilities);
      counts[index] = (counts[index] ?? 0) + 1;
    }
    expect(counts.every((count) => count > 0)).toBe(true);
    expect(chiSquare(counts, probabilities, OPENINGS)).toBeLessThan(CHI_SQUARE_5_DF_P001);
    // The bound has teeth: the same draws are far from a table with its first two rows swapped.
    const swapped = [probabilities[1] ?? '0', probabilities[0] ?? '0', ...probabilities.slice(2)];
    expect(chiSquare(counts, swapped, OPENINGS)).toBeGreaterThan(10 * CHI_SQUARE_5_DF_P001);
  });

  it('is the same computation a browser makes with Web Crypto', async () => {
    const { serverSeed, serverSeedHash } = newServerSeed();
    expect(serverSeed).toMatch(/^[0-9a-f]{64}$/);
    const subtle = globalThis.crypto.subtle;
    const encode = (text: string) => new TextEncoder().encode(text);
    const hex = (buffer: ArrayBuffer) => Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, '0')).join('');
    expect(hex(await subtle.digest('SHA-256', encode(serverSeed)))).toBe(serverSeedHash);
    const key = await subtle.importKey('raw', encode(serverSeed), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
    for (const nonce of [0, 1, 41, 9999]) {
      const browserRoll = rollDigits(hex(await subtle.sign('HMAC', key, encode(rollMessage('client seed ✓', nonce)))));
      expect(drawPrize(serverSeed, 'client seed ✓', nonce, ['1']).roll).toBe(browserRoll);
    }
  });
});
