import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { buildReserveTree, reserveAmount, siblingsOf, type ReserveNode } from '@halyard/shared/reserves-tree';
import { afterAll, describe, expect, it } from 'vitest';
import { UnusableInput, checkProofFile, parseArguments, readProofFile } from './reserves-verify-file.js';

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

// The rule's hand-built case (reserves-tree.test.ts): three members and a pad, snapshot 7.
const leaves = [
  { nonce: '11'.repeat(32), balance: '12.5' },
  { nonce: '22'.repeat(32), balance: '0.000000000000000001' },
  { nonce: '33'.repeat(32), balance: '7.25' },
];
const levels = buildReserveTree(7, leaves, sha256);
const root = levels[levels.length - 1]?.[0] as ReserveNode;
const ROOT_HASH = '3307bbd17cd6d32d53a486c1b6a820bd8f302cde85adb50e9debe721c0fcfb89';

/** The file the member's page downloads for the third member. */
const downloaded = {
  snapshotId: 7,
  coin: 'USDT',
  nonce: '33'.repeat(32),
  balance: reserveAmount('7.25'),
  position: 2,
  siblings: siblingsOf(levels, 2),
  rootHash: root.hash,
  liabilities: root.sum,
};
const fileText = (data: object) => JSON.stringify(data, null, 2);

describe('reading and checking a proof file', () => {
  it('verifies a proof against the root published with it, and says what it checked', async () => {
    expect(root).toEqual({ hash: ROOT_HASH, sum: '19.750000000000000001' });
    const report = await checkProofFile(readProofFile(fileText(downloaded)));
    expect(report.verified).toBe(true);
    expect(report.lines).toContain('  your balance   7.250000000000000000 USDT');
    expect(report.lines).toContain('  tree           2 levels above the leaves, 4 leaves wide; yours at position 2');
    expect(report.lines).toContain(`  recomputed     root ${ROOT_HASH} sum 19.750000000000000001`);
    expect(report.lines.at(-1)).toBe('Verified: your balance of 7.250000000000000000 USDT is included in the published root, whose sum is the USDT owed to all members.');
  });

  it('refuses a tampered balance, naming both roots', async () => {
    const report = await checkProofFile(readProofFile(fileText({ ...downloaded, balance: '8.250000000000000000' })));
    expect(report.verified).toBe(false);
    expect(report.lines.find((line) => line.includes('recomputed'))).toContain('sum 20.750000000000000001');
    expect(report.lines).toContain(`  published      root ${ROOT_HASH} sum 19.750000000000000001 (from the file)`);
    expect(report.lines.at(-1)).toBe('Does not verify: the root rebuilt from this proof differs from the published one (hash and sum).');
  });

  it('refuses a proof whose sibling hash was changed, though its sums still add up', async () => {
    const siblings = downloaded.siblings.map((node, level) => (level === 1 ? { ...node, hash: node.hash.replace(/^./, (digit) => (digit === '0' ? '1' : '0')) } : node));
    const report = await checkProofFile(readProofFile(fileText({ ...downloaded, siblings })));
    expect(report.verified).toBe(false);
    expect(report.lines.at(-1)).toContain('differs from the published one (hash)');
  });

  it('says which values are malformed: a negative sibling, a balance of other precision, a short nonce', async () => {
    const siblings = [{ ...(downloaded.siblings[0] as ReserveNode), sum: '-1.000000000000000000' }, downloaded.siblings[1]];
    const report = await checkProofFile(readProofFile(fileText({ ...downloaded, siblings, balance: '7.25', nonce: 'abc' })));
    expect(report.verified).toBe(false);
    expect(report.lines.slice(1)).toEqual([
      '  nonce "abc" is not 64 lower-case hex digits',
      '  balance "7.25" is not an amount with exactly 18 places (e.g. 0.000000000000000000)',
      '  level 0: sibling sum "-1.000000000000000000" is not a non-negative amount with exactly 18 places',
      'Does not verify: the proof is malformed (3 problems above).',
    ]);
  });

  it('checks against a root given on the command line instead of the one in the file', async () => {
    const asked = parseArguments(['--root', ROOT_HASH.toUpperCase(), 'proof.json', '--liabilities', '19.750000000000000001']);
    expect(asked).toEqual({ file: 'proof.json', published: root });
    const { rootHash: _hash, liabilities: _sum, ...proofOnly } = downloaded;
    const report = await checkProofFile(readProofFile(fileText(proofOnly), asked.published), 'arguments');
    expect(report.verified).toBe(true);
    const other = parseArguments(['proof.json', '--root', ROOT_HASH, '--liabilities', '19.75']);
    expect((await checkProofFile(readProofFile(fileText(downloaded), other.published), 'arguments')).lines.at(-1)).toContain('differs from the published one (sum)');
  });

  it('refuses files and arguments it cannot use', () => {
    const unusable = (read: () => unknown) => {
      try {
        read();
      } catch (error) {
        return error instanceof UnusableInput ? error.message : `not UnusableInput: ${String(error)}`;
      }
      return 'accepted';
    };
    expect(unusable(() => readProofFile('{"snapshotId": 7,'))).toBe('The file is not JSON.');
    expect(unusable(() => readProofFile('[1, 2]'))).toBe('The file is not a JSON object.');
    const { rootHash: _hash, siblings: _siblings, ...partial } = downloaded;
    expect(unusable(() => readProofFile(fileText(partial)))).toBe('The file lacks siblings, rootHash: is it the proof downloaded from the Proof of reserves page?');
    expect(unusable(() => readProofFile(fileText({ ...downloaded, position: '2' })))).toBe('snapshotId and position must be numbers.');
    expect(unusable(() => readProofFile(fileText({ ...downloaded, siblings: [{ hash: 'a' }] })))).toBe('siblings must be a list of { "hash": text, "sum": text }.');
    expect(unusable(() => parseArguments([]))).toBe('Name the proof file.');
    expect(unusable(() => parseArguments(['proof.json', '--root', ROOT_HASH]))).toBe('Give --root and --liabilities together: a root is its hash and its sum.');
    expect(unusable(() => parseArguments(['proof.json', '--root', 'abc', '--liabilities', '1']))).toBe('the --root "abc" is not a SHA-256 hash (64 hex digits).');
    expect(unusable(() => parseArguments(['proof.json', '--root', ROOT_HASH, '--liabilities', '-1']))).toContain('is not an amount');
    expect(unusable(() => parseArguments(['proof.json', '--verbose']))).toBe('Unknown option --verbose.');
  });
});

describe('npm run reserves:verify', () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'halyard-reserves-verify-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));
  const repo = path.resolve(import.meta.dirname, '..');
  const write = (name: string, text: string) => {
    const file = path.join(folder, name);
    writeFileSync(file, text);
    return file;
  };

  /** The command as package.json runs it, with its exit code and what it printed. */
  async function verify(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
    try {
      const { stdout, stderr } = await promisify(execFile)(path.join(repo, 'node_modules/.bin/tsx'), ['scripts/reserves-verify.ts', ...args], { cwd: repo });
      return { code: 0, stdout, stderr };
    } catch (error) {
      const failed = error as { code: number; stdout: string; stderr: string };
      return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
    }
  }

  it('exits 0 when the proof verifies, 1 when it does not, 2 when the file cannot be used', async () => {
    const good = write('good.json', fileText(downloaded));
    const tampered = write('tampered.json', fileText({ ...downloaded, balance: '8.250000000000000000' }));
    const malformed = write('malformed.json', fileText({ ...downloaded, nonce: 'abc' }));
    const broken = write('broken.json', '{"snapshotId": 7,');
    const [verified, differs, bad, againstArguments, unreadable, missing, noFile] = await Promise.all([
      verify(good),
      verify(tampered),
      verify(malformed),
      verify(good, '--root', ROOT_HASH, '--liabilities', '19.75'),
      verify(broken),
      verify(path.join(folder, 'absent.json')),
      verify(),
    ]);
    expect(verified.code).toBe(0);
    expect(verified.stdout).toContain('Verified: your balance of 7.250000000000000000 USDT is included in the published root');
    expect(differs.code).toBe(1);
    expect(differs.stdout).toContain(`published      root ${ROOT_HASH} sum 19.750000000000000001`);
    expect(differs.stdout).toContain('Does not verify: the root rebuilt from this proof differs');
    expect(bad.code).toBe(1);
    expect(bad.stdout).toContain('Does not verify: the proof is malformed');
    expect(againstArguments.code).toBe(1);
    expect(againstArguments.stdout).toContain('(given with --root and --liabilities)');
    for (const unusable of [unreadable, missing, noFile]) {
      expect(unusable.code).toBe(2);
      expect(unusable.stdout).toBe('');
      expect(unusable.stderr).toContain('usage: npm run reserves:verify -- <proof.json> [--root <hash> --liabilities <amount>]');
    }
    expect(unreadable.stderr).toContain('The file is not JSON.');
    expect(missing.stderr).toContain(`No file ${path.join(folder, 'absent.json')}.`);
  }, 60_000);
});
