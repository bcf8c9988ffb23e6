// Writes apps/web/public/coins/<symbol>.svg for every coin: a 64x64 badge in the coin's colour.
// Run with `npx tsx scripts/make-coin-icons.ts` after adding a coin; the output is committed.
import { mkdirSync, writeFileSync } from 'node:fs';
import { ALL_COINS } from '@halyard/shared';

/** Coins with a well-known sign of their own; the rest show their ticker. */
// Only signs the common fonts carry (₿ is missing from most, so Bitcoin and its forks show their ticker).
const GLYPHS: Record<string, string> = { eth: 'Ξ', ltc: 'Ł', doge: 'Ð' };

function fontSize(label: string): number {
  return [0, 34, 26, 20, 16, 13][label.length] ?? 13;
}

const folder = new URL('../apps/web/public/coins/', import.meta.url);
mkdirSync(folder, { recursive: true });
for (const coin of ALL_COINS) {
  const label = GLYPHS[coin.symbol] ?? coin.coin;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64" role="img" aria-label="${coin.fullName}">
<circle cx="32" cy="32" r="32" fill="${coin.color}"/>
<circle cx="32" cy="32" r="27" fill="none" stroke="#fff" stroke-opacity="0.25" stroke-width="2"/>
<text x="32" y="32" dy="0.35em" text-anchor="middle" fill="#fff" font-family="Arial, 'Liberation Sans', sans-serif" font-weight="700" font-size="${fontSize(label)}">${label}</text>
</svg>
`;
  writeFileSync(new URL(`${coin.symbol}.svg`, folder), svg);
}
console.warn(`wrote ${ALL_COINS.length} coin images`);
