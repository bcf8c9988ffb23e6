// The offline check of a member's proof of reserves (docs/reserves.md), apart from the command
// line so it can be tested: read the file the member's page downloads, verify it with the same
// code the browser runs, and say in plain words what was checked.
import {
  RESERVE_ZERO,
  isReserveAmount,
  isReserveHash,
  reserveAmount,
  verifyReserveProof,
  webCryptoSha256,
  type ReserveNode,
  type ReserveProof,
} from '@halyard/shared/reserves-tree';

export const USAGE = 'usage: npm run reserves:verify -- <proof.json> [--root <hash> --liabilities <amount>]';

/** What the command was asked: the file, and a published root read from elsewhere if given. */
export interface VerifyArguments {
  file: string;
  published?: ReserveNode;
}

/** The proof file: the member's proof and the root the platform published for its snapshot. */
export interface ProofFile {
  proof: ReserveProof;
  published: ReserveNode;
}

/** A file or argument the command cannot use: exit 2 with the usage line. */
export class UnusableInput extends Error {}

/** `<file> [--root <hash> --liabilities <amount>]`, in any order; both options or neither. */
export function parseArguments(argv: readonly string[]): VerifyArguments {
  const files: string[] = [];
  let root: string | undefined;
  let liabilities: string | undefined;
  for (let index = 0; index < argv.length; index += 1) {
    const word = argv[index] as string;
    if (word === '--root' || word === '--liabilities') {
      const value = argv[index + 1];
      if (value === undefined || value.startsWith('--')) throw new UnusableInput(`${word} needs a value.`);
      if (word === '--root') root = value;
      else liabilities = value;
      index += 1;
    } else if (word.startsWith('--')) {
      throw new UnusableInput(`Unknown option ${word}.`);
    } else {
      files.push(word);
    }
  }
  if (files.length !== 1) throw new UnusableInput(files.length === 0 ? 'Name the proof file.' : 'Name one proof file.');
  const file = files[0] as string;
  if (root === undefined && liabilities === undefined) return { file };
  if (root === undefined || liabilities === undefined) throw new UnusableInput('Give --root and --liabilities together: a root is its hash and its sum.');
  return { file, published: publishedRoot(root.toLowerCase(), liabilities, 'the --root', 'the --liabilities') };
}

function publishedRoot(hash: string, liabilities: string, hashName: string, sumName: string): ReserveNode {
  if (!isReserveHash(hash)) throw new UnusableInput(`${hashName} "${hash}" is not a SHA-256 hash (64 hex digits).`);
  try {
    return { hash, sum: reserveAmount(liabilities) };
  } catch {
    throw new UnusableInput(`${sumName} "${liabilities}" is not an amount (digits, at most 18 places, not negative).`);
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The file's fields with the types they must have. Their values (a nonce of 64 hex digits, amounts
 * with 18 places, the position within the tree) are verifyReserveProof's to judge: a file of the
 * right shape with a wrong value is a proof that does not verify, not an unreadable file.
 */
export function readProofFile(text: string, published?: ReserveNode): ProofFile {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new UnusableInput('The file is not JSON.');
  }
  if (!isRecord(data)) throw new UnusableInput('The file is not a JSON object.');
  const fields = ['snapshotId', 'coin', 'nonce', 'balance', 'position', 'siblings', ...(published ? [] : ['rootHash', 'liabilities'])];
  const missing = fields.filter((field) => data[field] === undefined);
  if (missing.length) throw new UnusableInput(`The file lacks ${missing.join(', ')}: is it the proof downloaded from the Proof of reserves page?`);
  const { snapshotId, coin, nonce, balance, position, siblings } = data;
  if (typeof snapshotId !== 'number' || typeof position !== 'number') throw new UnusableInput('snapshotId and position must be numbers.');
  if (typeof coin !== 'string' || typeof nonce !== 'string' || typeof balance !== 'string') throw new UnusableInput('coin, nonce and balance must be texts.');
  if (!Array.isArray(siblings) || !siblings.every((node) => isRecord(node) && typeof node.hash === 'string' && typeof node.sum === 'string')) {
    throw new UnusableInput('siblings must be a list of { "hash": text, "sum": text }.');
  }
  const proof: ReserveProof = { snapshotId, coin, nonce, balance, position, siblings: siblings.map((node: ReserveNode) => ({ hash: node.hash, sum: node.sum })) };
  if (published) return { proof, published };
  const { rootHash, liabilities } = data;
  if (typeof rootHash !== 'string' || typeof liabilities !== 'string') throw new UnusableInput('rootHash and liabilities must be texts.');
  if (!isReserveHash(rootHash) || !isReserveAmount(liabilities)) throw new UnusableInput('rootHash must be 64 lower-case hex digits and liabilities an amount with exactly 18 places.');
  return { proof, published: { hash: rootHash, sum: liabilities } };
}

/** The outcome in plain words, and the exit code: 0 verified, 1 not. */
export interface VerifyReport {
  verified: boolean;
  lines: string[];
}

/** Verifies the proof with the browser's code and says what was checked, level by level. */
export async function checkProofFile({ proof, published }: ProofFile, publishedFrom: 'file' | 'arguments' = 'file'): Promise<VerifyReport> {
  const check = await verifyReserveProof(proof, published, webCryptoSha256);
  const lines = [`Proof of reserves: snapshot ${proof.snapshotId}, ${proof.coin}`];
  if (!check.ok && check.reason === 'malformed') {
    const problems = malformedParts(proof);
    lines.push(...problems.map((problem) => `  ${problem}`));
    lines.push(`Does not verify: the proof is malformed (${problems.length === 1 ? 'the problem' : `${problems.length} problems`} above).`);
    return { verified: false, lines };
  }
  lines.push(`  your balance   ${proof.balance} ${proof.coin}`);
  lines.push(`  your leaf      sha256("leaf|${proof.nonce}|${proof.balance}")`);
  lines.push(`  tree           ${proof.siblings.length} levels above the leaves, ${2 ** proof.siblings.length} leaves wide; yours at position ${proof.position}`);
  proof.siblings.forEach((sibling, level) => {
    const side = ((proof.position >> level) & 1) === 0 ? 'right' : 'left';
    lines.push(`  level ${String(level).padEnd(8)} sibling on the ${side.padEnd(5)} ${sibling.hash} sum ${sibling.sum}`);
  });
  const rebuilt = check.root as ReserveNode;
  lines.push(`  recomputed     root ${rebuilt.hash} sum ${rebuilt.sum}`);
  lines.push(`  published      root ${published.hash} sum ${published.sum} (${publishedFrom === 'file' ? 'from the file' : 'given with --root and --liabilities'})`);
  if (check.ok) {
    lines.push(`Verified: your balance of ${proof.balance} ${proof.coin} is included in the published root, whose sum is the ${proof.coin} owed to all members.`);
    return { verified: true, lines };
  }
  const differs = [rebuilt.hash !== published.hash ? 'hash' : '', rebuilt.sum !== published.sum ? 'sum' : ''].filter(Boolean).join(' and ');
  lines.push(`Does not verify: the root rebuilt from this proof differs from the published one (${differs}).`);
  return { verified: false, lines };
}

/** Which of the proof's values break the rule's formats, as verifyReserveProof requires them. */
function malformedParts(proof: ReserveProof): string[] {
  const parts: string[] = [];
  if (!/^[0-9a-f]{64}$/.test(proof.nonce)) parts.push(`nonce "${proof.nonce}" is not 64 lower-case hex digits`);
  if (!isReserveAmount(proof.balance)) parts.push(`balance "${proof.balance}" is not an amount with exactly 18 places (e.g. ${RESERVE_ZERO})`);
  if (!Number.isSafeInteger(proof.position) || proof.position < 0 || proof.position >= 2 ** proof.siblings.length) {
    parts.push(`position ${proof.position} is not a leaf of a tree with ${proof.siblings.length} levels (0 to ${2 ** proof.siblings.length - 1})`);
  }
  proof.siblings.forEach((node, level) => {
    if (!isReserveHash(node.hash)) parts.push(`level ${level}: sibling hash "${node.hash}" is not 64 lower-case hex digits`);
    if (!isReserveAmount(node.sum)) parts.push(`level ${level}: sibling sum "${node.sum}" is not a non-negative amount with exactly 18 places`);
  });
  return parts;
}
