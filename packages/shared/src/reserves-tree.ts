/**
 * Proof of reserves: the Merkle-sum tree of what members are owed, by the published rule
 * (docs/reserves.md), so anyone can rebuild it:
 * - amounts are decimal texts with exactly 18 places; hashes are lower-case hex SHA-256 of the UTF-8 text;
 * - leaf = { hash: sha256("leaf|" + nonce + "|" + balance), sum: balance };
 * - the leaves, in a random order, are padded to a power of two with
 *   { hash: sha256("pad|" + snapshotId + "|" + position), sum: "0.000000000000000000" };
 * - parent = { hash: sha256("node|" + l.hash + "|" + l.sum + "|" + r.hash + "|" + r.sum), sum: l.sum + r.sum }.
 * Imports nothing but the language: the browser, the server and the offline check share it.
 */

export const RESERVE_DECIMALS = 18;
export const RESERVE_ZERO = '0.000000000000000000';

/** A node of the tree: its hash and the sum of the balances below it. */
export interface ReserveNode {
  hash: string;
  sum: string;
}

/** What a member needs to rebuild the root from their own leaf, siblings from the leaf level up. */
export interface ReserveProof {
  snapshotId: number;
  coin: string;
  nonce: string;
  balance: string;
  position: number;
  siblings: ReserveNode[];
}

/** A reserve amount as published: non-negative, digits, a point and exactly 18 places. */
const AMOUNT = /^(0|[1-9]\d*)\.\d{18}$/;
const HASH = /^[0-9a-f]{64}$/;
const NONCE = /^[0-9a-f]{64}$/;
const SCALE = 10n ** BigInt(RESERVE_DECIMALS);

export const isReserveAmount = (text: string): boolean => AMOUNT.test(text);
export const isReserveHash = (text: string): boolean => HASH.test(text);

/** A non-negative decimal text (at most 18 places) as the published text with exactly 18. */
export function reserveAmount(text: string): string {
  const match = /^(\d+)(?:\.(\d{0,18}))?$/.exec(text.trim());
  if (!match) throw new RangeError(`not a reserve amount: ${text}`);
  return fromUnits(BigInt(match[1] ?? '0') * SCALE + BigInt((match[2] ?? '').padEnd(RESERVE_DECIMALS, '0')));
}

function toUnits(amount: string): bigint {
  if (!AMOUNT.test(amount)) throw new RangeError(`not a reserve amount: ${amount}`);
  return BigInt(amount.replace('.', ''));
}

function fromUnits(units: bigint): string {
  const whole = units / SCALE;
  const fraction = (units % SCALE).toString().padStart(RESERVE_DECIMALS, '0');
  return `${whole}.${fraction}`;
}

/** The sum of two published amounts, published the same way. */
export const addReserveAmounts = (a: string, b: string): string => fromUnits(toUnits(a) + toUnits(b));

export const leafText = (nonce: string, balance: string) => `leaf|${nonce}|${balance}`;
export const padText = (snapshotId: number, position: number) => `pad|${snapshotId}|${position}`;
export const nodeText = (left: ReserveNode, right: ReserveNode) => `node|${left.hash}|${left.sum}|${right.hash}|${right.sum}`;

/** The smallest power of two at least `count` (1 for a single leaf). */
export function paddedWidth(count: number): number {
  let width = 1;
  while (width < count) width *= 2;
  return width;
}

export type Sha256Hex = (text: string) => string;
export type Sha256HexAsync = (text: string) => Promise<string>;

/** A member's leaf in the tree: their nonce and their balance (18 places). */
export interface ReserveLeafInput {
  nonce: string;
  balance: string;
}

/**
 * Every level of the tree, leaves (in the order given, then the pads) first and the root last.
 * The caller has put the leaves in a random order.
 */
export function buildReserveTree(snapshotId: number, leaves: readonly ReserveLeafInput[], sha256: Sha256Hex): ReserveNode[][] {
  if (leaves.length === 0) throw new RangeError('a tree needs at least one leaf');
  const width = paddedWidth(leaves.length);
  const bottom: ReserveNode[] = leaves.map((leaf) => {
    const balance = reserveAmount(leaf.balance);
    return { hash: sha256(leafText(leaf.nonce, balance)), sum: balance };
  });
  for (let position = leaves.length; position < width; position += 1) bottom.push({ hash: sha256(padText(snapshotId, position)), sum: RESERVE_ZERO });
  const levels = [bottom];
  let level = bottom;
  while (level.length > 1) {
    const parents: ReserveNode[] = [];
    for (let index = 0; index < level.length; index += 2) parents.push(parentOf(level[index] as ReserveNode, level[index + 1] as ReserveNode, sha256));
    levels.push(parents);
    level = parents;
  }
  return levels;
}

function parentOf(left: ReserveNode, right: ReserveNode, sha256: Sha256Hex): ReserveNode {
  return { hash: sha256(nodeText(left, right)), sum: addReserveAmounts(left.sum, right.sum) };
}

/** The siblings of the leaf at `position`, from the leaf level up. */
export function siblingsOf(levels: readonly (readonly ReserveNode[])[], position: number): ReserveNode[] {
  const siblings: ReserveNode[] = [];
  for (let level = 0; level < levels.length - 1; level += 1) {
    const sibling = levels[level]?.[(position >> level) ^ 1];
    if (!sibling) throw new RangeError(`no sibling at level ${level}`);
    siblings.push(sibling);
  }
  return siblings;
}

/** Why a proof does not verify, or the root it rebuilds to. */
export type ReserveCheck =
  | { ok: true; root: ReserveNode }
  | { ok: false; reason: 'malformed' | 'rootMismatch'; root?: ReserveNode };

/**
 * Rebuilds the root from a member's proof and compares it with the published one. A sibling's sum
 * must be a published (non-negative) amount: a negative branch could hide what is owed.
 */
export async function verifyReserveProof(proof: ReserveProof, published: ReserveNode, sha256: Sha256HexAsync): Promise<ReserveCheck> {
  const wellFormed =
    NONCE.test(proof.nonce) &&
    AMOUNT.test(proof.balance) &&
    Number.isSafeInteger(proof.position) &&
    proof.position >= 0 &&
    proof.position < 2 ** proof.siblings.length &&
    proof.siblings.every((node) => HASH.test(node.hash) && AMOUNT.test(node.sum));
  if (!wellFormed) return { ok: false, reason: 'malformed' };
  let node: ReserveNode = { hash: await sha256(leafText(proof.nonce, proof.balance)), sum: proof.balance };
  for (const [level, sibling] of proof.siblings.entries()) {
    const [left, right] = ((proof.position >> level) & 1) === 0 ? [node, sibling] : [sibling, node];
    node = { hash: await sha256(nodeText(left, right)), sum: addReserveAmounts(left.sum, right.sum) };
  }
  return node.hash === published.hash && node.sum === published.sum ? { ok: true, root: node } : { ok: false, reason: 'rootMismatch', root: node };
}

/** SHA-256 of a UTF-8 text as lower-case hex, by Web Crypto (the browser's, and Node's global one). */
export async function webCryptoSha256(text: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
