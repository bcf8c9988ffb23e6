// Writes apps/web/public/coins/<symbol>.png for every coin: a 64x64 badge in the coin's colour,
// drawn as SVG and rendered to PNG by Debian's Chromium. A PNG, not the SVG itself: the browser
// builds a whole document for every SVG image, on the main thread (10-20 ms each on a slow phone,
// traced), while a PNG decodes off it. Run with `npx tsx scripts/make-coin-icons.ts` after adding
// a coin; the output is committed.
import { mkdirSync } from 'node:fs';
import { ALL_COINS } from '@halyard/shared';
import { chromium } from 'playwright-core';

/** Spec §9: a 64x64 image. */
const SIZE = 64;

/** Coins with a well-known sign of their own; the rest show their ticker. */
// Only signs the common fonts carry (₿ is missing from most, so Bitcoin and its forks show their ticker).
const GLYPHS: Record<string, string> = { eth: 'Ξ', ltc: 'Ł', doge: 'Ð' };

function fontSize(label: string): number {
  return [0, 34, 26, 20, 16, 13][label.length] ?? 13;
}

function badge(color: string, label: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 64 64" style="display:block">
<circle cx="32" cy="32" r="32" fill="${color}"/>
<circle cx="32" cy="32" r="27" fill="none" stroke="#fff" stroke-opacity="0.25" stroke-width="2"/>
<text x="32" y="32" dy="0.35em" text-anchor="middle" fill="#fff" font-family="Arial, 'Liberation Sans', sans-serif" font-weight="700" font-size="${fontSize(label)}">${label}</text>
</svg>`;
}

const folder = new URL('../apps/web/public/coins/', import.meta.url);
mkdirSync(folder, { recursive: true });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
try {
  const page = await browser.newPage({ viewport: { width: SIZE, height: SIZE } });
  for (const coin of ALL_COINS) {
    await page.setContent(`<body style="margin:0;background:transparent">${badge(coin.color, GLYPHS[coin.symbol] ?? coin.coin)}</body>`);
    await page.screenshot({ path: new URL(`${coin.symbol}.png`, folder).pathname, omitBackground: true });
  }
} finally {
  await browser.close();
}
console.warn(`wrote ${ALL_COINS.length} coin images`);
