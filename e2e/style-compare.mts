/**
 * Compares two runs of e2e/style-shots.mts: every screenshot pixel by pixel (pixelmatch, no
 * tolerance) and every element's computed style (matched by its place in the tree and its classes).
 * With --noise <third run> (a second run of the same build as <before>), what differs between
 * <before> and that run (pixels and style properties that change from run to run) is left out,
 * and only that. Writes an image of each differing screenshot's pixels to <diff folder>; exits 1 on
 * any difference.
 * npx tsx e2e/style-compare.mts <before> <after> [<diff folder>] [--noise <before again>]
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

const args = process.argv.slice(2);
const noise = args.includes('--noise') ? args[args.indexOf('--noise') + 1] : undefined;
const [before, after, diffFolder = path.join(after ?? '.', '..', 'style-diff')] = args.filter((arg, at) => arg !== '--noise' && args[at - 1] !== '--noise');
if (!before || !after) throw new Error('usage: npx tsx e2e/style-compare.mts <before> <after> [<diff folder>] [--noise <before again>]');
mkdirSync(diffFolder, { recursive: true });

const problems: string[] = [];
const files = readdirSync(before).sort();
const readPng = (folder: string, name: string) => (existsSync(path.join(folder, name)) ? PNG.sync.read(readFileSync(path.join(folder, name))) : undefined);

/** The pixels that differ between two screenshots of one size (RGBA exactly). */
function differing(a: PNG, b: PNG): Uint8Array {
  const out = new Uint8Array(a.width * a.height);
  for (let pixel = 0; pixel < out.length; pixel += 1) {
    for (let channel = 0; channel < 4; channel += 1) if (a.data[pixel * 4 + channel] !== b.data[pixel * 4 + channel]) out[pixel] = 1;
  }
  return out;
}

let images = 0;
let ignoredPixels = 0;
for (const name of files.filter((file) => file.endsWith('.png'))) {
  images += 1;
  const a = readPng(before, name);
  const b = readPng(after, name);
  if (!a || !b) {
    problems.push(`${name}: missing after`);
    continue;
  }
  if (a.width !== b.width || a.height !== b.height) {
    problems.push(`${name}: ${a.width}x${a.height} before, ${b.width}x${b.height} after`);
    continue;
  }
  const diff = new PNG({ width: a.width, height: a.height });
  if (pixelmatch(a.data, b.data, diff.data, a.width, a.height, { threshold: 0, includeAA: true }) === 0) continue;
  const again = noise === undefined ? undefined : readPng(noise, name);
  const runToRun = again && again.width === a.width && again.height === a.height ? differing(a, again) : new Uint8Array(a.width * a.height);
  const changed = differing(a, b);
  const count = changed.reduce((sum, value, pixel) => sum + (value === 1 && runToRun[pixel] === 0 ? 1 : 0), 0);
  ignoredPixels += changed.reduce((sum, value, pixel) => sum + (value === 1 && runToRun[pixel] === 1 ? 1 : 0), 0);
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

/** The properties that differ between two serialised styles (custom properties come in no fixed order). */
function changed(a: string, b: string): Map<string, string> {
  const parse = (text: string) => new Map(text.split(';').map((entry) => [entry.slice(0, entry.indexOf(':')), entry.slice(entry.indexOf(':') + 1)]));
  const left = parse(a);
  const right = parse(b);
  const out = new Map<string, string>();
  for (const key of new Set([...left.keys(), ...right.keys()])) if (left.get(key) !== right.get(key)) out.set(key, `${left.get(key)} → ${right.get(key)}`);
  return out;
}

/** Per element (file, place, classes, pseudo-element), the style properties that differ between two runs. */
function styleDifferences(first: string, second: string, name: string): { compared: number; unmatched: number; differences: Map<string, Map<string, string>> } {
  const differences = new Map<string, Map<string, string>>();
  if (!existsSync(path.join(second, name))) return { compared: 0, unmatched: 0, differences: new Map([[`${name}: missing`, new Map([['file', 'missing']])]]) };
  const a = JSON.parse(readFileSync(path.join(first, name), 'utf8')) as Dump;
  const b = JSON.parse(readFileSync(path.join(second, name), 'utf8')) as Dump;
  const later = new Map(b.elements.map(([where, classes, ...ids]) => [`${where} ${classes}`, ids]));
  let compared = 0;
  let unmatched = 0;
  for (const [where, classes, ...ids] of a.elements) {
    const theirs = later.get(`${where} ${classes}`);
    if (!theirs) {
      unmatched += 1;
      continue;
    }
    compared += 1;
    ids.forEach((id, at) => {
      const mine = id === '' ? '' : (a.styles[Number(id)] ?? '');
      const their = theirs[at] === '' ? '' : (b.styles[Number(theirs[at])] ?? '');
      const properties = mine === their ? new Map<string, string>() : changed(mine, their);
      if (properties.size > 0) differences.set(`${name} ${where} .${classes.split(' ').join('.')}${['', '::before', '::after'][at]}`, properties);
    });
  }
  return { compared, unmatched, differences };
}

let elements = 0;
let unmatched = 0;
let ignoredProperties = 0;
for (const name of files.filter((file) => file.endsWith('.json'))) {
  const found = styleDifferences(before, after, name);
  elements += found.compared;
  unmatched += found.unmatched;
  const runToRun = noise === undefined ? new Map<string, Map<string, string>>() : styleDifferences(before, noise, name).differences;
  for (const [element, properties] of found.differences) {
    const left = [...properties].filter(([property]) => !runToRun.get(element)?.has(property));
    ignoredProperties += properties.size - left.length;
    if (left.length > 0) problems.push(`${element}: ${left.slice(0, 6).map(([property, change]) => `${property}: ${change}`).join('; ')}`);
  }
}

process.stdout.write(`${images} screenshots and ${elements} elements' computed styles compared (${unmatched} elements found in the first run only, by place and class)\n`);
if (noise !== undefined) process.stdout.write(`left out as run-to-run changes (they differ between ${before} and ${noise}): ${ignoredPixels} pixels, ${ignoredProperties} style properties\n`);
process.stdout.write(problems.length === 0 ? 'no difference\n' : `${problems.length} differences:\n${problems.join('\n')}\n`);
process.exitCode = problems.length === 0 ? 0 : 1;
