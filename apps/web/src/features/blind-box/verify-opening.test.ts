// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { verifyOpening } from './verify-opening';

/** A vector computed independently (Python's hmac and hashlib), so the browser's path is checked against another implementation. */
const SERVER_SEED = '3f'.repeat(32);
const OPENING = {
  serverSeedHash: '67ef9de3b81d374fd9cb2d95844f2db27236cdedb89a36f68d9f18c0091b6cf2',
  clientSeed: 'browser-check',
  nonce: 1,
  prizes: [
    { amount: '2', probability: '0.35' },
    { amount: '5', probability: '0.3' },
    { amount: '10', probability: '0.2' },
    { amount: '20', probability: '0.1' },
    { amount: '50', probability: '0.04' },
    { amount: '100', probability: '0.01' },
  ],
  prizeIndex: 2,
  prize: '10',
  roll: 'c3a6a6c026b52',
};

describe('verifying an opening in the browser', () => {
  it('recomputes the hash, the HMAC roll and the prize row from the revealed seed', async () => {
    const result = await verifyOpening(OPENING, SERVER_SEED);
    expect(result).toMatchObject({ hash: OPENING.serverSeedHash, hashMatches: true, message: 'browser-check:1', roll: 'c3a6a6c026b52', index: 2, prize: '10', matches: true });
    expect(result.hmac).toMatch(/^c3a6a6c026b52[0-9a-f]{51}$/);
    expect(result.rollValue.startsWith('0.76426164809409')).toBe(true);
  });

  it('says no when the seed, the nonce or the claimed prize do not fit', async () => {
    expect((await verifyOpening(OPENING, '3f'.repeat(31) + '40')).matches).toBe(false);
    const otherNonce = await verifyOpening({ ...OPENING, nonce: 0 }, SERVER_SEED);
    expect([otherNonce.hashMatches, otherNonce.roll, otherNonce.index, otherNonce.matches]).toEqual([true, '9438db4d3fa51', 1, false]);
    expect((await verifyOpening({ ...OPENING, prize: '20' }, SERVER_SEED)).matches).toBe(false);
  });
});
