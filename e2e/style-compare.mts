/**
 * Compares two runs of e2e/style-shots.mts: every screenshot pixel by pixel (pixelmatch, no
 * tolerance) and every element's computed style (matched by its place in the tree and its classes).
 * Writes an image of each differing screenshot's pixels to <diff folder>; exits 1 on any difference.
 * npx tsx e2e/style-compare.mts <before> <after> [<diff folder>]
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

const [before, after, diffFolder = path.join(after ?? '.', '..', 'style-diff')] = process.argv.slice(2);
if (!before || !after) throw new Error('usage: npx tsx e2e/style-compare.mts <before> <after> [<diff folder>]');
mkdirSync(diffFolder, { recursive: true });

const problems: string[] = [];
const files = readdirSync(before).sort();

let images = 0;
for (const name of files.filter((file) => file.endsWith('.png'))) {
  images += 1;
  const other = path.join(after, name);
  if (!existsSync(other)) {
    problems.push(`${name}: missing after`);
    continue;
  }
  const a = PNG.sync.read(readFileSync(path.join(before, name)));
  const b = PNG.sync.read(readFileSync(other));
  if (a.width !== b.width || a.height !== b.height) {
    problems.push(`${name}: ${a.width}x${a.height} before, ${b.width}x${b.height} after`);
    continue;
  }
  const diff = new PNG({ width: a.width, height: a.height });
  const count = pixelmatch(a.data, b.data, diff.data, a.width, a.height, { threshold: 0, includeAA: true });
  if (count > 0) {
    problems.push(`${name}: ${count} pixels differ`);
    writeFileSync(path.join(diffFolder, name), PNG.sync.write(diff));
  }
}
for (const name of readdirSync(after).filter((file) => file.endsWith('.png') && !files.includes(file))) problems.push(`${name}: only after`);

interface Dump {
  /** Place in the tree, classes, and the ids of the element's, its ::before's and its ::after's style ('' for none). */
  elements: Array<[string, string, string, string, string]>;
  styles: string[];
}

/** The properties that differ between two serialised styles. */
function changed(a: string, b: string): string[] {
  const parse = (text: string) => new Map(text.split(';').map((entry) => [entry.slice(0, entry.indexOf(':')), entry.slice(entry.indexOf(':') + 1)]));
  const left = parse(a);
  const right = parse(b);
  return [...new Set([...left.keys(), ...right.keys()])].filter((key) => left.get(key) !== right.get(key)).map((key) => `${key}: ${left.get(key)} → ${right.get(key)}`);
}

let elements = 0;
let unmatched = 0;
for (const name of files.filter((file) => file.endsWith('.json'))) {
  const other = path.join(after, name);
  if (!existsSync(other)) {
    problems.push(`${name}: missing after`);
    continue;
  }
  const a = JSON.parse(readFileSync(path.join(before, name), 'utf8')) as Dump;
  const b = JSON.parse(readFileSync(other, 'utf8')) as Dump;
  const later = new Map(b.elements.map(([where, classes, ...ids]) => [`${where} ${classes}`, ids]));
  for (const [where, classes, ...ids] of a.elements) {
    const theirs = later.get(`${where} ${classes}`);
    if (!theirs) {
      unmatched += 1;
      continue;
    }
    elements += 1;
    ids.forEach((id, at) => {
      const mine = id === '' ? '' : (a.styles[Number(id)] ?? '');
      const their = theirs[at] === '' ? '' : (b.styles[Number(theirs[at])] ?? '');
      // Custom properties come in no fixed order: the same style may be written two ways.
      const differences = mine === their ? [] : changed(mine, their);
      if (differences.length > 0) problems.push(`${name} ${where} .${classes.split(' ').join('.')}${['', '::before', '::after'][at]}: ${differences.slice(0, 6).join('; ')}`);
    });
  }
}

process.stdout.write(`${images} screenshots and ${elements} elements' computed styles compared (${unmatched} elements found in the first run only, by place and class)\n`);
process.stdout.write(problems.length === 0 ? 'no difference\n' : `${problems.length} differences:\n${problems.join('\n')}\n`);
process.exitCode = problems.length === 0 ? 0 : 1;
