import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addReserveAmounts,
  buildReserveTree,
  paddedWidth,
  reserveAmount,
  siblingsOf,
  verifyReserveProof,
  webCryptoSha256,
  type ReserveNode,
  type ReserveProof,
} from './reserves-tree.js';

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const rootOf = (levels: ReserveNode[][]) => levels[levels.length - 1]?.[0] as ReserveNode;

function proofOf(snapshotId: number, levels: ReserveNode[][], leaves: { nonce: string; balance: string }[], position: number): ReserveProof {
  const leaf = leaves[position] as { nonce: string; balance: string };
  return { snapshotId, coin: 'USDT', nonce: leaf.nonce, balance: reserveAmount(leaf.balance), position, siblings: siblingsOf(levels, position) };
}

describe('the reserves tree, by hand', () => {
  // Three members and one pad, every hash written out from the rule's texts.
  const leaves = [
    { nonce: '11'.repeat(32), balance: '12.5' },
    { nonce: '22'.repeat(32), balance: '0.000000000000000001' },
    { nonce: '33'.repeat(32), balance: '7.25' },
  ];
  const levels = buildReserveTree(7, leaves, sha256);
  const leaf = (i: number, balance: string) => ({ hash: sha256(`leaf|${leaves[i]?.nonce}|${balance}`), sum: balance });
  const node = (l: ReserveNode, r: ReserveNode, sum: string) => ({ hash: sha256(`node|${l.hash}|${l.sum}|${r.hash}|${r.sum}`), sum });
  const l0 = leaf(0, '12.500000000000000000');
  const l1 = leaf(1, '0.000000000000000001');
  const l2 = leaf(2, '7.250000000000000000');
  const pad = { hash: sha256('pad|7|3'), sum: '0.000000000000000000' };
  const left = node(l0, l1, '12.500000000000000001');
  const right = node(l2, pad, '7.250000000000000000');

  it('pads three leaves to four and builds the root from the published texts', () => {
    expect(levels.map((level) => level.length)).toEqual([4, 2, 1]);
    expect(levels[0]).toEqual([l0, l1, l2, pad]);
    expect(levels[1]).toEqual([left, right]);
    expect(rootOf(levels)).toEqual(node(left, right, '19.750000000000000001'));
    // Pinned once from Python's hashlib over the same texts: the rule, not this code, decides it.
    expect(rootOf(levels).hash).toBe('3307bbd17cd6d32d53a486c1b6a820bd8f302cde85adb50e9debe721c0fcfb89');
  });

  it("gives each member the siblings from the leaf up, and each proof rebuilds the root", async () => {
    expect(siblingsOf(levels, 2)).toEqual([pad, left]);
    expect(siblingsOf(levels, 1)).toEqual([l0, right]);
    for (const position of [0, 1, 2]) {
      const check = await verifyReserveProof(proofOf(7, levels, leaves, position), rootOf(levels), webCryptoSha256);
      expect(check).toEqual({ ok: true, root: rootOf(levels) });
    }
  });

  it('refuses a proof with a negative sibling sum, a balance of other precision or a position out of range', async () => {
    const proof = proofOf(7, levels, leaves, 2);
    const root = rootOf(levels);
    const negative = { ...proof, siblings: [{ ...pad, sum: '-1.000000000000000000' }, left] };
    expect(await verifyReserveProof(negative, root, webCryptoSha256)).toEqual({ ok: false, reason: 'malformed' });
    expect(await verifyReserveProof({ ...proof, balance: '7.25' }, root, webCryptoSha256)).toEqual({ ok: false, reason: 'malformed' });
    expect(await verifyReserveProof({ ...proof, position: 4 }, root, webCryptoSha256)).toEqual({ ok: false, reason: 'malformed' });
    expect((await verifyReserveProof({ ...proof, position: 3 }, root, webCryptoSha256)).ok).toBe(false);
  });

  it('writes amounts with exactly 18 places and adds them exactly', () => {
    expect(reserveAmount('12.5')).toBe('12.500000000000000000');
    expect(reserveAmount('0')).toBe('0.000000000000000000');
    expect(addReserveAmounts('99999999999999999.999999999999999999', '0.000000000000000001')).toBe('100000000000000000.000000000000000000');
    expect(() => reserveAmount('-1')).toThrow(RangeError);
    expect(() => reserveAmount('1.0000000000000000001')).toThrow(RangeError);
    expect([1, 2, 3, 4, 5, 1025].map(paddedWidth)).toEqual([1, 2, 4, 4, 8, 2048]);
  });
});

const hex32 = fc.uint8Array({ minLength: 32, maxLength: 32 }).map((bytes) => Buffer.from(bytes).toString('hex'));
const units = fc.bigInt({ min: 0n, max: 10n ** 30n });
const amount = units.map((value) => reserveAmount(`${value / 10n ** 18n}.${(value % 10n ** 18n).toString().padStart(18, '0')}`));
const members = fc.array(fc.record({ nonce: hex32, balance: amount }), { minLength: 1, maxLength: 40 });

describe('the reserves tree, for any members', () => {
  it("verifies every member's proof, and the root's sum is the total owed", async () => {
    await fc.assert(
      fc.asyncProperty(members, fc.nat(1_000), async (leaves, snapshotId) => {
        const levels = buildReserveTree(snapshotId, leaves, sha256);
        const total = leaves.reduce((sum, leaf) => addReserveAmounts(sum, leaf.balance), '0.000000000000000000');
        expect(rootOf(levels).sum).toBe(total);
        for (const position of leaves.keys()) {
          expect((await verifyReserveProof(proofOf(snapshotId, levels, leaves, position), rootOf(levels), webCryptoSha256)).ok).toBe(true);
        }
      }),
      { numRuns: 40 },
    );
  });

  it('breaks when any balance, the nonce or any sibling is changed', async () => {
    const changed = fc.tuple(members, fc.nat(), fc.nat(), fc.constantFrom('balance', 'nonce', 'siblingHash', 'siblingSum'), units.filter((n) => n > 0n));
    await fc.assert(
      fc.asyncProperty(changed, async ([leaves, pick, level, what, delta]) => {
        const levels = buildReserveTree(1, leaves, sha256);
        const proof = proofOf(1, levels, leaves, pick % leaves.length);
        const bump = (sum: string) => addReserveAmounts(sum, reserveAmount(`${delta / 10n ** 18n}.${(delta % 10n ** 18n).toString().padStart(18, '0')}`));
        const siblings = proof.siblings.map((node) => ({ ...node }));
        const target = siblings[level % Math.max(1, siblings.length)];
        if (what === 'balance') proof.balance = bump(proof.balance);
        if (what === 'nonce') proof.nonce = proof.nonce.replace(/^./, (digit) => (digit === '0' ? '1' : '0'));
        if (what === 'siblingHash' && target) target.hash = target.hash.replace(/^./, (digit) => (digit === '0' ? '1' : '0'));
        if (what === 'siblingSum' && target) target.sum = bump(target.sum);
        const edited = what === 'balance' || what === 'nonce' || target !== undefined;
        const check = await verifyReserveProof({ ...proof, siblings }, rootOf(levels), webCryptoSha256);
        expect(check.ok).toBe(!edited);
      }),
      { numRuns: 60 },
    );
  });
});
